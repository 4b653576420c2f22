// The rule of a visible post being met: at least half of its card in view for a second without a break
// (ARCHITECTURE §4). One rule for the app's feed (useSeenPosts) and for the posts MEMOS' boot script paints before
// the app runs (prerender/feed-paint), so both count a post the same way. No React here: the boot script has none.

export const SEEN_AFTER_MS = 1000;
export const SEEN_RATIO = 0.5;

/**
 * Watches the cards `[data-review-post]` inside `root` whose ids are in `watched`, and calls `onSeen(id)` once a card
 * has been at least SEEN_RATIO visible for SEEN_AFTER_MS without a break. Returns what stops watching (a card on its
 * way to a second is not counted).
 */
export function watchSeenPosts(root: ParentNode, watched: readonly string[], onSeen: (id: string) => void): () => void {
  if (watched.length === 0 || typeof IntersectionObserver === 'undefined') return () => undefined;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stop = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.reviewPost;
        if (!id) continue;
        if (entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO) {
          if (timers.has(id)) continue;
          timers.set(
            id,
            setTimeout(() => {
              timers.delete(id);
              observer.unobserve(entry.target);
              onSeen(id);
            }, SEEN_AFTER_MS),
          );
        } else stop(id);
      }
    },
    { threshold: [0, SEEN_RATIO] },
  );
  const ids = new Set(watched);
  for (const card of root.querySelectorAll<HTMLElement>('[data-review-post]')) {
    if (card.dataset.reviewPost && ids.has(card.dataset.reviewPost)) observer.observe(card);
  }
  return () => {
    observer.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
