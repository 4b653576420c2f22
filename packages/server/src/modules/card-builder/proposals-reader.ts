// The model's reply read into proposed cards as it streams: one JSON object per line ({"front": …, "content": …}),
// each taken as soon as its line is complete. Models stray from the format (a code fence, a list marker, a trailing
// comma, prose around the lines): what still holds one card is read, and the rest is counted, not hidden.
import { JAR_ITEM_MAX_LENGTH } from '@memory/contracts';
import type { CardText } from './checks';

export interface ProposalsReader {
  /** The cards completed by this piece of the reply. */
  feed(delta: string): CardText[];
  /** The card on the last line, if the reply did not end with a line break. */
  finish(): CardText[];
  /** Lines that were neither a card nor blank nor a code fence. */
  readonly unreadable: number;
}

function cardOf(line: string): CardText | null {
  const text = line
    .trim()
    .replace(/^(?:[-*•]|\d+[.)、])\s*/, '')
    .replace(/,\s*$/, '');
  if (!text.startsWith('{') || !text.endsWith('}')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { front, content } = value as { front?: unknown; content?: unknown };
  if (typeof content !== 'string' || !content.trim() || content.length > JAR_ITEM_MAX_LENGTH) return null;
  if (front !== undefined && front !== null && typeof front !== 'string') return null;
  const question = typeof front === 'string' && front.trim() ? front.trim() : null;
  if (question && question.length > JAR_ITEM_MAX_LENGTH) return null;
  return { front: question, content: content.trim() };
}

export function proposalsReader(): ProposalsReader {
  let pending = '';
  let unreadable = 0;
  const read = (lines: string[]) => {
    const cards: CardText[] = [];
    for (const line of lines) {
      if (!line.trim() || /^\s*```/.test(line)) continue;
      const card = cardOf(line);
      if (card) cards.push(card);
      else unreadable += 1;
    }
    return cards;
  };
  return {
    feed(delta) {
      pending += delta;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      return read(lines);
    },
    finish() {
      const last = pending;
      pending = '';
      return read([last]);
    },
    get unreadable() {
      return unreadable;
    },
  };
}
