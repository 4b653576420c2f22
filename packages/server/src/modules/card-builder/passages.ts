// A source text cut into passages, the unit the model writes cards from and the one each card shows as its source.
// Paragraphs are the natural cut: short ones are joined (a heading goes with what follows it) up to the size a
// passage may have, and a paragraph longer than that is cut between sentences. Each passage keeps its place in the
// source (start, end), so the page can highlight it there.

export interface Passage {
  index: number;
  text: string;
  /** Offsets in the source: `source.slice(start, end)` is the passage (before trimming). */
  start: number;
  end: number;
}

export const PASSAGE_SIZE = {
  /** A passage is joined with the next paragraph while it is shorter than this… */
  min: 200,
  /** …and never grows beyond this (a longer paragraph is cut between sentences, a longer sentence anywhere). */
  max: 800,
} as const;

interface Span {
  start: number;
  end: number;
}

/** Paragraphs: runs of text between blank lines (or single line breaks: pasted text often has no blank lines). */
function paragraphs(source: string): Span[] {
  const spans: Span[] = [];
  const pattern = /[^\n]+(?:\n(?![ \t]*\n)[^\n]+)*/g;
  for (const match of source.matchAll(pattern)) {
    if (match[0].trim()) spans.push({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
  }
  // No blank line anywhere: each line is a paragraph.
  if (spans.length === 1 && source.includes('\n')) {
    return [...source.matchAll(/[^\n]+/g)].filter((line) => line[0].trim()).map((line) => ({ start: line.index ?? 0, end: (line.index ?? 0) + line[0].length }));
  }
  return spans;
}

/** A span cut into pieces of at most `max` characters, between sentences where it can. */
function cut(source: string, span: Span, max: number): Span[] {
  if (span.end - span.start <= max) return [span];
  const pieces: Span[] = [];
  const sentenceEnds = [...source.slice(span.start, span.end).matchAll(/[。！？!?；;]+["”』」]?|\.(?=\s)/g)].map((match) => span.start + (match.index ?? 0) + match[0].length);
  let start = span.start;
  while (span.end - start > max) {
    const limit = start + max;
    const at = sentenceEnds.filter((end) => end > start && end <= limit).at(-1) ?? limit;
    pieces.push({ start, end: at });
    start = at;
  }
  if (start < span.end) pieces.push({ start, end: span.end });
  return pieces;
}

export function splitPassages(source: string, size: { min: number; max: number } = PASSAGE_SIZE): Passage[] {
  const pieces = paragraphs(source).flatMap((span) => cut(source, span, size.max));
  const joined: Span[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last && last.end - last.start < size.min && piece.end - last.start <= size.max) last.end = piece.end;
    else joined.push({ ...piece });
  }
  return joined
    .map((span) => ({ ...span, text: source.slice(span.start, span.end).trim() }))
    .filter((span) => span.text.length > 0)
    .map((span, index) => ({ index, ...span }));
}
