import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@memory/contracts';
import { BOOT_FILES, PAGE_FILES, REMOTE_APPS, SHARED_EXPORTS_FILE, SHARED_FILES, type FileLists } from '@memory/contracts/deployment';
import type { RemotesJson } from './remote-apps';

/**
 * The shell's index.html as sent for one URL (a short boot chain). Two additions in its head:
 * - the runtime config the shell would otherwise fetch first (config.json and remotes.json), as a JSON data
 *   block: `<script type="application/json">` is never executed, so the CSP (no inline scripts) allows it;
 * - preload links for what start-up fetches, so it all downloads with main.js instead of one round trip after the
 *   file that asks for it: the shell's start-up files (its build lists them in boot-files.json: main.js, the async
 *   boundary and the shell's copies of the shared singletons, nothing lazy), then for the remote that owns the URL
 *   its mf-manifest.json, shared-exports.json (the shell checks it before mounting), remoteEntry.js, the chunks
 *   of its `./app` and, for a lazy page, the page's chunks (its build lists them in page-files.json), and the
 *   shell's copies of the shared modules those chunks consume (antd components: the shell's shared-files.json),
 *   which the remote's runtime would otherwise ask for one round trip after its chunks. main.js comes first (see
 *   render()).
 * Only for index.html and a prerendered page that keeps the app's scripts (MEMOS): the prerendered landing paints
 * without the app and fetches its scripts on intent.
 * Everything else stays the build's: a file changed on disk is read again on the next request.
 */
interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: Assets }>;
}

/** Re-reads a file only when its modification time or size changed; null when it is missing or unreadable. */
export function cachedFile<T>(parse: (text: string) => T) {
  const cache = new Map<string, { version: string; value: T | null }>();
  return async (file: string): Promise<T | null> => {
    try {
      const { mtimeMs, size } = await stat(file);
      const version = `${mtimeMs}:${size}`;
      const hit = cache.get(file);
      if (hit?.version === version) return hit.value;
      let value: T | null;
      try {
        value = parse(await readFile(file, 'utf8'));
      } catch {
        value = null;
      }
      cache.set(file, { version, value });
      return value;
    } catch {
      return null;
    }
  };
}

/**
 * The most specific of `patterns` that `pathname` matches, ranked by react-router itself (a static segment beats
 * `:param` beats `*`), as the shell's route table ranks them: the server preloads what the shell will mount.
 */
function bestMatch<T>(routes: Array<{ path: string; value: T }>, pathname: string): T | null {
  const matches = matchRoutes(routes, pathname);
  return (matches?.[matches.length - 1]?.route as { value: T } | undefined)?.value ?? null;
}

/** Whether `pathname` is a page of the react-router pattern (remotes.json's routes and pages). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return bestMatch([{ path: pattern, value: true }], pathname) === true;
}

/** The remote owning a pathname: the one with the most specific matching pattern (a miss only costs the preloads). */
export function remoteOwning(remotes: RemotesJson['remotes'], pathname: string) {
  return bestMatch(remotes.flatMap((remote) => remote.routes.map((path) => ({ path, value: remote }))), pathname);
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface Preloads {
  fetch?: string[];
  script: string[];
  style: string[];
}

/** A build's file lists (tooling/federation/boot-files-plugin.mjs) as URLs under `base`. */
function fileListPreloads(base: string, files: FileLists | undefined): Preloads {
  const url = (file: string) => `${base}${file.replace(/^\.?\//, '')}`;
  return { script: (files?.js ?? []).map(url), style: (files?.css ?? []).map(url) };
}

/** The page of `pages` (routes.json) that `pathname` shows: the most specific matching pattern. */
export function pageShowing(pages: RemotesJson['remotes'][number]['pages'] | undefined, pathname: string): string | null {
  return bestMatch(Object.entries(pages ?? {}).map(([page, { path }]) => ({ path, value: page })), pathname);
}

/**
 * The files `./app` needs first, as URLs under /remotes/<folder>/: the remoteEntry `<folder>/dist/mf-manifest.json`
 * names, and the chunks its build lists in boot-files.json (all of them: the manifest's own `sync` list of the
 * expose misses one it shares with a shared package's copy), else the manifest's list.
 */
export function remoteBootFiles(folder: string, manifest: Manifest, boot?: FileLists | null): Preloads {
  const base = `/remotes/${folder}/`;
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.name === 'app' || expose.path === './app');
  const url = (file: string) => `${base}${file.replace(/^\.?\//, '')}`;
  return {
    fetch: [`${base}mf-manifest.json`, `${base}${SHARED_EXPORTS_FILE}`],
    script: [...(entry?.name ? [url(path.posix.join(entry.path ?? '', entry.name))] : []), ...(boot?.js ?? app?.assets?.js?.sync ?? []).map(url)],
    style: (boot?.css ?? app?.assets?.css?.sync ?? []).map(url),
  };
}

export interface ShellPageOptions {
  shellDist: string;
  appsDir: string;
  /** Whether remotes.json points at this server's own remotes (not REMOTES_JSON): only then are they preloaded. */
  localRemotes: boolean;
}

export function createShellPage({ shellDist, appsDir, localRemotes }: ShellPageOptions) {
  const readIndex = cachedFile((text) => text);
  const readManifest = cachedFile((text) => JSON.parse(text) as Manifest);
  const readFileLists = cachedFile((text) => JSON.parse(text) as FileLists);
  const readPageFiles = cachedFile((text) => JSON.parse(text) as Record<string, FileLists>);
  const readSharedFiles = cachedFile((text) => JSON.parse(text) as Record<string, FileLists>);

  const links = (files: Preloads) => [
    // The MF runtime fetches a manifest in CORS mode: `crossorigin` makes the preload the same request.
    ...(files.fetch ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`),
    ...files.script.map((href) => `<link rel="preload" as="script" href="${attribute(href)}">`),
    ...files.style.map((href) => `<link rel="preload" as="style" href="${attribute(href)}">`),
  ];

  async function remotePreloads(remotes: RemotesJson['remotes'], pathname: string): Promise<string[]> {
    const owner = localRemotes ? remoteOwning(remotes, pathname) : null;
    const folder = owner && REMOTE_APPS.find((remote) => remote.name === owner.name)?.folder;
    if (!folder) return [];
    const dist = path.join(appsDir, folder, 'dist');
    const manifest = await readManifest(path.join(dist, 'mf-manifest.json'));
    if (!manifest) return [];
    // A lazy page's chunks too (a build without page-files.json, or a page in the first chunk, adds none).
    const page = pageShowing(owner.pages, pathname);
    const pageFiles = page ? (await readPageFiles(path.join(dist, PAGE_FILES)))?.[page] : undefined;
    const boot = await readFileLists(path.join(dist, BOOT_FILES));
    return [
      ...links(remoteBootFiles(folder, manifest, boot)),
      ...links(fileListPreloads(`/remotes/${folder}/`, pageFiles)),
      ...links(fileListPreloads('/', await hostCopies([...(boot?.shared ?? []), ...(pageFiles?.shared ?? [])]))),
    ];
  }

  /**
   * The shell's files for the shared modules a remote's chunks consume (antd components its page renders): the
   * shell provides them (loaded-first), so the remote's runtime would ask for them only once its own chunks ran.
   * From the shell's shared-files.json; a build without it, or a key the shell does not provide, adds nothing.
   */
  async function hostCopies(keys: string[]): Promise<FileLists> {
    const provided = await readSharedFiles(path.join(shellDist, SHARED_FILES));
    const lists = [...new Set(keys)].flatMap((key) => (provided?.[key] ? [provided[key]] : []));
    return { js: [...new Set(lists.flatMap((list) => list.js ?? []))], css: [...new Set(lists.flatMap((list) => list.css ?? []))] };
  }

  async function shellPreloads(): Promise<string[]> {
    const boot = await readFileLists(path.join(shellDist, BOOT_FILES));
    return boot ? links(fileListPreloads('/', boot)) : [];
  }

  /**
   * A page with the runtime config inlined. A page that starts the app at once (index.html) also preloads the
   * shell's start-up files and the owning remote's; a prerendered page does not: it paints without the app and only
   * prefetches it (prerender-boot.js), so preloads would compete with its first paint.
   */
  async function withRuntime(html: string, pathname: string, runtime: { config: object; remotes: RemotesJson | unknown }, startsApp = false): Promise<string> {
    const remotes = (runtime.remotes as RemotesJson | null)?.remotes;
    const head = [
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(runtime)}</script>`,
      ...(startsApp ? await shellPreloads() : []),
      ...(startsApp && Array.isArray(remotes) ? await remotePreloads(remotes, pathname) : []),
    ].join('');
    // Before the first deferred script: the preload scanner sees main.js's preload (high priority) before the
    // deferred tag (low priority, which a later preload of the same file would not raise), yet after the
    // render-blocking theme-boot.js, which keeps its place at the front of the queue.
    const deferred = /<script\b[^>]*\s(?:defer|async)\b[^>]*>/i.exec(html);
    if (deferred) return `${html.slice(0, deferred.index)}${head}${html.slice(deferred.index)}`;
    if (html.includes('</head>')) return html.replace('</head>', () => `${head}</head>`);
    // A page without a head element: after the doctype, which must stay first (or the page renders in quirks mode).
    const doctype = /^\s*<!doctype html>/i.exec(html)?.[0] ?? '';
    return `${doctype}${head}${html.slice(doctype.length)}`;
  }

  return {
    /** index.html (or a prerendered page) for `pathname` with the runtime config inlined; null when it is not built. */
    async render(pathname: string, runtime: { config: object; remotes: RemotesJson | unknown }, template = 'index.html'): Promise<string | null> {
      const html = await readIndex(path.join(shellDist, template));
      return html === null ? null : withRuntime(html, pathname, runtime, template === 'index.html');
    },
    /** A page written for this request (a prerendered remote page), the same way, without preloads. */
    renderHtml: (html: string, pathname: string, runtime: { config: object; remotes: RemotesJson | unknown }) => withRuntime(html, pathname, runtime),
  };
}
