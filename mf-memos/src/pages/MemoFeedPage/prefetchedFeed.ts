// The feed's first page that prerendered MEMOS' boot script (public/memo-feed-boot.js) asked for while the app's code
// downloaded: the first load of the page uses it instead of asking again, once, and only for the user whose session
// asked and for a page of the size the page asks for.
import type { TimelineFetchResponse } from '@memory/contracts';
import { MEMO_FEED_PREFETCH_GLOBAL } from '@memory/contracts/prerender';

interface FeedPrefetch {
  sub: string;
  size: number;
  /** null: no answer, or not 2xx (the page asks itself, and says what went wrong). */
  page: Promise<TimelineFetchResponse | null>;
}

type WithPrefetch = Record<typeof MEMO_FEED_PREFETCH_GLOBAL, FeedPrefetch | undefined>;

/**
 * The prefetched first page for `user`, taken (a later load, or another page's, asks the server: the learner may have
 * reviewed since); null when there is none for this user and size.
 */
export function takePrefetchedFeed(user: string | null, size: number): Promise<TimelineFetchResponse | null> | null {
  const holder = globalThis as unknown as WithPrefetch;
  const prefetch = holder[MEMO_FEED_PREFETCH_GLOBAL];
  if (!prefetch) return null;
  delete holder[MEMO_FEED_PREFETCH_GLOBAL];
  return prefetch.sub === user && prefetch.size === size ? prefetch.page : null;
}
