// What the product keeps in the browser for a user (SPEC §9: 历史 MEMOS, memo tags, the activity cache), in
// localStorage under keys that name the signed-in user's id, read defensively (another tab, an older build or
// the user may have left anything there), and cleared on sign-out. Nothing is read or written while nobody is
// signed in, so one user's data never shows to the next on a shared browser.
import { ATTACHMENT_CACHE, STORAGE_KEYS } from '@memory/contracts';
import { getAuthBridge } from '../auth/bridge';

export type UserStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const KEYS: readonly string[] = Object.values(STORAGE_KEYS);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The key of `key` for the user `sub`: `memory.history-posts:<sub>`. */
export function userStorageKey(key: UserStorageKey, sub: string): string {
  return `${key}:${encodeURIComponent(sub)}`;
}

function ownerKey(key: UserStorageKey): string | null {
  const sub = getAuthBridge()?.getUser()?.sub;
  return sub ? userStorageKey(key, sub) : null;
}

export function readUserStored<T>(key: UserStorageKey, isValid: (value: unknown) => value is T, fallback: T): T {
  const store = storage();
  const scoped = ownerKey(key);
  if (!store || !scoped) return fallback;
  try {
    // Builds before per-user keys wrote the bare key: whose data it is cannot be known, so it goes.
    store.removeItem(key);
    const raw = store.getItem(scoped);
    if (!raw) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeUserStored(key: UserStorageKey, value: unknown): void {
  const store = storage();
  const scoped = ownerKey(key);
  if (!store || !scoped) return;
  try {
    store.setItem(scoped, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the cache, never the page.
  }
}

/**
 * The service worker's copies of the user's attachment files (shell/sw/service-worker.ts): deleted when the session
 * ends, so the next person on this browser finds none of them.
 */
export async function clearAttachmentCache(): Promise<void> {
  try {
    await globalThis.caches?.delete(ATTACHMENT_CACHE);
  } catch {
    // No Cache Storage (an insecure context, a disabled storage): nothing was kept.
  }
}

/** Sign-out: every user's kept lists go (and the bare keys of older builds); the theme choice stays. */
export function clearUserStorage(): void {
  const store = storage();
  if (!store) return;
  try {
    const doomed: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const name = store.key(index);
      if (name && KEYS.some((key) => name === key || name.startsWith(`${key}:`))) doomed.push(name);
    }
    for (const name of doomed) store.removeItem(name);
  } catch {
    // Nothing to clear in a disabled storage.
  }
}
