import { useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_CHARS, CHAT_TYPING_INTERVAL_MS } from '@memory/contracts';

export interface TypingSpeed {
  chars: number;
  intervalMs: number;
}

/** SPEC §9: 5 characters per 20 ms. */
const CHAT_TYPING_SPEED: TypingSpeed = { chars: CHAT_TYPING_CHARS, intervalMs: CHAT_TYPING_INTERVAL_MS };

/**
 * Reveals `text` as if typed: at most `speed.chars` more characters every `speed.intervalMs` until it has
 * caught up with what has arrived, then waits for more. With `enabled` false the text shows at once.
 */
export function useTypingEffect(text: string, enabled: boolean, speed: TypingSpeed = CHAT_TYPING_SPEED): string {
  const [shown, setShown] = useState(0);
  // The timer reads the latest length without restarting on every streamed chunk.
  const length = useRef(text.length);
  length.current = text.length;
  const behind = enabled && shown < text.length;

  useEffect(() => {
    if (!behind) return;
    const timer = setInterval(() => setShown((count) => Math.min(count + speed.chars, length.current)), speed.intervalMs);
    return () => clearInterval(timer);
  }, [behind, speed.chars, speed.intervalMs]);

  if (!enabled) return text;
  // Never cut a surrogate pair in half (an emoji would flash as a broken glyph).
  const end = Math.min(shown, text.length);
  const splitsPair = end > 0 && end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1));
  return text.slice(0, splitsPair ? end + 1 : end);
}
