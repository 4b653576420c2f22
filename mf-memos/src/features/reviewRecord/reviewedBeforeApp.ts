// What MEMOS' boot script (prerender/feed-paint) and the app tell each other through the browser's storage, under the
// signed-in user's keys (sign-out clears both: @memory/api's clearUserStorage):
// - the posts the boot script painted and the learner met before the app ran (STORAGE_KEYS.seenBeforeApp): the app
//   records them as seen once it runs, even when that is on a later visit (the tab was closed first);
// - the posts whose review events wait in the outbox (STORAGE_KEYS.reviewsWaiting): the outbox lives in IndexedDB,
//   which the boot script does not open; the server does not know them yet, so its page may still hold them.
// Plain localStorage and no @memory/api: the boot script carries none of the app's code it does not need.
import { STORAGE_KEYS, userStorageKey } from '@memory/contracts';

/** At most this many ids kept under one key: a feed's day is far smaller. */
const MAX_IDS = 500;

function readIds(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(key: string, ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(ids.slice(-MAX_IDS)));
  } catch {
    // No storage (private mode, full): the boot script then paints what the server sends, the app records what it sees.
  }
}

/** The boot script: `id` was met before the app ran. */
export function rememberSeenBeforeApp(sub: string, id: string): void {
  const key = userStorageKey(STORAGE_KEYS.seenBeforeApp, sub);
  const ids = readIds(key);
  if (!ids.includes(id)) writeIds(key, [...ids, id]);
}

/** The app: the posts met before it ran, handed over once (the key is emptied). */
export function takeSeenBeforeApp(sub: string): string[] {
  const key = userStorageKey(STORAGE_KEYS.seenBeforeApp, sub);
  const ids = readIds(key);
  if (ids.length > 0) writeIds(key, []);
  return ids;
}

/** The outbox, after each change: the posts whose events wait. */
export function mirrorReviewsWaiting(sub: string, reviewIds: readonly string[]): void {
  writeIds(userStorageKey(STORAGE_KEYS.reviewsWaiting, sub), [...new Set(reviewIds)]);
}

/** The boot script: posts already reviewed in this browser that the server may not know of yet (not to be painted). */
export function reviewedInThisBrowser(sub: string): Set<string> {
  return new Set([...readIds(userStorageKey(STORAGE_KEYS.seenBeforeApp, sub)), ...readIds(userStorageKey(STORAGE_KEYS.reviewsWaiting, sub))]);
}
