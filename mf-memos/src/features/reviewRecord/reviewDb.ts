// The browser database of the review record: the outbox of review events not yet accepted by the server, and
// today's feed as last fetched (for offline use). One database for every user on this browser, each record keyed
// by the signed-in user's id, deleted whole on sign-out (USER_DATABASES in @memory/api).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { USER_DATABASES } from '@memory/api';
import type { Grade, Post, ReviewEventType } from '@memory/contracts';

/** A review event waiting in the outbox: what the server is told, plus whose it is and when it happened. */
export interface OutboxEvent {
  id: string;
  user: string;
  reviewId: string;
  type: ReviewEventType;
  grade?: Grade;
  /** When the learner did it (ms since epoch); the outbox sends in this order. */
  at: number;
}

/** Today's feed as the last fetch left it: the posts not yet reviewed, and what the server said remains. */
export interface CachedFeed {
  user: string;
  today: string;
  posts: Post[];
  remaining: number;
}

interface ReviewSchema extends DBSchema {
  outbox: { key: string; value: OutboxEvent; indexes: { user: string } };
  feed: { key: string; value: CachedFeed };
}

let opening: Promise<IDBPDatabase<ReviewSchema>> | null = null;
const clearedListeners = new Set<() => void>();

/** Called when sign-out deletes the database (in this tab or another). */
export function onReviewDbCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** The open database, or null where the browser has none (private modes, tests without it). */
export async function reviewDb(): Promise<IDBPDatabase<ReviewSchema> | null> {
  if (typeof indexedDB === 'undefined') return null;
  opening ??= openDB<ReviewSchema>(USER_DATABASES.review, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('user', 'user');
      db.createObjectStore('feed', { keyPath: 'user' });
    },
    // Sign-out deletes the database: give way at once, and open it afresh on the next use.
    blocking(_current, next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
      if (next === null) clearedListeners.forEach((listener) => listener());
    },
    terminated() {
      opening = null;
    },
  });
  try {
    return await opening;
  } catch {
    opening = null;
    return null;
  }
}
