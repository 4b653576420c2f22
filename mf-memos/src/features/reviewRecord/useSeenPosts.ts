// A visible post is reviewed when the learner has had it on screen (seenWatcher.ts has the rule). Hidden posts are
// never watched: only 查看, a grade or AI 考考我 review them.
import { useEffect, useRef, type RefObject } from 'react';
import { watchSeenPosts } from './seenWatcher';

/** Watches the cards inside `container` whose ids are in `watched`, and calls `onSeen(id)` when one has been met. */
export function useSeenPosts(container: RefObject<HTMLElement | null>, watched: readonly string[], onSeen: (id: string) => void): void {
  const seenHandler = useRef(onSeen);
  seenHandler.current = onSeen;
  const key = watched.join('\n');
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    return watchSeenPosts(root, watched, (id) => seenHandler.current(id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `watched`, compared by value
  }, [container, key]);
}
