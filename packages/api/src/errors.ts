// Turning an RTK Query error into the text a user sees: the server's message, else the screen's fallback.
import { isApiError } from '@memory/contracts';

export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (isApiError(data) && data.message) return data.message;
  }
  return fallback;
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
