// 历史 MEMOS: the posts delivered on recent days, kept in the browser (SPEC §9) under one key,
// newest first and capped by the HISTORY_COUNT setting.
import { STORAGE_KEYS, type Post } from '@memory/contracts';
import { readStored, writeStored } from '../../storage/browserStorage';

const isPostList = (value: unknown): value is Post[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'id' in entry && 'content' in entry);

/** The latest delivered posts go first; a post delivered again replaces its older copy. */
export function mergeHistory(history: readonly Post[], delivered: readonly Post[], cap: number): Post[] {
  const deliveredIds = new Set(delivered.map((post) => post.id));
  return [...delivered, ...history.filter((post) => !deliveredIds.has(post.id))].slice(0, cap);
}

export function readHistoryPosts(cap: number): Post[] {
  return readStored(STORAGE_KEYS.historyPosts, isPostList, []).slice(0, cap);
}

export function rememberDeliveredPosts(delivered: readonly Post[], cap: number): void {
  writeStored(STORAGE_KEYS.historyPosts, mergeHistory(readStored(STORAGE_KEYS.historyPosts, isPostList, []), delivered, cap));
}

/** Two deliveries of the same memo or jar item (abandoning one abandons the unit). */
export function isSameUnit(a: Post, b: Post): boolean {
  if (a.id === b.id) return true;
  if (a.memoId || b.memoId) return a.memoId === b.memoId;
  return a.itemId !== null && a.itemId === b.itemId;
}

/** Drop every delivery of an abandoned post's memo or item from the history too (earlier days' copies
 * included), so it never shows again. */
export function forgetHistoryPost(abandoned: Post): void {
  const history = readStored(STORAGE_KEYS.historyPosts, isPostList, []);
  writeStored(STORAGE_KEYS.historyPosts, history.filter((post) => !isSameUnit(post, abandoned)));
}
