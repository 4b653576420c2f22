// The feed's first page painted into MEMOS' template: the cards as PostCard draws them (StaticPostCard), the list and
// 加载更多 laid out as MemoFeedPage lays them out, so the app's page replaces them without anything moving.
import type { Post } from '@memory/contracts';
import type { PremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { pickRecallHint } from '../../posts/recallHints';
import { renderStatic } from './staticDom';
import { StaticPostCard } from './StaticPostCard';

export interface PaintedFeed {
  /** The list of cards (what the seen rule watches). */
  list: HTMLElement;
  /** The recall hint each hidden post shows, by post id. */
  hints: Record<string, string>;
}

/** Replaces what `slot` holds (the loading box) with `posts`, and 加载更多 when the server has more; AI buttons as `access` allows. */
export function paintFeed(slot: HTMLElement, posts: readonly Post[], more: boolean, access: PremiumAccess): PaintedFeed {
  const hints: Record<string, string> = {};
  const content = document.createElement('div');
  content.className = 'fp-stack fp-stack--12';
  const list = document.createElement('div');
  list.className = 'fp-stack fp-stack--12';
  for (const post of posts) {
    const hint = pickRecallHint();
    if (post.hidden) hints[post.id] = hint;
    renderStatic(<StaticPostCard post={post} hint={hint} access={access} />, list);
  }
  content.append(list);
  if (more) {
    renderStatic(
      <button type="button" className="fp-button fp-button--block">
        加载更多
      </button>,
      content,
    );
  }
  slot.replaceChildren(content);
  return { list, hints };
}
