// MEMOS' boot script run as the prerendered page runs it (the template's markup, the runtime config, a stored
// session), and what it leaves read as the app reads it (takePrefetchedFeed).
import { screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_SIZES, RUNTIME_CONFIG_ELEMENT_ID, SESSION_STORAGE_KEY_PREFIX, STORAGE_KEYS, userStorageKey, type Post } from '@memory/contracts';
import { START_APP_NOW_ATTRIBUTE } from '@memory/contracts/prerender';
import { RECALL_HINTS } from '../../posts/recallHints';
import { takePrefetchedFeed } from '../../features/feedPrefetch/prefetchedFeed';
import { MemoFeedStaticView } from '../MemoFeedStaticView';
import { keepPremiumAccess } from '../../features/ai/premium/keptAccess';
import { installIntersectionObserver } from '../../testing/intersectionObserver';
import { bootFeedPaint } from './bootFeedPaint';
import { feedPost } from '../../testing/feedPost';

// Every painted card is on screen as soon as it is watched (the seen rule then waits its second).
installIntersectionObserver({ autoShow: '[data-review-post]' });

const OIDC = { authority: 'https://example.test/oidc', clientId: 'memory-web' };
const SESSION_KEY = `${SESSION_STORAGE_KEY_PREFIX}${OIDC.authority}:${OIDC.clientId}`;

const post = (n: number, overrides: Partial<Post> = {}): Post => feedPost(n, { content: `第 ${n} 条 **要点**`, ...overrides });

const page = (entries: Post[], remaining = 0) => ({ entries, remaining, today: '2026-11-30' });

function boot({ session, apiBase = '/api' }: { session?: object; apiBase?: string } = {}) {
  document.head.innerHTML = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify({ config: { oidc: OIDC, apiBase }, remotes: null })}</script>`;
  document.body.innerHTML = renderToStaticMarkup(<MemoFeedStaticView />);
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  bootFeedPaint();
}

const session = (overrides: object = {}) => ({
  access_token: 'token-1',
  profile: { sub: 'user-1' },
  expires_at: Math.floor(Date.now() / 1000) + 600,
  ...overrides,
});

const appAskedFor = () => document.documentElement.hasAttribute(START_APP_NOW_ATTRIBUTE);

describe('MEMOS boot script (feed-paint)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const answer = (body: object) => fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));
  beforeEach(() => {
    fetchMock.mockReset();
    answer(page([post(1)]));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    // A page's watcher stops when the app takes it: none outlives its test.
    takePrefetchedFeed(null, 0);
    localStorage.clear();
    document.documentElement.removeAttribute(START_APP_NOW_ATTRIBUTE);
  });

  it("asks for the first page, holding nothing, with the stored session's token, and hands it to that user's page once", async () => {
    boot({ session: session(), apiBase: '/api/' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/timeline/fetch?size=${PAGE_SIZES.timeline}`);
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({ held: [] });
    const taken = takePrefetchedFeed('user-1', PAGE_SIZES.timeline);
    await expect(taken?.page).resolves.toEqual(page([post(1)]));
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).toBeNull();
  });

  it("gives another user's or another size's page to nobody, and takes it away", () => {
    boot({ session: session() });
    expect(takePrefetchedFeed('user-2', PAGE_SIZES.timeline)).toBeNull();
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).toBeNull();
    boot({ session: session() });
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline + 1)).toBeNull();
  });

  it('asks for the app at once, and asks nothing, without a session or with a token about to expire', () => {
    boot();
    expect(appAskedFor()).toBe(true);
    document.documentElement.removeAttribute(START_APP_NOW_ATTRIBUTE);
    boot({ session: session({ expires_at: Math.floor(Date.now() / 1000) + 10 }) });
    expect(appAskedFor()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the app when the server refuses, does not answer, or has nothing left for today', async () => {
    for (const response of [() => fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 })), () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')), () => answer(page([]))]) {
      document.documentElement.removeAttribute(START_APP_NOW_ATTRIBUTE);
      response();
      boot({ session: session() });
      await waitFor(() => expect(appAskedFor()).toBe(true));
      expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    }
  });

  it('paints the posts over the loading box as the app shows them: text, tags, a hidden card with its question side or hint', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    answer(
      page(
        [
          post(1, { tags: ['生物'] }),
          post(2, { hidden: true }),
          post(3, { type: 'JAR_ITEM_POST', memoId: null, jarId: 'j', itemId: 'i', source: '唐诗名篇', hidden: true, content: '床前{{c1::明月}}光' }),
        ],
        5,
      ),
    );
    boot({ session: session() });
    const cards = await screen.findAllByRole('article', { name: 'MEMO' });
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
    expect(appAskedFor()).toBe(false); // the app waits for the visitor's intent
    expect(within(cards[0]!).getByText('要点', { selector: 'strong' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('#生物')).toBeInTheDocument();
    // A hidden memo: the hint, not the text; AI 考考我 waits for the app to know the account.
    expect(within(cards[1]!).queryByText(/第 2 条/)).toBeNull();
    expect(within(cards[1]!).getByText(RECALL_HINTS[1])).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'AI 考考我' })).toBeDisabled();
    // A hidden card: its clozes as blanks, its jar in the head.
    expect(within(cards[2]!).getByText('唐诗名篇')).toBeInTheDocument();
    expect(cards[2]!.textContent).toContain('床前[...]光');
    expect(cards[2]!.textContent).not.toContain('明月');
    expect(screen.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
    // 查看 is replayed on the app's own 查看 of the same card.
    expect(within(cards[1]!).getByRole('button', { name: '查看' })).toHaveAttribute('data-takeover-click', '[data-review-post="post-2.0"] [data-action="reveal"]');
    // The app shows the same hint, and keeps in place what was painted.
    const taken = takePrefetchedFeed('user-1', PAGE_SIZES.timeline);
    expect(taken?.hints).toEqual({ 'post-2.0': RECALL_HINTS[1], 'post-3.0': RECALL_HINTS[1] });
    expect(taken?.painted).toEqual(['post-1.0', 'post-2.0', 'post-3.0']);
  });

  it('draws AI 考考我 as the account allowed when the app last read it: locked with its note, or enabled for a member', async () => {
    answer(page([post(1, { hidden: true })]));
    keepPremiumAccess('user-1', null);
    boot({ session: session() });
    const free = await screen.findByRole('article');
    expect(within(free).getByRole('button', { name: /AI 考考我/ })).toBeDisabled();
    expect(within(free).getByRole('link', { name: '开通会员卡' })).toHaveAttribute('href', '/home/member-cards');
    keepPremiumAccess('user-1', new Date(Date.now() + 86_400_000).toISOString());
    boot({ session: session() });
    const member = await screen.findByRole('article');
    expect(within(member).getByRole('button', { name: 'AI 考考我' })).toBeEnabled();
    expect(within(member).queryByRole('link', { name: '开通会员卡' })).toBeNull();
    // A membership that has ended since reads as free.
    keepPremiumAccess('user-1', new Date(Date.now() - 1000).toISOString());
    boot({ session: session() });
    expect(within(await screen.findByRole('article')).getByRole('button', { name: /AI 考考我/ })).toBeDisabled();
  });

  it('paints none of the posts reviewed in this browser that the server may not know yet', async () => {
    localStorage.setItem(userStorageKey(STORAGE_KEYS.reviewsWaiting, 'user-1'), JSON.stringify(['post-1.0']));
    localStorage.setItem(userStorageKey(STORAGE_KEYS.seenBeforeApp, 'user-1'), JSON.stringify(['post-2.0']));
    answer(page([post(1), post(2), post(3)]));
    boot({ session: session() });
    expect(await screen.findByText(/第 3 条/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('keeps the visible posts met before the app runs (a second on screen), for the app to record; never a hidden one', async () => {
    answer(page([post(1), post(2, { hidden: true })]));
    boot({ session: session() });
    await screen.findAllByRole('article');
    const seenKey = userStorageKey(STORAGE_KEYS.seenBeforeApp, 'user-1');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(seenKey) ?? '[]')).toEqual(['post-1.0']), { timeout: 3000 });
  });

  describe('the posts met, told to the server when the page is hidden before the app runs', () => {
    const seenKey = userStorageKey(STORAGE_KEYS.seenBeforeApp, 'user-1');
    const hide = (event: 'visibilitychange' | 'pagehide' = 'visibilitychange') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      if (event === 'pagehide') window.dispatchEvent(new Event('pagehide'));
      else document.dispatchEvent(new Event('visibilitychange'));
    };
    const eventCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/reviews/events'));
    const metPostOne = async () => {
      answer(page([post(1), post(2, { hidden: true })]));
      boot({ session: session() });
      await screen.findAllByRole('article');
      await waitFor(() => expect(JSON.parse(localStorage.getItem(seenKey) ?? '[]')).toEqual(['post-1.0']), { timeout: 3000 });
    };
    afterEach(() => {
      delete (document as { visibilityState?: unknown }).visibilityState;
    });

    it('sends one batch of seen events with the stored token, kept alive past a closing tab; the next hiding sends nothing new', async () => {
      await metPostOne();
      expect(eventCalls()).toHaveLength(0); // still on screen: nothing is sent
      hide();
      await waitFor(() => expect(eventCalls()).toHaveLength(1));
      const [url, init] = eventCalls()[0]!;
      expect(url).toBe('/api/reviews/events');
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
      const { events } = JSON.parse(String(init.body)) as { events: { id: string; reviewId: string; type: string }[] };
      expect(events).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), reviewId: 'post-1.0', type: 'seen' }]);
      hide('pagehide');
      await Promise.resolve();
      expect(eventCalls()).toHaveLength(1);
      // The app still records them when it runs (the server counts a review met once).
      expect(JSON.parse(localStorage.getItem(seenKey) ?? '[]')).toEqual(['post-1.0']);
    });

    it('sends a batch that failed again on the next hiding', async () => {
      await metPostOne();
      fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
      hide('pagehide');
      await waitFor(() => expect(eventCalls()).toHaveLength(1));
      hide();
      await waitFor(() => expect(eventCalls()).toHaveLength(2));
      expect(JSON.parse(String(eventCalls()[1]![1].body)).events.map((event: { reviewId: string }) => event.reviewId)).toEqual(['post-1.0']);
    });

    it('sends nothing once the app has taken the page (it records them itself)', async () => {
      await metPostOne();
      takePrefetchedFeed('user-1', PAGE_SIZES.timeline);
      hide();
      hide('pagehide');
      await Promise.resolve();
      expect(eventCalls()).toHaveLength(0);
    });
  });

  it('paints nothing once the app has taken the page (it shows it itself)', async () => {
    boot({ session: session() });
    const taken = takePrefetchedFeed('user-1', PAGE_SIZES.timeline);
    await taken?.page;
    await Promise.resolve();
    expect(screen.queryByRole('article')).toBeNull();
    expect(appAskedFor()).toBe(false);
  });
});
