// Listens for the review keys on the page while the feed is shown (see reviewShortcuts.ts for the table).
import { useEffect, useRef } from 'react';
import { isTypingTarget, reviewCommandFor, somethingOverlays, type ReviewCommand } from '../../posts/reviewShortcuts';

/** `handle` answers whether it used the key (then the browser's own meaning, e.g. Space scrolling, is cancelled). */
export function useReviewShortcuts(handle: (command: ReviewCommand) => boolean): void {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target) || somethingOverlays(document)) return;
      const command = reviewCommandFor(event);
      if (!command) return;
      // Space on a focused button or link keeps its own meaning (it presses that button).
      const onControl = event.target instanceof Element && event.target.closest('button, a, [role="button"], [role="menuitem"]');
      if (command.type === 'reveal' && onControl) return;
      if (latest.current(command)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Presses the enabled button of `scope` whose text passes `matches` (the keys do what the buttons do). */
export function pressButton(scope: ParentNode, matches: (text: string) => boolean, selector = 'button'): boolean {
  const button = [...scope.querySelectorAll<HTMLButtonElement>(selector)].find(
    (candidate) => !candidate.disabled && candidate.getAttribute('aria-disabled') !== 'true' && matches(candidate.textContent?.trim() ?? ''),
  );
  button?.click();
  return button !== undefined;
}
