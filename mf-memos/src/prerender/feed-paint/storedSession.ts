// The signed-in session as oidc-client-ts stored it (@memory/api's oidc-bridge: `memory.oidc.user:<authority>:<client>`,
// SESSION_STORAGE_KEY_PREFIX), read before the app runs, and where the API is (the runtime config the server put in
// the page, RUNTIME_CONFIG_ELEMENT_ID).
import { RUNTIME_CONFIG_ELEMENT_ID, SESSION_STORAGE_KEY_PREFIX } from '@memory/contracts';

export interface StoredSession {
  sub: string;
  accessToken: string;
  apiBase: string;
}

/** A token this close to expiring is the app's to renew before it asks anything. */
const EXPIRY_MARGIN_MS = 30_000;

export function storedSession(now = Date.now()): StoredSession | null {
  try {
    const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
    const config = (element && JSON.parse(element.textContent || '{}').config) || {};
    const oidc = config.oidc || {};
    const session = JSON.parse(localStorage.getItem(`${SESSION_STORAGE_KEY_PREFIX}${oidc.authority}:${oidc.clientId}`) || 'null');
    if (!session?.access_token || !session.profile?.sub) return null;
    if (typeof session.expires_at === 'number' && session.expires_at * 1000 < now + EXPIRY_MARGIN_MS) return null;
    return { sub: String(session.profile.sub), accessToken: String(session.access_token), apiBase: String(config.apiBase || '/api').replace(/\/+$/, '') };
  } catch {
    return null; // no storage, no config: the app asks
  }
}
