// The two files served next to the shell: /config.json (OIDC client, API base, feedback survey) and
// /remotes.json (where each remote lives and which routes it owns). Nothing about the deployment is
// compiled into the bundle; redeploying a remote only changes these files or what they point at.
import { RUNTIME_CONFIG_ELEMENT_ID } from '@memory/contracts';
import type { RemoteDescriptor } from './paths';

export interface OidcClientConfig {
  authority: string;
  clientId: string;
  scope: string;
  /** The provider's endpoints when the server knows them (its embedded provider): no discovery request needed. */
  metadata?: Record<string, string>;
}

export interface AppConfig {
  oidc: OidcClientConfig;
  apiBase: string;
  feedbackUrl: string;
}

export interface RuntimeConfig {
  app: AppConfig;
  remotes: RemoteDescriptor[];
  /** remotes.json itself could not be read: remote areas show 该模块加载失败 instead of a 404. */
  remotesUnavailable: boolean;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** `pattern → title` of a remote's pages (`{ name: { path, title } }`); a page without both is skipped. */
function titlesOf(pages: unknown): Record<string, string> {
  if (!isRecord(pages)) return {};
  return Object.fromEntries(
    Object.values(pages).flatMap((page) => (isRecord(page) && isString(page.path) && isString(page.title) ? [[page.path, page.title]] : [])),
  );
}

/** Checks remotes.json; a malformed entry is dropped (that remote then shows as missing), not fatal. */
export function parseRemotes(json: unknown): RemoteDescriptor[] {
  const list = isRecord(json) && Array.isArray(json.remotes) ? json.remotes : null;
  if (!list) throw new RuntimeConfigError('remotes.json: expected { "remotes": [...] }');
  return list.flatMap((item: unknown) => {
    if (!isRecord(item) || !isString(item.name) || !isString(item.entry) || !Array.isArray(item.routes)) {
      console.warn('[shell] ignoring malformed remotes.json entry', item);
      return [];
    }
    const routes = item.routes.filter(isString);
    return [{ name: item.name, entry: item.entry, routes, titles: titlesOf(item.pages) }];
  });
}

export function parseAppConfig(json: unknown): AppConfig {
  const oidc = isRecord(json) && isRecord(json.oidc) ? json.oidc : null;
  if (!isRecord(json) || !oidc || !isString(oidc.authority) || !isString(oidc.clientId)) {
    throw new RuntimeConfigError('config.json: expected { "oidc": { "authority", "clientId" } }');
  }
  return {
    oidc: {
      authority: oidc.authority,
      clientId: oidc.clientId,
      scope: isString(oidc.scope) ? oidc.scope : 'openid profile offline_access',
      ...(isRecord(oidc.metadata) && Object.values(oidc.metadata).every(isString)
        ? { metadata: oidc.metadata as Record<string, string> }
        : {}),
    },
    apiBase: isString(json.apiBase) ? json.apiBase : '/api',
    feedbackUrl: isString(json.feedbackUrl) ? json.feedbackUrl : '',
  };
}

async function fetchJson(url: string): Promise<unknown> {
  // no-cache: a redeployed remote must be picked up on the next page load.
  const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Both documents as the server wrote them into index.html (packages/server/src/web/shell-page.ts): reading them
 * saves the round trip before anything else can start. Absent under the dev server or when index.html is served
 * as a plain file; then they are fetched.
 */
function inlinedDocuments(): { config?: unknown; remotes?: unknown } {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const json: unknown = JSON.parse(text);
    return isRecord(json) ? json : {};
  } catch {
    console.warn('[shell] ignoring an unreadable inlined runtime config');
    return {};
  }
}

/** config.json is required (no sign-in without it); a broken remotes.json only disables the remotes. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inlined = inlinedDocuments();
  const [appJson, remotes] = await Promise.all([
    inlined.config ?? fetchJson('/config.json'),
    (inlined.remotes ? Promise.resolve(inlined.remotes) : fetchJson('/remotes.json')).then(parseRemotes, (error: unknown) => {
      console.error('[shell] remotes.json unavailable', error);
      return null;
    }),
  ]);
  return { app: parseAppConfig(appJson), remotes: remotes ?? [], remotesUnavailable: remotes === null };
}
