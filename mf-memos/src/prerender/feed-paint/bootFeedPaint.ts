// MEMOS' boot script (README.md): loaded by the prerendered page after its markup, before the app. It asks
// for the feed's first page with the stored session, paints it, leaves it on window for the app, and keeps what the
// learner meets before the app runs (telling the server of them if the page is hidden first). Whenever it has nothing
// to paint, it asks for the app at once.
import { PAGE_SIZES, type TimelineFetchResponse } from '@memory/contracts';
import { MEMO_FEED_PREFETCH_GLOBAL } from '@memory/contracts/prerender';
import { keptPremiumAccess } from '../../features/ai/premium/keptAccess';
import { rememberSeenBeforeApp, reviewedInThisBrowser } from '../../features/reviewRecord/reviewedBeforeApp';
import { watchSeenPosts } from '../../features/reviewRecord/seenWatcher';
import type { FeedPrefetch } from '../../features/feedPrefetch/prefetchedFeed';
import { FEED_SLOT_ATTRIBUTE } from './feedSlot';
import { paintFeed } from './paintFeed';
import { requestAppStart } from './requestAppStart';
import { sendSeenOnLeave } from './sendSeenOnLeave';
import { storedSession } from './storedSession';

export function bootFeedPaint(): void {
  const session = storedSession();
  const slot = document.querySelector<HTMLElement>(`[${FEED_SLOT_ATTRIBUTE}]`);
  // No session (the app sends the visitor to sign in), one about to expire (the app renews it first), no template.
  if (!session || !slot) return requestAppStart();

  // It only reads: PUT /timeline/fetch writes nothing. What the learner meets is recorded by the app, or on leaving
  // before it ran (sendSeenOnLeave).
  const page: Promise<TimelineFetchResponse | null> = fetch(`${session.apiBase}/timeline/fetch?size=${PAGE_SIZES.timeline}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ held: [] }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<TimelineFetchResponse>) : null))
    .catch(() => null);

  const hints: Record<string, string> = {};
  const painted: string[] = [];
  let taken = false;
  const stops: (() => void)[] = [];
  const prefetch: FeedPrefetch = {
    sub: session.sub,
    size: PAGE_SIZES.timeline,
    page,
    // Filled as the cards are painted: the app reads them when it takes the page.
    painted,
    hints,
    stop() {
      taken = true;
      stops.forEach((stop) => stop());
    },
  };
  (window as unknown as Record<string, unknown>)[MEMO_FEED_PREFETCH_GLOBAL] = prefetch;

  void page.then(async (body) => {
    if (taken) return; // the app has it: it shows the page itself
    // Reviewed here but maybe not known to the server yet: the app leaves them out, so must the paint.
    const reviewed = reviewedInThisBrowser(session.sub);
    const posts = body?.entries.filter((post) => !reviewed.has(post.id)) ?? [];
    // No answer (offline: the app shows the copy it keeps), or nothing to show (the app's 今日已完成 and 历史 MEMOS).
    if (!body || posts.length === 0) return requestAppStart();
    const record = { painted, hints };
    const list = await paintFeed(slot, posts, { more: body.remaining > 0, access: keptPremiumAccess(session.sub), stopped: () => taken, record });
    if (taken) return;
    const visible = posts.filter((post) => !post.hidden && painted.includes(post.id)).map((post) => post.id);
    const met: string[] = [];
    stops.push(
      watchSeenPosts(list, visible, (id) => {
        rememberSeenBeforeApp(session.sub, id);
        met.push(id);
      }),
      sendSeenOnLeave(session, met),
    );
  });
}

