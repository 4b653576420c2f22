// Where the API lives. Default '/api' (same origin); the shell sets it from /config.json's apiBase.
const DEFAULT_API_BASE = '/api';
let apiBase = DEFAULT_API_BASE;

export function setApiBaseUrl(base: string): void {
  apiBase = base.replace(/\/+$/, '') || DEFAULT_API_BASE;
}

/**
 * Absolute base URL. Relative bases are resolved against the page's origin, which the browser does anyway
 * and Node's fetch (tests) does not.
 */
export function getApiBaseUrl(): string {
  const origin = globalThis.location?.origin;
  if (/^https?:\/\//.test(apiBase) || !origin) return apiBase;
  return new URL(apiBase, origin).toString().replace(/\/+$/, '');
}
