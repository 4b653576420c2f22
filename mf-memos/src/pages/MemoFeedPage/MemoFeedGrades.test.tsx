// Grades on the review feed: 忘了 / 模糊 / 记得 / 很熟 after 查看, keys 1–4 only once revealed, AI 考考我 grading by
// itself, a change the same day, the grade kept for a reload and 历史 MEMOS; all through the review outbox's events.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type Post } from '@memory/contracts';
import { clearUserStorage, createAppStore } from '@memory/api';
import { aiScripts, aiStreamHandler, createPremiumAccount, SAMPLE_EXAM_QUESTION } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { feedPost } from '../../testing/feedPost';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

/** A hidden review of memo n (its third delivery). */
const memoPost = (n: number, overrides: Partial<Post> = {}): Post =>
  feedPost(n, { id: `memo-${n}.2`, content: `第 ${n} 条答案`, hidden: true, ...overrides });

const renderFeed = () => renderRemote({ routes, path: paths.memos, store: createAppStore() });
const gradeGroup = (card: HTMLElement) => within(card).queryByRole('group', { name: '评分' });
const pressed = (card: HTMLElement) => within(card).queryAllByRole('button', { pressed: true }).map((button) => button.dataset.grade);

beforeEach(async () => {
  await clearUserStorage();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('grading a hidden review', () => {
  it('shows the four grades only after 查看, sends the grade, and a change the same day replaces it', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    const card = await screen.findByRole('article');
    expect(gradeGroup(card)).toBeNull();

    await user.click(within(card).getByRole('button', { name: '查看' }));
    const grades = within(gradeGroup(card)!);
    expect(grades.getAllByRole('button').map((button) => button.textContent)).toEqual(['忘了1', '模糊2', '记得3', '很熟4']);
    expect(within(card).getByText('回想得怎么样？不评分按「记得」计')).toBeInTheDocument();
    await waitFor(() => expect(fake.backend.state.reviews[0]?.revealed).toBe(true));

    await user.click(grades.getByRole('button', { name: /很熟/ }));
    await waitFor(() => expect(pressed(card)).toEqual(['EASY']));
    await user.click(grades.getByRole('button', { name: /模糊/ }));
    await waitFor(() => expect(pressed(card)).toEqual(['HARD']));
    await waitFor(() =>
      expect(fake.backend.state.gradeRequests).toEqual([
        { reviewId: 'memo-1.2', grade: 'EASY', source: 'SELF' },
        { reviewId: 'memo-1.2', grade: 'HARD', source: 'SELF' },
      ]),
    );
    expect(within(card).getByText('已评分，当天可以修改')).toBeInTheDocument();
    // The server's answer gives the next review day (the fake: 模糊 is two days on).
    expect(await within(card).findByText('下次复习：11月25日')).toBeInTheDocument();
  });

  it('a first review (not hidden) has nothing to grade', async () => {
    fake.backend.state.feed = [memoPost(1, { id: 'memo-1.0', hidden: false })];
    renderFeed();
    const card = await screen.findByRole('article');
    await within(card).findByText('第 1 条答案');
    expect(gradeGroup(card)).toBeNull();
  });

  it('keys 1–4 grade only once the post is revealed', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    const card = await screen.findByRole('article');
    await user.keyboard('j');
    await user.keyboard('2');
    expect(gradeGroup(card)).toBeNull();
    expect(fake.backend.state.gradeRequests).toEqual([]);

    await user.keyboard(' ');
    await user.keyboard('1');
    await waitFor(() => expect(pressed(card)).toEqual(['AGAIN']));
    await user.keyboard('4');
    await waitFor(() => expect(pressed(card)).toEqual(['EASY']));
    await waitFor(() => expect(fake.backend.state.gradeRequests.map((request) => request.grade)).toEqual(['AGAIN', 'EASY']));
  });

  it('says why when the server refuses a grade', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(fake.backend.state.reviews[0]?.revealed).toBe(true));
    fake.backend.state.today = '2026-11-24'; // midnight passed in Beijing
    await user.click(within(gradeGroup(card)!).getByRole('button', { name: /记得/ }));
    expect(await screen.findByText(REVIEW_MESSAGES.otherDay)).toBeInTheDocument();
    expect(pressed(card)).toEqual([]);
  });

  it('keeps the grade for a reload: today it shows in 历史 MEMOS and can still change; the next day it is only shown', async () => {
    fake.backend.state.feed = [memoPost(1)];
    const first = renderFeed();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: '查看' }));
    await user.click(within(gradeGroup(card)!).getByRole('button', { name: /忘了/ }));
    await waitFor(() => expect(pressed(card)).toEqual(['AGAIN']));
    await waitFor(() => expect(fake.backend.state.gradeRequests).toHaveLength(1));
    first.unmount();

    const again = renderFeed();
    const history = within(await screen.findByRole('region', { name: '历史 MEMOS' }));
    const kept = history.getByRole('article');
    expect(pressed(kept)).toEqual(['AGAIN']);
    await user.click(within(gradeGroup(kept)!).getByRole('button', { name: /记得/ }));
    await waitFor(() => expect(pressed(kept)).toEqual(['GOOD']));
    await waitFor(() => expect(fake.backend.state.gradeRequests).toHaveLength(2));
    again.unmount();

    fake.backend.state.today = '2026-11-24';
    renderFeed();
    const nextDay = within(await screen.findByRole('region', { name: '历史 MEMOS' }));
    expect(nextDay.getByText('评分：记得')).toBeInTheDocument();
    expect(gradeGroup(nextDay.getByRole('article'))).toBeNull();
  });
});

describe('AI 考考我 grades by itself', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.server.use(aiStreamHandler(aiScripts.exam(SAMPLE_EXAM_QUESTION)));
  });

  async function answer(option: string) {
    const card = await screen.findByRole('article');
    const ask = within(card).getByRole('button', { name: /AI 考考我/ });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    const quiz = within(await within(card).findByRole('group', { name: 'AI 考考我' }));
    await user.click(quiz.getByRole('button', { name: option }));
    return card;
  }

  it('a wrong answer records 忘了 (QUIZ), and the learner can change it', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    const card = await answer('A. 线粒体');
    await waitFor(() => expect(pressed(card)).toEqual(['AGAIN']));
    expect(within(card).getByText('AI 考考我已评为「忘了」，当天可以修改')).toBeInTheDocument();
    await waitFor(() => expect(fake.backend.state.gradeRequests).toEqual([{ reviewId: 'memo-1.2', grade: 'AGAIN', source: 'QUIZ' }]));
    expect(fake.backend.state.reviewEvents.map((event) => event.type)).toEqual(['quizzed']);

    await user.click(within(gradeGroup(card)!).getByRole('button', { name: /模糊/ }));
    await waitFor(() => expect(pressed(card)).toEqual(['HARD']));
    await waitFor(() => expect(fake.backend.state.gradeRequests.at(-1)).toEqual({ reviewId: 'memo-1.2', grade: 'HARD', source: 'SELF' }));
  });

  it('a right answer records 记得; before the answer, 1–4 answer the question instead of grading', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    const card = await screen.findByRole('article');
    const ask = within(card).getByRole('button', { name: /AI 考考我/ });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    await within(card).findByRole('group', { name: 'AI 考考我' });
    await user.keyboard('j');
    await user.keyboard('2'); // B. 叶绿体, the right answer
    expect(await within(card).findByText('回答正确')).toBeInTheDocument();
    await waitFor(() => expect(pressed(card)).toEqual(['GOOD']));
    await waitFor(() => expect(fake.backend.state.gradeRequests).toEqual([{ reviewId: 'memo-1.2', grade: 'GOOD', source: 'QUIZ' }]));
  });
});
