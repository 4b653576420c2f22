// Today's feed kept for offline use, per user: the unreviewed posts the last fetches returned. A post leaves it the
// moment the learner reviews it (its event is in the outbox), so an offline visit shows only what is left to do.
import type { Post } from '@memory/contracts';
import { reviewDb, type CachedFeed } from './reviewDb';

export async function readCachedFeed(user: string): Promise<CachedFeed | null> {
  try {
    const db = await reviewDb();
    return (await db?.get('feed', user)) ?? null;
  } catch {
    return null;
  }
}

export async function writeCachedFeed(user: string, today: string, posts: readonly Post[], remaining: number): Promise<void> {
  try {
    const db = await reviewDb();
    await db?.put('feed', { user, today, posts: [...posts], remaining });
  } catch {
    // Without the store the page still works online; only the offline copy is missing.
  }
}

/** Reviewed (or abandoned, edited) posts: the kept copy follows. */
export async function updateCachedFeed(user: string, change: (posts: Post[]) => Post[]): Promise<void> {
  try {
    const db = await reviewDb();
    if (!db) return;
    const tx = db.transaction('feed', 'readwrite');
    const kept = await tx.store.get(user);
    if (kept) await tx.store.put({ ...kept, posts: change(kept.posts) });
    await tx.done;
  } catch {
    // As above: the offline copy may lag; the outbox still hides reviewed posts from it.
  }
}
