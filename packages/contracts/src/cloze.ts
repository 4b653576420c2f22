// Cloze markup in a knowledge point's content (Anki's syntax): `{{c1::答案}}` or `{{c1::答案::提示}}`. A hidden post
// shows each cloze as [...] (or [提示]), 查看 fills them. Pure: used by the server (AI 考考我's prompt) and the
// browser (the hidden post, the item pages) alike.

/** One cloze: its number (c1 → 1), the answer, and the hint (null without one). */
export interface Cloze {
  index: number;
  answer: string;
  hint: string | null;
}

/** A content split into plain text and clozes, in order. */
export type ClozeSegment = { type: 'text'; text: string } | ({ type: 'cloze' } & Cloze);

/** The blank a hidden post shows for a cloze without a hint. */
export const CLOZE_BLANK = '[...]';

// `{{c<number>::answer}}` or `{{c<number>::answer::hint}}`; the answer may not be empty nor hold `}}`; the hint is
// what follows the answer's first `::`.
const CLOZE_PATTERN = /\{\{c(\d{1,3})::((?:(?!\}\}).)+?)(?:::((?:(?!\}\}).)*?))?\}\}/gs;

/** The content as plain text and clozes. A content without markup is one text segment (or none when empty). */
export function parseCloze(content: string): ClozeSegment[] {
  const segments: ClozeSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(CLOZE_PATTERN)) {
    const start = match.index ?? 0;
    const answer = match[2] ?? '';
    if (!answer.trim()) continue;
    if (start > last) segments.push({ type: 'text', text: content.slice(last, start) });
    const hint = match[3]?.trim() ? match[3].trim() : null;
    segments.push({ type: 'cloze', index: Number(match[1]), answer, hint });
    last = start + match[0].length;
  }
  if (last < content.length) segments.push({ type: 'text', text: content.slice(last) });
  return segments;
}

/** Whether the content holds at least one cloze. */
export function hasCloze(content: string): boolean {
  return parseCloze(content).some((segment) => segment.type === 'cloze');
}

/** The clozes of the content, in order. */
export function clozesOf(content: string): Cloze[] {
  return parseCloze(content).flatMap((segment) => (segment.type === 'cloze' ? [{ index: segment.index, answer: segment.answer, hint: segment.hint }] : []));
}

/** The answers to recall, in order (what AI 考考我 quizzes on a cloze point). */
export function clozeAnswers(content: string): string[] {
  return clozesOf(content).map((cloze) => cloze.answer);
}

/** What a hidden post shows for one cloze: `[提示]` or `[...]`. */
export function clozeBlank(cloze: Pick<Cloze, 'hint'>): string {
  return cloze.hint ? `[${cloze.hint}]` : CLOZE_BLANK;
}

/** The content with each cloze as `[...]` or `[提示]` (the question side of a cloze point). */
export function clozeMasked(content: string): string {
  return parseCloze(content)
    .map((segment) => (segment.type === 'text' ? segment.text : clozeBlank(segment)))
    .join('');
}

/**
 * The content with each cloze replaced by its answer (查看), optionally wrapped (e.g. `**` to mark it in Markdown).
 * A content without clozes comes back as it is.
 */
export function clozeFilled(content: string, wrap: { before: string; after: string } | null = null): string {
  return parseCloze(content)
    .map((segment) => (segment.type === 'text' ? segment.text : wrap ? `${wrap.before}${segment.answer}${wrap.after}` : segment.answer))
    .join('');
}

/**
 * A point's question side and its expected answer (AI 考考我 quizzes the answer, not the whole text): with a 正面 the
 * question is the 正面 and the answer the content (clozes filled); with clozes only, the question is the masked text
 * and the answer the cloze answers; otherwise null (a plain point: the whole text is the subject).
 */
export function cardSides(front: string | null | undefined, content: string): { question: string; answer: string; answers: string[] } | null {
  const answers = clozeAnswers(content);
  const question = front?.trim();
  if (question) return { question, answer: clozeFilled(content), answers };
  if (answers.length === 0) return null;
  return { question: clozeMasked(content), answer: answers.join('；'), answers };
}
