import { STORAGE_KEYS, userStorageKey, type Post } from '@memory/contracts';
import { setupFakeApi } from '@memory/api/testing/jest';
import {
  editHistoryPost,
  historyGrades,
  recordHistoryGrade,
  forgetHistoryPost,
  markHistoryRevealed,
  mergeHistory,
  readHistory,
  rememberReviewedPosts,
  visibleHistory,
} from './historyPosts';

const fake = setupFakeApi();

const post = (id: string, memoId: string, hidden = false): Post => ({
  id,
  type: 'MEMO_POST',
  memoId,
  jarId: null,
  itemId: null,
  content: `内容 ${id}`,
  subContent: null,
  source: null,
  hidden,
  hasAttachments: false,
});

const ids = (posts: readonly { id: string }[]) => posts.map((entry) => entry.id);

beforeEach(() => localStorage.clear());

test('history keeps the newest deliveries first, one entry a memo, and honours the cap', () => {
  const merged = mergeHistory([], [post('m1.0', 'm1'), post('m2.0', 'm2')], '2026-11-20', 3);
  const next = mergeHistory(merged, [post('m3.1', 'm3'), post('m1.1', 'm1', true)], '2026-11-21', 3);
  expect(next.map((entry) => [entry.post.id, entry.day])).toEqual([
    ['m3.1', '2026-11-21'],
    ['m1.1', '2026-11-21'],
    ['m2.0', '2026-11-20'],
  ]);
  expect(ids(mergeHistory(next, [post('m4.0', 'm4')], '2026-11-22', 2).map((entry) => entry.post))).toEqual(['m4.0', 'm3.1']);
});

test("today's hidden review stays out of the history until 查看; earlier days and first reviews show in full", () => {
  rememberReviewedPosts([post('m1.0', 'm1'), post('m2.0', 'm2')], '2026-11-22', 30);
  rememberReviewedPosts([post('m2.1', 'm2', true), post('m3.0', 'm3')], '2026-11-23', 30);
  // m2 was seen yesterday in full, but today it is a hidden review: the old copy must not give it away.
  expect(ids(visibleHistory(readHistory(30), [], '2026-11-23').map((entry) => entry.post))).toEqual(['m3.0', 'm1.0']);
  markHistoryRevealed(post('m2.1', 'm2', true));
  const shown = visibleHistory(readHistory(30), [], '2026-11-23');
  expect(ids(shown.map((entry) => entry.post))).toEqual(['m2.1', 'm3.0', 'm1.0']);
  expect(shown.every((entry) => !entry.post.hidden)).toBe(true);
  // The opened hidden review is still a recall (it can be graded); the others are not.
  expect(shown.map((entry) => entry.recall)).toEqual([true, false, false]);
  // A unit in today's feed shows there, never twice; before the day is known nothing shows.
  expect(ids(visibleHistory(readHistory(30), [post('m3.0', 'm3')], '2026-11-23').map((entry) => entry.post))).toEqual(['m2.1', 'm1.0']);
  expect(visibleHistory(readHistory(30), [], null)).toEqual([]);
  // The next day every earlier delivery is history.
  rememberReviewedPosts([], '2026-11-24', 30);
  expect(ids(visibleHistory(readHistory(30), [], '2026-11-24').map((entry) => entry.post))).toEqual(['m2.1', 'm3.0', 'm1.0']);
});

test('a grade is kept with its delivery: a QUIZ grade shows the review in the history, and a change replaces it', () => {
  rememberReviewedPosts([post('m1.3', 'm1', true), post('m2.0', 'm2')], '2026-11-23', 30);
  recordHistoryGrade(post('m1.3', 'm1', true), 'AGAIN', 'QUIZ');
  expect(visibleHistory(readHistory(30), [], '2026-11-23')[0]).toMatchObject({ recall: true, grade: 'AGAIN', gradeSource: 'QUIZ' });
  recordHistoryGrade(post('m1.3', 'm1', true), 'HARD', 'SELF');
  expect(historyGrades(readHistory(30))).toEqual({ 'm1.3': { grade: 'HARD', source: 'SELF' } });
});

test('an edit reaches every kept copy; abandoning forgets the memo and nothing else', () => {
  rememberReviewedPosts([post('m1.0', 'm1'), post('m2.0', 'm2')], '2026-11-22', 30);
  editHistoryPost(post('m1.1', 'm1'), '改过的');
  expect(readHistory(30).map((entry) => entry.post.content)).toEqual(['改过的', '内容 m2.0']);
  forgetHistoryPost(post('m1.1', 'm1', true));
  expect(ids(readHistory(30).map((entry) => entry.post))).toEqual(['m2.0']);
});

test('a corrupted or old-format history in the browser reads as empty instead of breaking the feed', () => {
  const key = userStorageKey(STORAGE_KEYS.historyPosts, 'user-1');
  localStorage.setItem(key, '{not json');
  expect(readHistory(30)).toEqual([]);
  localStorage.setItem(key, JSON.stringify([post('m1.0', 'm1')]));
  expect(readHistory(30)).toEqual([]);
});

test("the history is kept per user: the next user on this browser sees nothing of the last one's", () => {
  rememberReviewedPosts([post('m1.0', 'm1')], '2026-11-22', 30);
  expect(localStorage.getItem(userStorageKey(STORAGE_KEYS.historyPosts, 'user-1'))).toContain('m1.0');
  fake.bridge.setUser({ sub: 'user-2', username: 'other' });
  expect(readHistory(30)).toEqual([]);
  fake.bridge.setUser(null);
  rememberReviewedPosts([post('m9.0', 'm9')], '2026-11-22', 30);
  expect(readHistory(30)).toEqual([]);
  fake.bridge.setUser({ sub: 'user-1', username: 'demo' });
  expect(ids(readHistory(30).map((entry) => entry.post))).toEqual(['m1.0']);
});
