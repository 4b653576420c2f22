// Turning an RTK Query error into the text a user sees: the server's message, else the screen's fallback.
import { isApiError, NETWORK_FAILURE_MESSAGES } from '@memory/contracts';

/** RTK Query's error for a request that got no answer: offline, the server unreachable, a timeout. */
export function isNetworkError(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** The server's own words for a failed request, if it sent any (RTK Query keeps the body in `data`). */
function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  return isApiError(data) && data.message ? data.message : null;
}

/** Why a request got no answer, as far as the browser knows. */
const networkCause = () => (typeof navigator !== 'undefined' && navigator.onLine === false ? NETWORK_FAILURE_MESSAGES.offline : NETWORK_FAILURE_MESSAGES.unreachable);

/** Why a request failed, when that is known: the server's own words, or that it never reached the server. */
export function failureCause(error: unknown): string | null {
  return serverMessage(error) ?? (isNetworkError(error) ? networkCause() : null);
}

/**
 * The text a user sees for a failed request: the server's message; for one that never reached the server, the
 * screen's fallback with the true cause in place of its 「请稍后重试」 (「创建失败：网络已断开，连上网络后重试」);
 * else the fallback. An empty fallback stays empty unless the server spoke (callers that show only its words).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const server = serverMessage(error);
  if (server) return server;
  if (!isNetworkError(error) || fallback === '') return fallback;
  const action = fallback.replace(/[，,]?\s*(请稍后重试|请检查网络后重试)$/, '');
  return action ? `${action}：${networkCause()}` : networkCause();
}

/** Field errors of a 400 (`{ fields: { username: '...' } }`), for forms. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (isApiError(data) && data.fields) return data.fields;
  }
  return {};
}

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

export function isUnauthorised(error: unknown): boolean {
  return hasStatus(error, 401);
}

/** The server's 404: an unknown id, or someone else's resource (indistinguishable by design). */
export function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404);
}

/** The server's 403 for a member-only call (code PREMIUM_REQUIRED): a trial, free or lapsed account. */
export function isPremiumRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const data = (error as { data: unknown }).data;
  return isApiError(data) && data.code === 'PREMIUM_REQUIRED';
}
