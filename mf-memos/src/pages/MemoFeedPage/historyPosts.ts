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

/** Drop an abandoned post from the history too, so it never shows again. */
export function forgetHistoryPost(postId: string): void {
  const history = readStored(STORAGE_KEYS.historyPosts, isPostList, []);
  writeStored(STORAGE_KEYS.historyPosts, history.filter((post) => post.id !== postId));
}
