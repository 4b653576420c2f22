import { STORAGE_KEYS, type Post } from '@memory/contracts';
import { forgetHistoryPost, mergeHistory, readHistoryPosts, rememberDeliveredPosts } from './historyPosts';

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

beforeEach(() => localStorage.clear());

test('history keeps the newest deliveries first, replaces a redelivered post and honours the cap', () => {
  const merged = mergeHistory([post('m1.0', 'm1'), post('m2.0', 'm2')], [post('m3.0', 'm3'), post('m1.0', 'm1')], 3);
  expect(merged.map((entry) => entry.id)).toEqual(['m3.0', 'm1.0', 'm2.0']);
  expect(mergeHistory(merged, [post('m4.0', 'm4')], 2).map((entry) => entry.id)).toEqual(['m4.0', 'm3.0']);
});

test('abandoning a post forgets every earlier day of the same memo, and nothing else', () => {
  rememberDeliveredPosts([post('m1.0', 'm1'), post('m2.0', 'm2')], 30);
  rememberDeliveredPosts([post('m1.1', 'm1', true)], 30);
  forgetHistoryPost(post('m1.1', 'm1', true));
  expect(readHistoryPosts(30).map((entry) => entry.id)).toEqual(['m2.0']);
});

test('a corrupted history in the browser reads as empty instead of breaking the feed', () => {
  localStorage.setItem(STORAGE_KEYS.historyPosts, '{not json');
  expect(readHistoryPosts(30)).toEqual([]);
  localStorage.setItem(STORAGE_KEYS.historyPosts, JSON.stringify([{ nope: true }]));
  expect(readHistoryPosts(30)).toEqual([]);
});
