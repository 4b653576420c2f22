// The server's checks of a proposed card, computed from the texts, never asked of the model: 答案泄露 (the answer is
// in the question), 多个知识点 (more than one fact), 无出处 (the answer is not in its passage), 重复 (near the same
// as another proposal or a point already in the target jar). A flagged card is shown with its flags, never dropped:
// the learner decides. The thresholds are named here, one place to tune them.
import { cardSides, clozesOf, type CardFlag } from '@memory/contracts';
import { coverage, normalise, similarity, unitsOf } from './text-units';

export type { CardFlag };

export const CHECK_THRESHOLDS = {
  /** 重复: Dice similarity of the two cards' units (question and answer together) at or above this… */
  duplicate: 0.8,
  /** …or the same answer (similarity at or above `duplicate`) to a question this alike (a question asked in other words). */
  duplicateQuestion: 0.5,
  /** 无出处: less than this share of the answer's units is found in the passage. */
  support: 0.6,
  /** 答案泄露: at least this share of the answer's units is in the question… */
  leak: 0.8,
  /** …for an answer of at least this many characters once normalised (a one-character answer is in most questions). */
  leakMinLength: 2,
  /** 多个知识点: an answer listing this many items or more… */
  listItems: 3,
  /** …or longer than this many units (characters pairs and words). */
  answerUnits: 40,
  /** …or a cloze card with this many different answers. */
  clozes: 2,
} as const;

export interface CardText {
  front: string | null;
  content: string;
}

export interface CheckedCard {
  flags: CardFlag[];
  /** For 重复: which of the compared cards it is near (its position in `others`, or the point's id). */
  duplicateOf: { proposal: number } | { pointId: string } | null;
}

/** The card's question and answer: 正面 and content, the masked text and its cloze answers, or the content alone. */
function sides(card: CardText): { question: string; answers: string[] } {
  const found = cardSides(card.front, card.content);
  if (!found) return { question: '', answers: [card.content] };
  return { question: found.question, answers: card.front?.trim() ? [found.answer] : found.answers };
}

/** The whole card as one text, for comparing two cards. */
export function cardText(card: CardText): string {
  const { question, answers } = sides(card);
  return `${question} ${answers.join(' ')}`;
}

/** Whether two cards ask the same: nearly the same text, or the same answer to a question asked in other words. */
export function sameCard(a: CardText, b: CardText): boolean {
  if (similarity(cardText(a), cardText(b)) >= CHECK_THRESHOLDS.duplicate) return true;
  const left = sides(a);
  const right = sides(b);
  return (
    similarity(left.answers.join(' '), right.answers.join(' ')) >= CHECK_THRESHOLDS.duplicate &&
    similarity(left.question, right.question) >= CHECK_THRESHOLDS.duplicateQuestion
  );
}

function leaks(question: string, answer: string): boolean {
  if (normalise(answer).replace(/ /g, '').length < CHECK_THRESHOLDS.leakMinLength) return false;
  if (unitsOf(answer).length === 0) return false;
  return coverage(answer, question) >= CHECK_THRESHOLDS.leak;
}

const LIST_SEPARATORS = /[、，,；;\n]|\s+(?:and|or)\s+|^\s*(?:[-*•]|\d+[.)、])\s+/gim;
const SENTENCE_ENDS = /[。！？!?]+|\.(?=\s+\S)/g;

function severalFacts(answer: string): boolean {
  const items = answer.split(LIST_SEPARATORS).filter((item) => item && item.trim().length > 0);
  if (items.length >= CHECK_THRESHOLDS.listItems) return true;
  // Two sentences (a terminator with more text after it).
  const ends = [...answer.trim().matchAll(SENTENCE_ENDS)].filter((match) => (match.index ?? 0) + match[0].length < answer.trim().length);
  if (ends.length >= 1) return true;
  return unitsOf(answer).length > CHECK_THRESHOLDS.answerUnits;
}

/** Numbers in the answer that the passage does not have (a date or an amount is right or wrong, never "close"). */
function numbersMissing(answer: string, passage: string): boolean {
  const inPassage = new Set(normalise(passage).match(/\d+/g) ?? []);
  return (normalise(answer).match(/\d+/g) ?? []).some((number) => !inPassage.has(number));
}

export interface CheckContext {
  /** The passage the card was written from. */
  passage: string;
  /** Proposals already in the inbox of this run, in order. */
  others: readonly CardText[];
  /** Points already in the target jar. */
  points: ReadonlyArray<CardText & { id: string }>;
}

export function checkCard(card: CardText, context: CheckContext): CheckedCard {
  const flags: CardFlag[] = [];
  const { question, answers } = sides(card);
  if (question && answers.some((answer) => leaks(question, answer))) flags.push('ANSWER_LEAK');
  const distinctClozes = new Set(clozesOf(card.content).map((cloze) => normalise(cloze.answer)));
  if (distinctClozes.size >= CHECK_THRESHOLDS.clozes || answers.some(severalFacts)) flags.push('MULTIPLE_FACTS');
  const answer = answers.join(' ');
  if (coverage(answer, context.passage) < CHECK_THRESHOLDS.support || numbersMissing(answer, context.passage)) flags.push('UNSUPPORTED');

  let duplicateOf: CheckedCard['duplicateOf'] = null;
  const proposal = context.others.findIndex((other) => sameCard(card, other));
  if (proposal >= 0) duplicateOf = { proposal };
  else {
    const point = context.points.find((other) => sameCard(card, other));
    if (point) duplicateOf = { pointId: point.id };
  }
  if (duplicateOf) flags.push('DUPLICATE');
  return { flags, duplicateOf };
}
