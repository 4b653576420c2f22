// What the product keeps in the browser for a user (SPEC §9: 历史 MEMOS, memo tags, the activity cache), in
// localStorage under keys that name the signed-in user's id, read defensively (another tab, an older build or
// the user may have left anything there), and cleared on sign-out. Nothing is read or written while nobody is
// signed in, so one user's data never shows to the next on a shared browser. IndexedDB databases that keep a user's
// data (the review outbox and today's feed for offline use) are named in USER_DATABASES and deleted on sign-out too.
import { ATTACHMENT_CACHE, STORAGE_KEYS, userStorageKey, type UserStorageKey } from '@memory/contracts';
import { getAuthBridge } from '../auth/bridge';

/**
 * Cleared on sign-out: everything but the memo draft. A draft is what someone was writing; a sign-out (in this tab
 * or another) must not lose it, and it is only ever read under its own user's key, so the next user never sees it.
 */
const KEYS: readonly string[] = Object.values(STORAGE_KEYS).filter((key) => key !== STORAGE_KEYS.memoDraft);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
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

export function removeUserStored(key: UserStorageKey): void {
  const store = storage();
  const scoped = ownerKey(key);
  if (!store || !scoped) return;
  try {
    store.removeItem(scoped);
  } catch {
    // Nothing to remove in a disabled storage.
  }
}

/**
 * IndexedDB databases holding per-user data (their records are keyed by the user's id). Their owners open them
 * ready to close when a deletion waits (idb's `blocking`), so sign-out never hangs on an open tab.
 */
export const USER_DATABASES = { review: 'memory.review' } as const;

/** Long enough for a deletion another tab delays, short enough that sign-out never feels stuck. */
const DATABASE_DELETE_WAIT_MS = 2000;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = globalThis.indexedDB.deleteDatabase(name);
    } catch {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, DATABASE_DELETE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onsuccess = done;
    request.onerror = done;
  });
}

/**
 * Sign-out: every user's kept lists go, but their memo drafts (and the bare keys of older builds); the theme choice stays. The local
 * lists go at once; the promise settles when the user databases are deleted too (await it before leaving the page).
 */
export function clearUserStorage(): Promise<void> {
  clearLocalLists();
  if (typeof globalThis.indexedDB === 'undefined') return Promise.resolve();
  return Promise.all(Object.values(USER_DATABASES).map(deleteDatabase)).then(() => undefined);
}

function clearLocalLists(): void {
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
