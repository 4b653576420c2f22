// The review record in the browser: seen after a second on screen, the outbox kept in IndexedDB across a reload and
// replayed when the network is back (a duplicate answer clears it), the offline feed, and sign-out clearing it all.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { USER_DATABASES, clearUserStorage, createAppStore, sendUnsyncedWork, unsyncedCount } from '@memory/api';
import type { Post } from '@memory/contracts';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { installIntersectionObserver } from '../../testing/intersectionObserver';
import { readCachedFeed } from '../../features/reviewRecord/feedCache';
import { feedPost } from '../../testing/feedPost';

const fake = setupFakeApi();
const viewport = installIntersectionObserver();
const user = userEvent.setup({ delay: null });

const post = (n: number, hidden: boolean): Post => feedPost(n, { id: `memo-${n}.${hidden ? 1 : 0}`, content: `第 ${n} 条答案`, hidden });

const renderFeed = () => renderRemote({ routes, path: paths.memos, store: createAppStore() });
const revealButtons = () => screen.queryAllByRole('button', { name: '查看' });
/** Events down: the first batch goes a second after the action, fails, and only then is the review stuck (待同步). */
const STALLED = { timeout: 5000 };
const eventsDown = () => fake.server.use(http.post('*/api/reviews/events', () => HttpResponse.error()));
const setOnline = (online: boolean) => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

beforeEach(async () => {
  await clearUserStorage();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the review outbox', () => {
  it('a reload mid-review keeps the unopened cards; the waiting events show, replay once online, and leave', async () => {
    fake.backend.state.feed = [post(1, true), post(2, true), post(3, true)];
    eventsDown();
    const first = renderFeed();
    await waitFor(() => expect(revealButtons()).toHaveLength(3));
    await user.click(revealButtons()[0]!);
    expect(await screen.findByText('1 条待同步', undefined, STALLED)).toBeInTheDocument();
    first.unmount();

    // Reloaded: the outbox comes back from IndexedDB, so the opened card is skipped (held) and shows in 历史 MEMOS.
    renderFeed();
    expect(await screen.findByText('1 条待同步', undefined, STALLED)).toBeInTheDocument();
    await waitFor(() => expect(revealButtons()).toHaveLength(2));
    expect(fake.backend.state.fetchRequests.at(-1)?.held).toEqual(['memo-1.1']);
    const history = await screen.findByRole('region', { name: '历史 MEMOS' });
    expect(within(history).getByText('第 1 条答案')).toBeInTheDocument();
    expect(fake.backend.state.reviewEvents).toEqual([]);

    fake.server.resetHandlers(...fake.backend.handlers);
    setOnline(true);
    await waitFor(() => expect(screen.queryByText(/条待同步/)).not.toBeInTheDocument());
    expect(fake.backend.state.reviewEvents).toEqual([expect.objectContaining({ reviewId: 'memo-1.1', type: 'revealed' })]);
    expect(fake.backend.state.feed.map((candidate) => candidate.id)).toEqual(['memo-2.1', 'memo-3.1']);
  });

  it('an answer lost on the way is sent again, and the duplicate answer clears the outbox', async () => {
    fake.backend.state.feed = [post(1, true)];
    let lost = 0;
    fake.server.use(
      http.post('*/api/reviews/events', async ({ request }) => {
        if (request.headers.get('x-test-inner')) return undefined;
        // The server records the batch, but its answer never arrives.
        const headers = new Headers(request.headers);
        headers.set('x-test-inner', '1');
        await fetch(request.url, { method: 'POST', headers, body: await request.text() });
        lost += 1;
        return HttpResponse.error();
      }, { once: true }),
    );
    renderFeed();
    await user.click(await screen.findByRole('button', { name: '查看' }));
    await waitFor(() => expect(lost).toBe(1));
    await waitFor(() => expect(screen.queryByText(/条待同步/)).not.toBeInTheDocument());
    expect(fake.backend.state.reviewEvents).toHaveLength(1);
  });

  it('a visible post is seen once after a second at least half on screen; a hidden one never', async () => {
    fake.backend.state.feed = [post(1, false), post(2, true)];
    renderFeed();
    await screen.findByText('第 1 条答案');
    await waitFor(() => expect(viewport.watched()).toHaveLength(1));
    expect(viewport.watched()[0]).toHaveAttribute('data-review-post', 'memo-1.0');

    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    viewport.show(0.4);
    act(() => jest.advanceTimersByTime(3000));
    expect(unsyncedCount()).toBe(0);
    viewport.show(1);
    act(() => jest.advanceTimersByTime(999));
    expect(unsyncedCount()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(unsyncedCount()).toBe(1);
    // On its way, not stuck: the page does not say 待同步 for it.
    expect(screen.queryByText(/条待同步/)).not.toBeInTheDocument();
    viewport.show(1);
    act(() => jest.advanceTimersByTime(2000));
    jest.useRealTimers();

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(/条待同步/)).not.toBeInTheDocument());
    expect(fake.backend.state.reviewEvents).toEqual([expect.objectContaining({ reviewId: 'memo-1.0', type: 'seen' })]);
  });
});

describe('offline', () => {
  it("shows today's kept posts minus the reviewed ones, says 离线, and queues reviews until the network is back", async () => {
    fake.backend.state.feed = [post(1, true), post(2, true), post(3, true)];
    const first = renderFeed();
    await waitFor(() => expect(revealButtons()).toHaveLength(3));
    await user.click(revealButtons()[0]!);
    await waitFor(() => expect(fake.backend.state.reviewEvents).toHaveLength(1));
    first.unmount();

    setOnline(false);
    renderFeed();
    expect(await screen.findByText('离线')).toBeInTheDocument();
    await waitFor(() => expect(revealButtons()).toHaveLength(2));
    await user.click(revealButtons()[0]!);
    expect(screen.getByText('第 2 条答案')).toBeInTheDocument();
    expect(await screen.findByText('1 条待同步')).toBeInTheDocument();
    const card = screen.getByText('第 2 条答案').closest<HTMLElement>('[data-review-post]')!;
    await user.click(within(within(card).getByRole('group', { name: '评分' })).getByRole('button', { name: /很熟/ }));
    // A reveal and its grade are one review waiting.
    await waitFor(() => expect(within(card).getByRole('button', { name: /很熟/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('1 条待同步')).toBeInTheDocument();
    expect(fake.backend.state.reviewEvents).toHaveLength(1);

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(/条待同步/)).not.toBeInTheDocument());
    expect(screen.queryByText('离线')).not.toBeInTheDocument();
    expect(fake.backend.state.gradeRequests).toEqual([{ reviewId: 'memo-2.1', grade: 'EASY', source: 'SELF' }]);
    expect(fake.backend.state.feed.map((candidate) => candidate.id)).toEqual(['memo-3.1']);
  });

  it('a fetch that gets no answer falls back to the kept feed too', async () => {
    fake.backend.state.feed = [post(1, true)];
    const first = renderFeed();
    await waitFor(() => expect(revealButtons()).toHaveLength(1));
    await waitFor(async () => expect((await readCachedFeed('user-1'))?.posts).toHaveLength(1));
    first.unmount();

    fake.server.use(http.put('*/api/timeline/fetch', () => HttpResponse.error()));
    renderFeed();
    expect(await screen.findByText('离线')).toBeInTheDocument();
    await waitFor(() => expect(revealButtons()).toHaveLength(1));
  });
});

describe('sign-out', () => {
  it('clears the outbox and the kept feed', async () => {
    fake.backend.state.feed = [post(1, true), post(2, true)];
    eventsDown();
    const first = renderFeed();
    await waitFor(() => expect(revealButtons()).toHaveLength(2));
    await user.click(revealButtons()[0]!);
    expect(await screen.findByText('1 条待同步', undefined, STALLED)).toBeInTheDocument();
    await waitFor(async () => expect((await readCachedFeed('user-1'))?.posts).toHaveLength(1));
    first.unmount();

    await clearUserStorage();
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(USER_DATABASES.review);
    expect(await readCachedFeed('user-1')).toBeNull();
    renderFeed();
    await waitFor(() => expect(revealButtons()).toHaveLength(2));
    expect(screen.queryByText(/条待同步/)).not.toBeInTheDocument();
  });

  it('sends what waits before signing out, and counts what cannot go', async () => {
    fake.backend.state.feed = [post(1, true), post(2, true)];
    eventsDown();
    renderFeed();
    await waitFor(() => expect(revealButtons()).toHaveLength(2));
    await user.click(revealButtons()[0]!);
    expect(await screen.findByText('1 条待同步', undefined, STALLED)).toBeInTheDocument();

    // The server cannot be reached: nothing goes, and sign-out is told how many would be lost.
    const unsent = await act(() => sendUnsyncedWork(2000));
    expect(unsent).toBe(1);
    expect(fake.backend.state.reviewEvents).toEqual([]);

    // Reachable again: sign-out's send delivers it and waits for the answer.
    fake.server.resetHandlers(...fake.backend.handlers);
    const left = await act(() => sendUnsyncedWork(5000));
    expect(left).toBe(0);
    expect(fake.backend.state.reviewEvents).toEqual([expect.objectContaining({ reviewId: 'memo-1.1', type: 'revealed' })]);
    expect(unsyncedCount()).toBe(0);
  });
});
