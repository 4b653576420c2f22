// The feed's first page that prerendered MEMOS' boot script (src/prerender/feed-paint) asked for while the app's code
// downloaded, and may have painted: the first load of the page uses it instead of asking again, once, and only for
// the user whose session asked and for a page of the size the page asks for. Taking it stops the painting.
import type { TimelineFetchResponse } from '@memory/contracts';
import { MEMO_FEED_PREFETCH_GLOBAL } from '@memory/contracts/prerender';

/** What the boot script leaves on window (MEMO_FEED_PREFETCH_GLOBAL). */
export interface FeedPrefetch {
  sub: string;
  size: number;
  /** null: no answer, or not 2xx (the page asks itself, and says what went wrong). */
  page: Promise<TimelineFetchResponse | null>;
  /** The posts painted, in order (empty until the page is painted). */
  painted: readonly string[];
  /** The recall hint each painted hidden post shows, by post id: the app shows the same. */
  hints: Readonly<Record<string, string>>;
  /** The app has the page now: stop painting and watching (what was met is in seenBeforeApp's storage). */
  stop(): void;
}

export type PrefetchedFeed = Pick<FeedPrefetch, 'page' | 'painted' | 'hints'>;

type WithPrefetch = Record<typeof MEMO_FEED_PREFETCH_GLOBAL, FeedPrefetch | undefined>;

/**
 * The prefetched first page for `user`, taken (a later load, or another page's, asks the server: the learner may have
 * reviewed since); null when there is none for this user and size.
 */
export function takePrefetchedFeed(user: string | null, size: number): PrefetchedFeed | null {
  const holder = globalThis as unknown as WithPrefetch;
  const prefetch = holder[MEMO_FEED_PREFETCH_GLOBAL];
  if (!prefetch) return null;
  delete holder[MEMO_FEED_PREFETCH_GLOBAL];
  prefetch.stop();
  return prefetch.sub === user && prefetch.size === size ? { page: prefetch.page, painted: prefetch.painted, hints: prefetch.hints } : null;
}
