// A visible post is reviewed when the learner has had it on screen: at least half of its card in view for a second
// (ARCHITECTURE §4). Hidden posts are never watched: only 查看, a grade or AI 考考我 review them.
import { useEffect, useRef, type RefObject } from 'react';

export const SEEN_AFTER_MS = 1000;
export const SEEN_RATIO = 0.5;

/**
 * Watches the cards `[data-review-post]` inside `container` whose ids are in `watched`, and calls `onSeen(id)` once
 * a card has been at least SEEN_RATIO visible for SEEN_AFTER_MS without a break.
 */
export function useSeenPosts(container: RefObject<HTMLElement | null>, watched: readonly string[], onSeen: (id: string) => void): void {
  const seenHandler = useRef(onSeen);
  seenHandler.current = onSeen;
  const key = watched.join('\n');
  useEffect(() => {
    const root = container.current;
    if (!root || watched.length === 0 || typeof IntersectionObserver === 'undefined') return;
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
                seenHandler.current(id);
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
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `watched`, compared by value
  }, [container, key]);
}
