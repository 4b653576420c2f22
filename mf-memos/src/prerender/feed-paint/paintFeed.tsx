// The feed's first page painted into MEMOS' template: the cards as PostCard draws them (StaticPostCard), the list and
// 加载更多 laid out as MemoFeedPage lays them out, so the app's page replaces them without anything moving. The cards
// on the first screen are painted first, in a task of their own: they are what the visitor sees (and the page's
// largest paint); those below follow a frame later, so neither task holds the main thread long.
import type { Post } from '@memory/contracts';
import type { PremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { pickRecallHint } from '../../posts/recallHints';
import { renderStatic } from './staticDom';
import { StaticPostCard } from './StaticPostCard';

/** What the painting tells the app as it goes (the handoff's own arrays: the app may take the page between two tasks). */
export interface PaintRecord {
  /** The posts painted so far, in order. */
  painted: string[];
  /** The recall hint each painted hidden post shows, by post id. */
  hints: Record<string, string>;
}

interface PaintedFeed extends PaintRecord {
  list: HTMLElement;
}

function paintPost(feed: PaintedFeed, post: Post, access: PremiumAccess): HTMLElement {
  const hint = pickRecallHint();
  if (post.hidden) feed.hints[post.id] = hint;
  feed.painted.push(post.id);
  renderStatic(<StaticPostCard post={post} hint={hint} access={access} />, feed.list);
  return feed.list.lastElementChild as HTMLElement;
}

/**
 * Replaces what `slot` holds (the loading box) with the list and 加载更多 when the server has more, paints the posts
 * down to the first screen's bottom edge, and resolves with the list once the rest are painted too (unless `stopped()`
 * says the app has the page by then); AI buttons as `access` allows, each post noted in `record` as it is painted.
 */
export async function paintFeed(
  slot: HTMLElement,
  posts: readonly Post[],
  { more, access, stopped, record }: { more: boolean; access: PremiumAccess; stopped(): boolean; record: PaintRecord },
): Promise<HTMLElement> {
  const content = document.createElement('div');
  content.className = 'fp-stack fp-stack--12';
  const feed: PaintedFeed = { list: document.createElement('div'), ...record };
  feed.list.className = 'fp-stack fp-stack--12';
  content.append(feed.list);
  if (more) {
    renderStatic(
      <button type="button" className="fp-button fp-button--block">
        加载更多
      </button>,
      content,
    );
  }
  slot.replaceChildren(content);
  let next = 0;
  while (next < posts.length) {
    const card = paintPost(feed, posts[next]!, access);
    next += 1;
    if (card.getBoundingClientRect().bottom >= window.innerHeight) break;
  }
  if (next < posts.length) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (stopped()) return feed.list;
    for (const post of posts.slice(next)) paintPost(feed, post, access);
  }
  return feed.list;
}
