// What a feed post can be asked to do. A memo post and a jar item post each stand for one thing that can be edited
// or abandoned; a batch post (BATCH_TRIGGER_JAR_ITEM_POST) only announces the knowledge points its batch introduces
// (ARCHITECTURE §4 Jars): it has no item of its own, so 编辑 and 放弃 belong to each point in the jar, and
// 智能解释 (one explanation of one text) does not fit a list. 对话 about the batch is fine.
import { hasCloze, type Post } from '@memory/contracts';

/** The thing an edit or an abandon reaches, or null when the post stands for no single thing. */
export type PostTarget = { kind: 'memo'; memoId: string } | { kind: 'jarItem'; jarId: string; itemId: string } | null;

export function postTarget(post: Post): PostTarget {
  if (post.type === 'BATCH_TRIGGER_JAR_ITEM_POST') return null;
  if (post.memoId) return { kind: 'memo', memoId: post.memoId };
  if (post.jarId && post.itemId) return { kind: 'jarItem', jarId: post.jarId, itemId: post.itemId };
  return null;
}

export interface PostCapabilities {
  edit: boolean;
  abandon: boolean;
  explain: boolean;
  chat: boolean;
}

export function postCapabilities(post: Post): PostCapabilities {
  const target = postTarget(post) !== null;
  return { edit: target, abandon: target, explain: post.type !== 'BATCH_TRIGGER_JAR_ITEM_POST', chat: true };
}

/** Why E / X do nothing on a batch post, and where to go instead. */
export const BATCH_POST_NOTE = '这是知识罐的批次汇总，不能直接编辑或放弃：请在知识罐中编辑或放弃其中的知识点';

/** A memo post's subContent is the explanation saved with it (aiExplained). */
export const savedExplanation = (post: Post) => (post.type === 'MEMO_POST' && post.subContent?.trim() ? post.subContent : null);

/** A knowledge point's post (an item or a batch): its content may hold cloze markup, filled when shown. */
export const isJarPost = (post: Post) => post.type !== 'MEMO_POST';

/**
 * The question side of a hidden jar item post: its 正面, and its content with each cloze as a blank; null
 * for a plain point or a memo (they ask with a random hint).
 */
export function questionSide(post: Post): { front: string | null; masked: string | null } | null {
  if (post.type !== 'JAR_ITEM_POST') return null;
  const front = post.front?.trim() ? post.front : null;
  const masked = hasCloze(post.content) ? post.content : null;
  return front || masked ? { front, masked } : null;
}
