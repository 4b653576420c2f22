// The server's checks of a proposed card, computed from the texts, never asked of the model: 答案泄露 (the answer is
// in the question), 多个知识点 (more than one fact), 无出处 (the answer is not in its passage), 重复 (near the same
// as another proposal or a point already in the target jar). A flagged card is shown with its flags, never dropped:
// the learner decides. The thresholds are named here, one place to tune them; texts are compared by the units of
// text-units.ts (character pairs and stemmed words, numbers in digits whatever the text wrote — decimals, fractions
// and percentages one way —, lengths and masses in one unit, areas and volumes as one word, hedges dropped); a cloze
// of a lone numeral reads with the measure word after it ({{c1::八}}个 is 八个, `withMeasure`).
// - 答案泄露: most of the answer's units are in the question, or the question names the head of an English name
//   answer (Keynes, said as Keynesian, for John Maynard Keynes) or a full name's first name (Charlie of Charlie
//   Taylor), or a word made from one of the answer's (nullified
//   for "null and void"), or says three English words of the answer in a row (a title's start, `saysAnswerRun`),
//   or the answer is only a number the question says as the same kind (PEP 8 → eight; 一钟双音 → 两个; not 北斗三号
//   asked 几颗: a name's 三号 is no count of 颗).
// - 多个知识点: a list (甲、乙和丙), two sentences, a long answer, two different clozes; or two items when the question
//   asks two things (何时、何地; "who…, and on which night"), names two (作者和年代; begin and end) answered apart, or
//   asks each of several (分别, respectively; two Chinese interrogatives answered across 的, 哪个朝代的谁 → 东晋的葛洪),
//   or asks for a set (哪些, 哪几, which experiments: `ASKS_SET`), when
//   the second is a clause of its own (…，并…; "…and also…"), or when both are full names. A range (between 1939
//   and 1945, 10到16个小时) is one fact. Two items convention: a pair answering a question that asks for one thing
//   (叶绿素主要吸收什么光？红光和蓝紫光) is one fact — the learner recalls it as one phrase and grades it once; the
//   same pair is two facts when the question asks for a set or for two things, or names two people: then each is
//   recalled (or forgotten) on its own, and a card holding both cannot be graded honestly.
// - 无出处 (`unsupportedBy` names the test that fails): word overlap is trusted where it is good at it, concrete
//   things, and only loosely elsewhere. Numbers: every number of the answer is stated in the passage, and in the
//   sentences the question is about, as its kind (below); a hedged one is read as a range — about (rounded, 约37米 of
//   37.02 米), more than / 多 / 超过 (a floor: over 600 km of 636 km), nearly / 不到 (a ceiling) — `boundOf`. A term
//   (at most 3 English content words and 6 Chinese characters, common ones aside: a name, a place, a short noun
//   phrase, `isTerm`) is a concrete thing: ≥ 60 % of its units (Chinese pairs, English stems, another form of an
//   English word allowed: traders of trading, Genoa of Genoese, `sameRoot`) are in the passage and in the question's
//   sentences. A longer answer, a statement, may paraphrase: its names (capitalised words after its first,
//   initialisms) are in the passage, and ≥ 50 % of its content (English words by root, Chinese by the single
//   character, not the pair) in the passage and in the question's sentences (`looseSupport`). So an answer whose
//   words are in the passage but said of something else (the month another event happened in) is not supported; a
//   statement in other words is. On blind-6 this moved its false 无出处 flags by one only (16 → 15 of 115 good cards;
//   figures in the bench's header and the server README), so most of them lie outside what it loosened (statements,
//   hedged ranges). A question is about the sentences holding most of its words, each word weighted by how few
//   sentences hold it (an IDF over the passage's sentences), a name said again counting once (`questionSentences`,
//   `runScore`); its words count even when the answer says them too (面积 of "三号坑的面积有什么特点？面积最小");
//   a count question (几卷) also looks for its measure word. Those sentences go on where the text does: a sentence
//   opening on a pronoun or demonstrative right after one of them (It is also the oldest…; That first flight…; 它…),
//   the rest of a sentence after a semicolon when it holds a question word the first part lacks (…; Aldrin joined
//   him…, not the parallel 北方…；南方…), and the sentence before one opening on a connective of consequence (于是,
//   so, therefore: it says why) — unless the question's sentences already state a thing of the answer's kind (a
//   month, a year, a length: `kindsOf`), when the next sentence's is another fact's. A Chinese name of the passage
//   with one word put in for another (酒泉卫星发射中心 for 西昌…, `substitutedWord`) is unsupported. Below the sentence, in the clause the question is about (`questionClause`):
//   another number of the answer's kind (四成 where it says 六成), the other of two names said together (程伟元和
//   高鹗), another name in the answer's own frame (化学家文克勒发现 / 化学家布瓦博德朗发现), an answer only in a
//   clause set against it (…，而洛阳…; ", but…"); and a number of another kind (三组 where the passage says 三层八组),
//   or a count of other things ("how many time zones?" Seven, where it says eight time zones). An initialism of the
//   passage's words (U.S. Army) is supported.
// - 重复: nearly the same card, or the same answer (the same amount of the same kind — 约100克 is not 百分之九十九 —,
//   a head, an abbreviation or initialism) to a question asked in other words, or about the sentence stating it, or
//   stated in one sentence only and asked by questions sharing a topic word (`oneFactAsked`); not a supported card
//   of an earlier proposal the passage does not support (the same amount given wrongly to another question).
// No rule names a word of an evaluation set: each is a class of words (pronouns, connectives, measure words, months)
// or a shape of text, with a test beside the others (test/card-builder/checks.test.ts).
import { cardSides, clozesOf, type CardFlag } from '@memory/contracts';
import { stemmer } from 'stemmer';
import { coverage, holdsUnit, MEASURE_WORDS, normalise, NUMBERS, numbersOf, remembered, similarity, unitsOf } from './text-units';

export type { CardFlag };

export const CHECK_THRESHOLDS = {
  /** 重复: Dice similarity of the two cards' units (question and answer together) at or above this… */
  duplicate: 0.8,
  /** …when their answers are at least this alike (a card turned round, its answer asked for its question, is another card)… */
  duplicateAnswer: 0.5,
  /**
   * …or the same answer (similarity at or above `duplicate`) to a question this alike (a question asked in other
   * words), or to a question about the same sentence of the passage, the one holding the answer.
   */
  duplicateQuestion: 0.5,
  /** 无出处: less than this share of the answer's units is found in the passage, or in the question's sentences… */
  support: 0.6,
  /**
   * A term (at most this many English content words and `termCharacters` Chinese characters, common ones aside) is
   * held to `support`; a longer answer, a statement, to `looseSupport` of its content, paraphrase tolerated.
   */
  termWords: 3,
  termCharacters: 6,
  /** 无出处 of a statement: less than this share of its content words (by stem) and characters is in the passage, or in the question's sentences. */
  looseSupport: 0.5,
  /** …the sentences scoring at least this share of the best sentence's score for the question's words. */
  nearQuestion: 0.5,
  /** 无出处 by another number of the answer's kind: the question's clause scores at least this many times the next one… */
  clearClause: 1.5,
  /** …and no clause stating the answer's number scores this share of it or more. */
  otherClauseNear: 0.6,
  /** 无出处: a hedged number (约, about) is the passage's rounded, this close to it at most (约37米 of 37.02 米). */
  roundedNumber: 0.05,
  /** 答案泄露: at least this share of the answer's units is in the question… */
  leak: 0.8,
  /** …for an answer of at least this many characters once normalised (a one-character answer is in most questions); */
  leakMinLength: 2,
  /** …or the question says this many English words of the answer one after another, as the answer has them. */
  leakRun: 3,
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
interface CardSides {
  question: string;
  answers: string[];
}

function sides(card: CardText): CardSides {
  const found = cardSides(card.front, card.content);
  if (!found) return { question: '', answers: [card.content] };
  return { question: found.question, answers: card.front?.trim() ? [found.answer] : found.answers.map((answer) => withMeasure(answer, card.content)) };
}

/**
 * A cloze answer that is only a numeral, with the measure word right after its cloze (…分为{{c1::八}}个茶区: 八个):
 * alone, 八 is no number (a lone numeral is one only before a measure word) and the fact is the count.
 */
function withMeasure(answer: string, content: string): string {
  if (!/^\s*[零〇一二两三四五六七八九十百千万亿]+\s*$/.test(answer)) return answer;
  const at = content.indexOf(`::${answer}}}`);
  const next = at < 0 ? '' : (content[at + answer.length + 4] ?? '');
  return MEASURE_WORDS.has(next) ? `${answer.trim()}${next}` : answer;
}

/** The whole card as one text, for comparing two cards. */
export function cardText(card: CardText): string {
  const { question, answers } = sides(card);
  return `${question} ${answers.join(' ')}`;
}

/**
 * Whether the question names the head of an English name answer, its last word (Keynes of John Maynard Keynes,
 * capitalised, four letters or more; not an answer starting with an article, "The Mount Washington Hotel"), as that
 * word or one made from it (Keynesian, Keynes's), capitalised there too (a name, not "which hotel").
 */
function namesHead(question: string, answer: string): boolean {
  const words = answer.match(/[\p{L}\p{Nd}]+/gu) ?? [];
  // A person's full name gives away its first name too (Charlie, in the question, of Charlie Taylor).
  const named = FULL_NAME.test(answer) && words.length >= 2 ? [words[0]!, words.at(-1)!] : words.slice(-1);
  if (named.length === 0 || /^(?:the|a|an)$/i.test(words[0] ?? '')) return false;
  const capitalised = (question.match(/\p{Lu}\p{L}*/gu) ?? []).map((word) => word.toLowerCase());
  return named.some((head) => /^\p{Lu}\p{Ll}{3,}$/u.test(head) && capitalised.some((word) => word.startsWith(head.toLowerCase())));
}

/**
 * Whether the question holds a word made from one of the answer's (nullified for "null and void", oceanographic for
 * oceanography): an English word of four letters or more whose stem starts a question word of another stem. The
 * same word again ("Which pope?" → "Pope Innocent III") is the question's category, not a leak.
 */
function derivedInQuestion(question: string, answer: string): boolean {
  const asked = (question.toLowerCase().match(/\p{L}+/gu) ?? []).map((word) => [word, stemmer(word)] as const);
  return (answer.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => {
    const stem = stemmer(word);
    return stem.length >= 4 && /^[a-z]+$/.test(stem) && asked.some(([other, otherStem]) => otherStem !== stem && other.startsWith(stem));
  });
}

/** Words of a question that say "two" without a numeral: 一钟双音 asks 两个. */
const SAYS_TWO = /[双俩]|\b(?:pair|twin|twice|double)\b/gi;

function leaks(question: string, answer: string): boolean {
  if (numberFromQuestion(question.replace(SAYS_TWO, ' 2 '), answer)) return true;
  // An amount (a number and at most its measure word) leaks only as the question's own number: its 颗 is the one
  // the question asks with (几颗), and the question's 三 of 北斗三号 is a name's.
  if (isAmount(answer)) return false;
  if (normalise(answer).replace(/ /g, '').length < CHECK_THRESHOLDS.leakMinLength) return false;
  if (unitsOf(answer).length === 0) return false;
  return coverage(answer, question) >= CHECK_THRESHOLDS.leak || namesHead(question, answer) || derivedInQuestion(question, answer) || saysAnswerRun(question, answer);
}

/**
 * Whether the question says `leakRun` English words of the answer or more one after another, as the answer has them
 * (a title's first words: "Extraordinary Popular Delusions" of "Extraordinary Popular Delusions and the Madness of
 * Crowds"): the learner reads the answer's start. Stop words are not counted; Chinese is left to the share of pairs.
 */
function saysAnswerRun(question: string, answer: string): boolean {
  const words = (text: string) => unitsOf(text).filter((unit) => /^[a-z\d.]+$/.test(unit));
  const [asked, said] = [words(question).join(' '), words(answer)];
  for (let start = 0; start + CHECK_THRESHOLDS.leakRun <= said.length; start += 1) {
    if (` ${asked} `.includes(` ${said.slice(start, start + CHECK_THRESHOLDS.leakRun).join(' ')} `)) return true;
  }
  return false;
}

const LIST_SEPARATORS = /[、，,；;\n]|\s+(?:and|or)\s+|^\s*(?:[-*•]|\d+[.)、])\s+/gim;
/** A sentence's end; not the point of an initial (U.S. Army, J. Presper Eckert). */
const SENTENCE_ENDS = /[。！？!?]+|(?<!(?:^|[\s.])\p{L})\.(?=\s+\S)/gu;

/** An item stating a fact of its own: a number (a date, an amount) and two words or more besides it. */
const statesFact = (item: string) => /\d/.test(normalise(item)) && unitsOf(item.replace(/[\d０-９]+/g, ' ')).length >= 2;

/** Chinese interrogatives (为什么 before 什么; not 几乎, 任何); English ones start a question or follow "and", "or", a comma. */
const CHINESE_ASKING = /为什么|什么|哪|谁|多少|几(?![乎何])|(?<![任如为])何|怎么|怎样|如何|多[大长高宽重久远深]/g;
const ENGLISH_ASKING = /(?:^|,|\band\b|\bor\b)\s*(?:(?:at|on|in|by|from|for|to|with)\s+)?(?:who|whom|whose|what|which|when|where|why|how)\b/gi;
/** A question asking for each of several things: 分别, 各自, respectively, each. */
const ASKS_EACH = /分别|各自|各是|各为|\brespectively\b|\beach\b/i;
/**
 * A question asking for a set: 哪些, 哪几 (not 哪几年: a count), or which/what before a plural noun (which experiments,
 * what records; not "what does", nor a noun ending in ss, us, is).
 */
const ASKS_SET = /哪些|哪几(?![年次岁])|\b(?:which|what)\s+(?!(?:does|is|was|has|this|its|his|as)\b)\p{L}+(?<![su]s|is)s\b/iu;

/** A range, one fact with two ends: between 1939 and 1945, from May to June, 10到16个小时. */
const RANGE = /^\s*(?:between|from)\b|\d\s*(?:到|至|—|–|-)\s*\d|[到至]/i;

/** A second clause joined by a conjunction of clauses: "减轻重量，并增加泄洪能力". */
const SECOND_CLAUSE = /^\s*(?:并且?|而且|又|还|同时|且|从而|进而|also\b)/i;
/** A full English name: two capitalised words or more ("Jean Bartik"). */
const FULL_NAME = /^\s*(?:\p{Lu}[\p{L}'’.-]*\s+)+\p{Lu}[\p{L}'’.-]*\s*$/u;

/** A Chinese interrogative with its measure word (哪一年, 几个, 多少): what the question asks, none of its content. */
const ASKING_PHRASE = /为什么|什么|哪一?\p{Script=Han}?|谁|多少|几(?![乎何])\p{Script=Han}?|(?<![任如为])何[时地处人]?|怎么|怎样|如何|多[大长高宽重久远深]/gu;

const HAN_PAIR = /^\p{Script=Han}{2}$/u;
/**
 * A Chinese question for a year or a count (哪一年, 几卷, 多少篇): the sentences saying a number with that measure word
 * are the ones it may be about, the answer's own 年 or 卷 notwithstanding.
 */
const ASKS_YEAR = /哪一?年|何年/g;
const ASKS_COUNT = /(?:几|多少)(\p{Script=Han})/gu;
const askedMeasures = (question: string) =>
  [...question.matchAll(ASKS_COUNT)].map((match) => match[1]!).filter((measure) => measure !== '年' && !/[个种样么]/.test(measure));

/** Whether the question asks two things: two Chinese interrogatives, or two English ones in two clauses. */
function asksTwo(question: string): boolean {
  return (question.match(CHINESE_ASKING) ?? []).length >= 2 || (question.match(ENGLISH_ASKING) ?? []).length >= 2;
}

/**
 * The answer's items: split at commas, semicolons, 、 and "and"; at 和, 与, 及 too when 、 lists (甲、乙和丙) or the
 * question asks for several (`several`): elsewhere 和 may be inside a word (和平).
 */
function itemsOf(answer: string, several: boolean): string[] {
  const separators = several || answer.includes('、') ? new RegExp(`${LIST_SEPARATORS.source}|以及|[和与及]`, 'gim') : LIST_SEPARATORS;
  return answer.split(separators).filter((item) => item && item.trim().length > 0);
}

function severalFacts(answer: string, question = ''): boolean {
  // Two things named in the question (作者和成书年代是什么, begin and end) and answered apart: at a comma or
  // semicolon, or as two numbers.
  const twoNumbers = (normalise(answer).match(NUMBERS) ?? []).length === 2 && /[和与及]|\band\b/.test(answer);
  const namesTwo = /[和与及]|\band\b/.test(question) && (/[，,；;]/.test(answer) || twoNumbers);
  const asksSeveral = asksTwo(question) || ASKS_EACH.test(question) || namesTwo;
  // Two Chinese interrogatives answered by a phrase joined by 的 (哪个朝代的谁 → 东晋的葛洪): each side answers one.
  const items = asksTwo(question) && /\p{Script=Han}的\p{Script=Han}/u.test(answer) ? answer.split('的') : itemsOf(answer, asksSeveral);
  if (items.length >= CHECK_THRESHOLDS.listItems) return true;
  if (items.length === 2) {
    // Two things asked and two given (何时、何地 → 十九世纪末，英国), or each of two (两类凝固剂分别是什么).
    if (asksSeveral) return true;
    // Two clauses, the second joined by 并, 而且, also; two people named in full.
    if (SECOND_CLAUSE.test(items[1]!) || items.every((item) => FULL_NAME.test(item))) return true;
    // A set asked (哪些, 哪几, which experiments) and two members given: a list, each a fact to recall; in English
    // the second a member of its own (an article or a name: "a laser reflector and a seismometer", not "presses
    // for wine and olive oil").
    const member = !/\p{Script=Latin}/u.test(items[1]!) || /^\s*(?:(?:a|an|the)\s|\p{Lu})/u.test(items[1]!);
    if (ASKS_SET.test(question) && member && !RANGE.test(answer)) return true;
  }
  // Two items each with its own number and words: "0.9.0 in February 1991, and 3.0 in December 2008".
  if (items.length === 2 && items.every(statesFact)) return true;
  // Two sentences (a terminator with more text after it).
  const ends = [...answer.trim().matchAll(SENTENCE_ENDS)].filter((match) => (match.index ?? 0) + match[0].length < answer.trim().length);
  if (ends.length >= 1) return true;
  return unitsOf(answer).length > CHECK_THRESHOLDS.answerUnits;
}

/** Numbers in the answer that the passage does not have (a date or an amount is right or wrong, never "close"). */
function numbersMissing(answer: string, passage: string): boolean {
  const inPassage = new Set(normalise(passage).match(NUMBERS) ?? []);
  return (normalise(answer).match(NUMBERS) ?? []).some((number) => !inPassage.has(number));
}

/**
 * A hedged answer with the passage's numbers for those it states as a range: about (约37米 of 37.02 米, about 2.5 t
 * of 2,468 kg: `roundsTo`), more than (2000多, over 600 km of 636 km: the passage's number cut down to the answer's
 * last digit is it, `boundsFrom`), nearly (将近2000 of 1986: cut up, `boundsFrom`); never a year. So the answer is
 * supported as the passage's own number, or not, by the amount, whatever the hedge.
 */
function passageNumbers(answer: string, passage: string, bound: Bound): string {
  const inPassage = [...new Set(normalise(passage).match(NUMBERS) ?? [])];
  const held = (value: number, number: string) => roundsTo(value, number) || (bound !== 'about' && boundsFrom(value, number, bound));
  return normalise(answer).replace(NUMBERS, (number) => (inPassage.includes(number) ? number : (inPassage.find((other) => held(Number(other), number)) ?? number)));
}

/** How a hedged answer states its number: about it, more than it (a floor), nearly it (a ceiling). */
type Bound = 'about' | 'over' | 'under';
const OVER = /超过|逾|以上|[\d零〇一二两三四五六七八九十百千万亿]\s*[多余]|\b(?:over|more than|at least|upwards of)\s/i;
const UNDER = /将近|接近|不到|不足|\b(?:nearly|almost|under|less than|fewer than|up to|at most)\s/i;

/** The answer's bound, or null when it states its numbers plainly. */
const boundOf = (answer: string): Bound | null => (OVER.test(answer) ? 'over' : UNDER.test(answer) ? 'under' : HEDGED.test(answer) ? 'about' : null);

/**
 * Whether `value` cut to the last significant digit of `bounded` (down for more than, up for nearly) is it: 636 of
 * "over 600", 2224 of "more than 2,200", 1986 of "nearly 2,000"; never a year.
 */
function boundsFrom(value: number, bounded: string, bound: Bound): boolean {
  const target = Number(bounded);
  if (/^(?:1\d{3}|20\d{2})$/.test(bounded) || target === 0 || !/^\d+$/.test(bounded)) return false;
  const scale = 10 ** (bounded.length - bounded.replace(/0+$/, '').length);
  return bound === 'over' ? value >= target && Math.floor(value / scale) * scale === target : value <= target && Math.ceil(value / scale) * scale === target;
}

/** Whether `value` rounded to the significant digits of `rounded` is it (37020 to 37000), and within `roundedNumber`. */
function roundsTo(value: number, rounded: string): boolean {
  const target = Number(rounded);
  if (/^(?:1\d{3}|20\d{2})$/.test(rounded) || target === 0) return false;
  const digits = rounded.replace(/0+$/, '').length;
  const scale = 10 ** (rounded.length - digits);
  return Math.round(value / scale) * scale === target && Math.abs(value - target) <= CHECK_THRESHOLDS.roundedNumber * target;
}

/**
 * Whether a bare number answering "how many X" is not the count of X the passage gives: "Seven" time zones where
 * the passage says eight time zones (and seven days).
 */
function countOfAnotherThing(question: string, answer: string, passage: string): boolean {
  const asked = /\bhow many\s+(\p{L}+)/iu.exec(question)?.[1];
  const numbers = normalise(answer).match(NUMBERS) ?? [];
  if (!asked || numbers.length !== 1 || unitsOf(normalise(answer).replace(NUMBERS, ' ')).length > 0) return false;
  const [thing] = unitsOf(asked);
  const words = normalise(passage).split(' ');
  // The numbers the passage counts that thing with, within two words of it.
  const counted = words.flatMap((word, index) => (/^\d+(?:\.\d+)?$/.test(word) && unitsOf(words.slice(index + 1, index + 3).join(' ')).includes(thing!) ? [word] : []));
  return counted.length > 0 && !counted.includes(numbers[0]!);
}

/** The passage's sentences, and clauses after a semicolon: where one fact is stated. */
const sentencesOf = remembered((passage: string): readonly string[] =>
  passage
    .split(/(?<=[。！？!?；;])|\n+|(?<=\.)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean),
);

/**
 * Whether a unit of the question runs on from the one before it as one name: Chinese pairs overlapping (郑州商城遗址
 * said again), or the words of an English name (Trans-Siberian Railway).
 */
function runsOnIn(question: string): (unit: string, previous: string | undefined) => boolean {
  const named = new Set(unitsOf((question.match(/(?<!^\s*)\b\p{Lu}[\p{L}-]*/gu) ?? []).join(' ')));
  return (unit, previous) =>
    previous !== undefined && ((HAN_PAIR.test(unit) && HAN_PAIR.test(previous) && previous[1] === unit[0]) || (named.has(unit) && named.has(previous)));
}

/**
 * A text's score for the question's units in order (`weightOf`: 0 for no key): the units the text holds, those
 * running on (`runsOnIn`) counting once, as their rarest, so that a name said again weighs as one word.
 */
function runScore(ordered: readonly string[], weightOf: (unit: string) => number, holds: (unit: string) => boolean, runsOn: (unit: string, previous: string | undefined) => boolean): number {
  let sum = 0;
  let run = 0;
  ordered.forEach((unit, position) => {
    const weight = weightOf(unit);
    const held = weight > 0 && holds(unit);
    if (!held) {
      sum += run;
      run = 0;
    } else if (run > 0 && runsOn(unit, ordered[position - 1])) run = Math.max(run, weight);
    else {
      sum += run;
      run = weight;
    }
  });
  return sum + run;
}

const MONTHS = /\b(?:january|february|march|april|may(?=\s+\d)|june|july|august|september|october|november|december)\b|(?:[一二三四五六七八九十]|十[一二]|\d{1,2})\s*月/iu;

/** The kinds of things a text states: its numbers' kinds (年, mm, years…) and "month" for a month's name. */
const kindsOf = remembered((text: string): readonly string[] => {
  const kinds = numbersOf(text).flatMap(({ kind }) => (kind === null ? [] : [kind]));
  return MONTHS.test(text) ? [...kinds, 'month'] : kinds;
});

/** A sentence opening on a connective of consequence: what it says follows from the sentence before it. */
const FOLLOWS_FROM = /^(?:(?:so|therefore|thus|hence|consequently|as a result)\b|于是|因此|所以|因而|从而|故)/i;

/** A sentence opening on a pronoun or a demonstrative: it goes on about the sentence before it. */
const REFERS_BACK = /^(?:(?:it|its|he|his|she|her|they|their|this|that|these|those|such)\b|[它他她其该此这])/i;

/**
 * The sentences of the passage the question is about, or null when it shares no word with the passage. Each sentence
 * scores the question's units it holds (those the answer repeats too: 面积 of 面积有什么特点), each weighted by 1 /
 * the number of sentences holding it: the topic, in every sentence, counts little; a word only one sentence has counts
 * fully. The sentences
 * scoring at least `nearQuestion` × the best one are the question's, and so is a sentence holding a word of the
 * question no other sentence has (a clause saying "the first" after the sentence naming the topic).
 */
function questionSentences(question: string, answer: string, passage: string): string[] | null {
  const sentences = sentencesOf(passage);
  const asked = question.replace(ASKS_YEAR, ' 年 ');
  const measures = [...(asked === question ? [] : ['年']), ...askedMeasures(question)];
  const keys = [...new Set([...unitsOf(asked), ...measures])];
  const holders = sentences.map(holdsUnit);
  const weights = keys.map((key) => {
    const holding = holders.filter((holds) => holds(key)).length;
    return holding === 0 ? 0 : 1 / holding;
  });
  const ordered = [...new Set([...unitsOf(asked), ...measures])];
  const runsOn = runsOnIn(question);
  const weightOf = (unit: string) => {
    const index = keys.indexOf(unit);
    return index < 0 ? 0 : weights[index]!;
  };
  const scores = holders.map((holds) => runScore(ordered, weightOf, holds, runsOn));
  const best = Math.max(0, ...scores);
  if (best === 0) return null;
  const own = (holds: (unit: string) => boolean) => keys.some((key, index) => weights[index] === 1 && holds(key));
  const near = sentences.map((_, index) => scores[index]! >= CHECK_THRESHOLDS.nearQuestion * best || own(holders[index]!));
  // A sentence opening on a pronoun or demonstrative right after one of them goes on about it (It is also the
  // oldest…; That first flight lasted…; 它…), and so does the rest of a sentence after a semicolon; one of them
  // opening on a connective of consequence (于是, so, therefore) follows from the sentence before it, which says why.
  // Those are the question's too, unless the question's sentences already state a thing of the answer's kind (a
  // month, a year, a length: In January 1610 Galileo noticed…; He published… in March) — then it is another fact's.
  const kinds = kindsOf(answer);
  const stated = sentences.some((sentence, index) => near[index] && kindsOf(sentence).some((kind) => kinds.includes(kind)));
  // After a semicolon, only when that part holds a word of the question the first part lacks (…Armstrong became the
  // first…; Aldrin joined him 20 minutes later): parallel parts (北方多用盐卤…；南方多用石膏…) state other facts.
  const addsKey = (index: number) => keys.some((key, at) => weights[at]! > 0 && holders[index]!(key) && !holders[index - 1]!(key));
  const goesOn = (index: number) =>
    index > 0 && near[index - 1]! && (REFERS_BACK.test(sentences[index]!) || (/[；;]$/.test(sentences[index - 1]!) && addsKey(index)));
  const leadsTo = (index: number) => index + 1 < sentences.length && near[index + 1]! && FOLLOWS_FROM.test(sentences[index + 1]!);
  return sentences.filter((_, index) => near[index] || (!stated && (goesOn(index) || leadsTo(index))));
}

/**
 * Whether a Chinese answer is the other's abbreviation: its characters, two or more, in the other's order, starting
 * and ending with the other's first and last (珠峰 of 珠穆朗玛峰, 北大 of 北京大学 does not end alike: not caught).
 */
function abbreviates(short: string, long: string): boolean {
  const [a, b] = [short.replace(/\s/g, ''), long.replace(/\s/g, '')];
  if (a.length < 2 || a.length >= b.length || !/^\p{Script=Han}+$/u.test(a + b)) return false;
  if (a[0] !== b[0] || a.at(-1) !== b.at(-1)) return false;
  let from = 0;
  for (const character of a) {
    from = b.indexOf(character, from) + 1;
    if (from === 0) return false;
  }
  return true;
}

/**
 * Whether the shorter answer is the longer one's head, the word it ends on: Fleming of Alexander Fleming, Rocinante
 * of "an old horse named Rocinante" (English: its last words, one of four letters or more; Chinese: its last two
 * characters or more). Not a beginning: 叶绿体 is not 叶绿体基质, which is a 基质. Not a number.
 */
function isHeadOf(short: string, long: string): boolean {
  const [a, b] = [normalise(short), normalise(long)];
  if (a.length >= b.length || /^[\d\s]*$/.test(a)) return false;
  // A name, not a sentence ending on one (叶绿素几乎不吸收绿光 is not 绿光): at most twice its length and a bit.
  if (/^\p{Script=Han}+$/u.test(a)) return a.length >= 2 && b.replace(/\s/g, '').length <= 2 * a.length + 2 && b.replace(/\s/g, '').endsWith(a);
  const [shortWords, longWords] = [a.split(' ').filter(Boolean), b.split(' ').filter(Boolean)];
  if (!shortWords.some((word) => /\p{L}{4,}/u.test(word)) || longWords.length > shortWords.length + 4) return false;
  return shortWords.join(' ') === longWords.slice(-shortWords.length).join(' ');
}

/**
 * Whether two answers name the same thing: nearly the same units, or one is the other's head (`isHeadOf`) or its
 * Chinese abbreviation.
 */
function sameAnswer(first: string, second: string): boolean {
  if (similarity(first, second) >= CHECK_THRESHOLDS.duplicate || sameAmount(first, second)) return true;
  const [short, long] = normalise(first).length <= normalise(second).length ? [first, second] : [second, first];
  return isHeadOf(short, long) || abbreviates(normalise(short), normalise(long)) || initialism(short, long);
}

const HEDGED = /约|大约|大概|左右|将近|\b(?:about|around|roughly|approximately|nearly|some|almost)\b/i;

/**
 * Whether two answers are the same amount: the same numbers (within 1 % when either is hedged, 约37米 and 37.02米;
 * never a year), nothing else to them but a measure word or unit (1869 and 1869年).
 */
function sameAmount(first: string, second: string): boolean {
  const [left, right] = [numbersOf(first), numbersOf(second)];
  if (left.length === 0 || left.length !== right.length) return false;
  const rest = (text: string) => unitsOf(normalise(text).replace(/\d+(?:\.\d+)?|\b(?:mm|g)\b/g, ' ')).length;
  if (rest(first) > 1 || rest(second) > 1) return false;
  const hedged = HEDGED.test(first) || HEDGED.test(second);
  return left.every(({ value, kind }, index) => {
    const other = right[index]!;
    // Amounts of two kinds are two amounts (约100克 is not 99 percent); a bare number may be of any kind.
    if (kind !== null && other.kind !== null && kind !== other.kind && !(kind === 'year' || other.kind === 'year')) return false;
    if (value === other.value) return true;
    const [a, b] = [Number(value), Number(other.value)];
    return hedged && kind !== 'year' && other.kind !== 'year' && Math.abs(a - b) <= 0.01 * Math.max(a, b);
  });
}

/**
 * Whether the short English answer is the long one's initialism or clipped form: each word of the long answer (stop
 * words aside) gives it the start of itself, in order (U.S. Army of United States Army, UPenn of University of
 * Pennsylvania).
 */
function initialism(short: string, long: string): boolean {
  const letters = normalise(short).replace(/^(?:the|a|an) /, '').replace(/[^a-z]/g, '');
  const words = normalise(long)
    .split(' ')
    .filter((word) => /^[a-z]+$/.test(word) && !['the', 'a', 'an', 'of', 'and', 'for', 'in', 'at'].includes(word));
  if (letters.length < 2 || words.length < 2 || letters.length >= words.join('').length) return false;
  const match = (from: number, word: number): boolean => {
    if (word === words.length) return from === letters.length;
    for (let end = from + 1; end <= letters.length; end += 1) {
      if (!words[word]!.startsWith(letters.slice(from, end))) break;
      if (match(end, word + 1)) return true;
    }
    return false;
  };
  return match(0, 0);
}

/**
 * The words of the passage a short English answer is the initialism or clipped form of (U.S. Army: United States
 * Army, UPenn: University of Pennsylvania), or null.
 */
function initialismIn(answer: string, passage: string): string | null {
  if (!/^[\p{Script=Latin}\s.'’-]{2,24}$/u.test(answer.trim()) || coverage(answer, passage) >= CHECK_THRESHOLDS.support) return null;
  const words = passage.split(/[^\p{L}\p{Nd}]+/u).filter(Boolean);
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 2; end <= Math.min(words.length, start + 6); end += 1) {
      const span = words.slice(start, end).join(' ');
      if (initialism(answer, span)) return span;
    }
  }
  return null;
}

/** What a question is about: its units (English words by root) without what it asks for (哪个朝代, which organisation). */
function topicOf(question: string, answer: string): Set<string> {
  const answerUnits = new Set(unitsOf(wordRoots(answer)));
  const asked = question.replace(/哪一?\p{Script=Han}{0,3}|什么\p{Script=Han}{0,2}|\b(?:which|what)\s+\p{L}+/giu, ' ').replace(ASKING_PHRASE, ' ');
  return new Set(unitsOf(wordRoots(asked)).filter((unit) => !answerUnits.has(unit)));
}

/**
 * Whether two questions with the same answer test one fact of the passage: the answer (either form of it) is stated
 * in one sentence only, the two questions share a topic word, and one of them a word with that sentence. A point of
 * the jar from another text, with the same answer to another question (明朝 of 长城 and of 紫禁城), shares no topic.
 */
function oneFactAsked(first: CardSides, second: CardSides, passage: string): boolean {
  if (!passage || !first.question || !second.question) return false;
  const [answer, otherAnswer] = [first.answers.join(' '), second.answers.join(' ')];
  const holding = sentencesOf(passage).filter((sentence) =>
    [answer, otherAnswer].some((text) => unitsOf(text).length > 0 && coverage(text, sentence) >= CHECK_THRESHOLDS.duplicate && !numbersMissing(text, sentence)),
  );
  if (holding.length !== 1) return false;
  const [topic, otherTopic] = [topicOf(first.question, answer), topicOf(second.question, otherAnswer)];
  if (![...topic].some((unit) => otherTopic.has(unit))) return false;
  const inSentence = holdsUnit(wordRoots(holding[0]!));
  return [...topic, ...otherTopic].some(inSentence);
}

/**
 * English words cut to their first five letters, for comparing two questions: the stemmer leaves "discovered" and
 * "discovery" apart (discov, discoveri); the same answer to questions this alike is asked twice.
 */
const wordRoots = (text: string) => text.replace(/\b([A-Za-z]{5})[A-Za-z]+/g, '$1');

/** Whether two cards ask the same: nearly the same text and answer, or the same answer to the same question asked in other words. */
export function sameCard(a: CardText, b: CardText, passage = ''): boolean {
  const left = sides(a);
  const right = sides(b);
  const answerSimilarity = similarity(left.answers.join(' '), right.answers.join(' '));
  if (similarity(cardText(a), cardText(b)) >= CHECK_THRESHOLDS.duplicate && answerSimilarity >= CHECK_THRESHOLDS.duplicateAnswer) return true;
  if (!sameAnswer(left.answers.join(' '), right.answers.join(' '))) return false;
  // The questions compared without asking for a year: 是哪一年提出的 is the frame of many questions.
  const asked = (question: string) => wordRoots(question.replace(ASKS_YEAR, ' '));
  if (similarity(asked(left.question), asked(right.question)) >= CHECK_THRESHOLDS.duplicateQuestion) return true;
  // The same answer, found in one sentence of the passage only: both cards test that sentence's fact.
  if (oneFactAsked(left, right, passage)) return true;
  return sameSentence(left.question, right.question, left.answers.join(' '), passage);
}

/** Whether two questions with this answer are about one sentence of the passage, the one holding the answer. */
function sameSentence(first: string, second: string, answer: string, passage: string): boolean {
  if (!first || !second || !passage) return false;
  const theirs = questionSentences(second, answer, passage);
  return (questionSentences(first, answer, passage) ?? []).some(
    (sentence) => theirs?.includes(sentence) && coverage(answer, sentence) >= CHECK_THRESHOLDS.support && !numbersMissing(answer, sentence),
  );
}

/** Whether a text is an amount: numbers and at most one word besides (3 颗, 1869年, "Eight", 20 minutes). */
const isAmount = (text: string) => numbersOf(text).length > 0 && unitsOf(normalise(text).replace(NUMBERS, ' ')).length <= 1;

/**
 * Whether the answer is a number the question itself names (PEP 8 → "Eight"): the passage then holds it as part of
 * the question's subject, which supports nothing.
 */
function numberFromQuestion(question: string, answer: string): boolean {
  if (!isAmount(answer)) return false;
  const numbers = numbersOf(answer);
  // The question's number counts another thing when both have measure words and they differ (北斗三号 asked 几颗:
  // 三颗 is a count, 三号 a name); 个 and a bare number may be of any kind (一钟双音 → 两个, PEP 8 → eight).
  const anyKind = (kind: string | null) => kind === null || kind === '个';
  const asked = numbersOf(question);
  return numbers.every(({ value, kind }) => asked.some((other) => other.value === value && (anyKind(kind) || anyKind(other.kind) || other.kind === kind)));
}

/**
 * Whether a number of the answer with its kind (3 组, 50 years, 1945 the year) is in the passage only as another kind:
 * 三组 where the passage says 三层八组, "fifty years" where it says 50 volumes.
 */
function numberOfAnotherKind(answer: string, passage: string): boolean {
  const inPassage = numbersOf(passage);
  return numbersOf(answer).some(({ value, kind }) => {
    // 个 counts anything (两个 for 两座); a number the passage says bare may be of any kind.
    if (kind === null || kind === '个') return false;
    const same = inPassage.filter((number) => number.value === value);
    return same.length > 0 && same.every((number) => number.kind !== null && number.kind !== kind);
  });
}

/**
 * Where a clause ends: Chinese ，；：, English semicolons and colons, and a comma before but, while, whereas, although,
 * yet, or before "and" with a new subject (", and it has been on display…") or a new adverbial of time or place
 * (", and in 2022 Linux 6.1…").
 */
const CLAUSE_BREAK =
  /[，；：]|[;:](?=\s)|,\s+(?=(?:but|while|whereas|although|though|yet)\s)|,\s+and\s+(?=(?:it|he|she|they|this|these|its|his|her|their|the|in|on|at|by|after|before|during|since)\s)/i;

/**
 * The passage's clauses, each with its sentence: cut at `CLAUSE_BREAK` (an English comma alone lists as often as it
 * joins clauses); a clause with nothing but a number (1875年，… ) is part of the next one.
 */
const clausesOf = remembered((passage: string): ReadonlyArray<{ clause: string; sentence: string }> =>
  sentencesOf(passage).flatMap((sentence) => {
    const clauses: string[] = [];
    let bare = '';
    for (const part of sentence.split(CLAUSE_BREAK)) {
      const clause = `${bare}${part}`.trim();
      if (!clause) continue;
      bare = unitsOf(clause.replace(/[\d０-９]+/g, ' ')).length <= 1 && /\d/.test(normalise(clause)) ? `${clause}，` : '';
      if (!bare) clauses.push(clause);
    }
    if (bare) clauses.push(bare);
    return clauses.map((clause) => ({ clause, sentence }));
  }),
);

const PRONOUN_START = /^(?:he|she|it|they|his|her|its|their)\b/i;

/**
 * The clause a question is about (`questionClause`), and whether it is clearly that one: scoring well above any other
 * and holding the names the question says (an English question's capitalised words the passage has).
 */
interface AskedClause {
  clause: string;
  sentence: string;
  clear: boolean;
  /** Whether `clause` of the passage scores at least `otherClauseNear` × this one for the question (it may be asked too). */
  near: (clause: string) => boolean;
}

/** Characters too common in Chinese to say what a question is about. */
const COMMON_CHARACTERS = new Set([...'的是在了和与及被把将为于由其中这那个一也都而就从对以之所等着过吗呢么哪什谁几多少何有上下中后前时年月日']);

/**
 * The one clause of the passage the question is most about, or null when two tie or none shares a word: as in
 * `questionSentences`, but by clauses, without the question's interrogatives, and counting the question's single
 * Chinese characters too (half a pair's weight), so that a one-character name (镓) counts.
 */
function questionClause(question: string, answer: string, passage: string): AskedClause | null {
  const clauses = clausesOf(passage);
  if (clauses.length < 2) return null;
  const asked = wordRoots(question.replace(ASKING_PHRASE, ' '));
  const answerUnits = new Set(unitsOf(wordRoots(answer)));
  const answerText = normalise(answer);
  const pairs = unitsOf(asked);
  const inPassage = holdsUnit(passage);
  const keys: Array<[string, number]> = [
    ...[...new Set(pairs)].filter((unit) => !answerUnits.has(unit)).map((unit) => [unit, 1] as [string, number]),
    // A character none of whose pairs the passage has (镓 of 镓是由): a one-character name; 发 of 发现 counts as 发现.
    ...[...new Set(asked.match(/\p{Script=Han}/gu) ?? [])]
      .filter((character) => !COMMON_CHARACTERS.has(character) && !answerText.includes(character))
      .filter((character) => !pairs.some((pair) => pair.length === 2 && pair.includes(character) && inPassage(pair)))
      .map((character) => [character, 0.5] as [string, number]),
  ];
  const sentences = sentencesOf(passage);
  const texts = clauses.map(({ clause, sentence }) => {
    // A sentence starting with he, she, it… is about the names of the one before it (She died in 1934, after Marie Curie…).
    const before = PRONOUN_START.test(sentence) ? sentences[sentences.indexOf(sentence) - 1] : undefined;
    const names = before && clause === clauses.find((other) => other.sentence === sentence)?.clause ? (before.match(/\b\p{Lu}\p{L}+/gu) ?? []).join(' ') : '';
    return `${clause} ${names}`;
  });
  const holders = clauses.map(({ clause }, index) => {
    const holds = holdsUnit(wordRoots(texts[index]!));
    const text = normalise(clause);
    return (key: string) => (key.length === 1 && /\p{Script=Han}/u.test(key) ? text.includes(key) : holds(key));
  });
  const weights = new Map(keys.map(([key, weight]) => [key, weight / Math.max(1, holders.filter((holds) => holds(key)).length)]));
  const ordered = keys.map(([key]) => key);
  const runsOn = runsOnIn(question);
  const scores = holders.map((holds) => runScore(ordered, (unit) => weights.get(unit) ?? 0, holds, runsOn));
  const best = Math.max(0, ...scores);
  if (best === 0 || scores.filter((score) => score === best).length > 1) return null;
  const second = Math.max(0, ...scores.filter((score) => score !== best));
  const near = (clause: string) => clauses.some((other, index) => other.clause === clause && scores[index]! >= CHECK_THRESHOLDS.otherClauseNear * best);
  const index = scores.indexOf(best);
  // An English question's names (Pierre Curie) the clause does not hold: it is not clearly about what they name.
  const names = (question.match(/(?<!^\s*)\b\p{Lu}\p{L}+/gu) ?? []).filter((name) => coverage(name, passage) === 1);
  const clear = best >= CHECK_THRESHOLDS.clearClause * second && names.every((name) => coverage(name, texts[index]!) === 1);
  return { ...clauses[index]!, clear, near };
}

/**
 * Whether the clause the question is about states another number of the answer's kind and not the answer's, and no
 * clause near the question states the answer's: 洪水期约四成 asked of the clause on 枯水期, which says 六成; 1875 年
 * asked of the clause on 锗, found in 1886 年.
 */
function anotherNumberAsked(answer: string, asked: AskedClause, passage: string): boolean {
  const inClause = numbersOf(asked.clause);
  return numbersOf(answer).some(({ value, kind }) => {
    const ofKind = inClause.filter((number) => kind !== null && number.kind === kind);
    if (ofKind.length === 0 || ofKind.some((number) => number.value === value)) return false;
    // Not when a clause stating the answer's number is near the question too (died in 1934, of the sentence after
    // the one naming Marie Curie, born in 1867).
    const stating = clausesOf(passage).filter(({ clause }) => numbersOf(clause).some((number) => number.value === value && number.kind === kind));
    return !stating.some(({ clause }) => asked.near(clause));
  });
}

/**
 * Whether the answer is named in the passage beside another (程伟元和高鹗, Franklin and Wilkins) and the clause the
 * question is about names that other, not the answer: the model took one of two names said together.
 */
function namesTheOther(answer: string, asked: { clause: string }, passage: string): boolean {
  const name = answer.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/[。.!?！？]+$/, '');
  if (name.length < 2 || asked.clause.includes(name)) return false;
  const at = passage.indexOf(name);
  if (at < 0) return false;
  const after = /^(?:和|与|及|、|\s+and\s+)([\p{L}·]{2,12})/u.exec(passage.slice(at + name.length));
  const before = /([\p{L}·]{2,12})(?:和|与|及|、|\s+and\s+)$/u.exec(passage.slice(Math.max(0, at - 20), at));
  const candidates: string[] = [];
  // The other name: the longest start (after) or end (before) of the words beside it that the clause has.
  if (after) for (let end = after[1]!.length; end >= 2; end -= 1) candidates.push(after[1]!.slice(0, end));
  if (before) for (let start = 0; start <= before[1]!.length - 2; start += 1) candidates.push(before[1]!.slice(start));
  return candidates.some((other) => other.length >= 2 && asked.clause.includes(other));
}

/**
 * Whether the clause the question is about says, in the words around the answer where the passage has it, something
 * else: 化学家文克勒发现 where the question's clause says 化学家布瓦博德朗发现 (Chinese: the two characters either side).
 */
function sameFrameOtherFiller(answer: string, asked: { clause: string }, passage: string): boolean {
  const name = answer.trim().replace(/[。！？]+$/, '');
  if (!/^\p{Script=Han}[\p{Script=Han}·]*$/u.test(name) || asked.clause.includes(name)) return false;
  for (let at = passage.indexOf(name); at >= 0; at = passage.indexOf(name, at + 1)) {
    const [left, right] = [passage.slice(Math.max(0, at - 2), at), passage.slice(at + name.length, at + name.length + 2)];
    if (!/^\p{Script=Han}{2}$/u.test(left) || !/^\p{Script=Han}{2}$/u.test(right)) continue;
    const start = asked.clause.indexOf(left);
    const end = start < 0 ? -1 : asked.clause.indexOf(right, start + 2);
    const filler = end < 0 ? '' : asked.clause.slice(start + 2, end);
    if (filler.length >= 1 && filler.length <= 12 && filler !== name) return true;
  }
  return false;
}

/**
 * The answer without a Chinese preposition before it or a particle after it (在伦敦 is 伦敦, 按相对原子质量 is
 * 相对原子质量): its pair 在伦 is in no passage, and a two-pair answer would lose half its support; nor the 个 of a
 * count, which stands for any measure word; cut at a 的 inside it (西藏的拉萨: 西藏, 拉萨).
 */
const answerCore = (answer: string) =>
  normalise(
    answer
      .trim()
      .replace(/^(?:按照|按|在|于|从|由|被|用|以|是|为|到|向|对|靠|通过)(?=\p{Script=Han}{2})/u, '')
      .replace(/(?<=\p{Script=Han}{2})[的了]$/u, '')
      // 的 joins a modifier to its head (西藏的拉萨): the pairs across it are no words.
      .replace(/(?<=\p{Script=Han})的(?=\p{Script=Han})/gu, ' '),
  ).replace(/(?<=\d) 个/g, '');

/**
 * Whether the answer is only in a clause of the sentence set against the one the question clearly asks about, one of
 * the two starting with 而, 但, but, while… (…陇西传来地震的消息，而洛阳的人并没有感觉到; "Young made early progress,
 * but it was Champollion who announced…"): that clause says something else.
 */
function inContrastingClause(answer: string, asked: AskedClause, passage: string): boolean {
  if (!asked.clear || coverage(answer, asked.clause) >= CHECK_THRESHOLDS.support) return false;
  const holding = clausesOf(passage).filter(({ clause }) => coverage(answer, clause) >= CHECK_THRESHOLDS.support && !numbersMissing(answer, clause));
  return holding.length > 0 && holding.every(({ clause, sentence }) => sentence === asked.sentence && (CONTRAST.test(clause) || CONTRAST.test(asked.clause)));
}
const CONTRAST = /^(?:而|但|却|然而|不过|可是|but|while|whereas|yet)(?:\s|\p{Script=Han})/iu;

/**
 * Whether a Chinese answer is a name of the passage with one word put in for another: 酒泉卫星发射中心 where the
 * passage says 西昌卫星发射中心, 拉斯克基础医学奖 for 拉斯克临床医学奖. A part of two to four characters none of
 * whose pairs the passage has stands where the passage, around the answer's other parts (two characters or more
 * each; at the start or end, the rest four or more and twice the part), says one to four other characters. Not a
 * number (一百二十回 is read as 120 回).
 */
function substitutedWord(answer: string, passage: string): boolean {
  const name = answerCore(answer);
  if (!/^\p{Script=Han}{4,16}$/u.test(name)) return false;
  for (let start = 0; start < name.length; start += 1) {
    for (let length = 2; length <= 4 && start + length <= name.length; length += 1) {
      const [left, part, right] = [name.slice(0, start), name.slice(start, start + length), name.slice(start + length)];
      if ([...part].slice(1).some((character, index) => passage.includes(part[index]! + character))) continue;
      if ((left && left.length < 2) || (right && right.length < 2) || left.length + right.length < 3) continue;
      if ((left && !passage.includes(left)) || (right && !passage.includes(right))) continue;
      const around = new RegExp(`${left}(\\p{Script=Han}{1,4})${right}`, 'u').exec(passage);
      if (around && around[1] !== part) {
        // Inside a name; or at its start or end when the rest is a long name of the passage (卫星发射中心), not a
        // phrase followed by anything (青黄不接 + 时由官府…).
        if (left && right) return true;
        if (around[1]!.length >= 2 && (left || right).length >= Math.max(4, 2 * part.length)) return true;
      }
    }
  }
  return false;
}

/** An answer's content: English words (stop words and numbers aside) and Chinese characters (common ones aside). */
const contentOf = remembered((text: string): { words: string[]; characters: string[] } => {
  const words = new Set<string>();
  const characters = new Set<string>();
  for (const unit of unitsOf(text)) {
    if (/^[a-z]+$/.test(unit)) words.add(unit);
    else if (/\p{Script=Han}/u.test(unit)) for (const character of unit) if (!COMMON_CHARACTERS.has(character)) characters.add(character);
  }
  return { words: [...words], characters: [...characters] };
});

/**
 * Whether two English stems are one word's forms: the same, or sharing all but the shorter's last letter, four
 * letters at least (trade of trading and trader, genoa of Genoese; not brit-ain of brit-ish).
 */
function sameRoot(stem: string, other: string): boolean {
  if (stem === other) return true;
  const shorter = Math.min(stem.length, other.length);
  if (shorter < 4) return false;
  let shared = 0;
  while (shared < shorter && stem[shared] === other[shared]) shared += 1;
  return shared >= shorter - 1;
}

/** Whether a text has an English stem of the same root as the given one (`sameRoot`). */
const hasRootOf = remembered((whole: string) => {
  const stems = new Set(unitsOf(whole).filter((unit) => /^[a-z]+$/.test(unit)));
  const list = [...stems];
  return (stem: string) => stems.has(stem) || (stem.length >= 4 && list.some((other) => sameRoot(stem, other)));
});

/**
 * The share of a term's units (Chinese pairs, English stems) in a text, as `coverage` but an English word held by
 * another form of it (`sameRoot`: traders of trading).
 */
function termCoverage(answer: string, whole: string): number {
  const wanted = [...new Set(unitsOf(answer))];
  if (wanted.length === 0) return 1;
  const [holds, hasRoot] = [holdsUnit(whole), hasRootOf(whole)];
  return wanted.filter((unit) => holds(unit) || (/^[a-z]{4,}$/.test(unit) && hasRoot(unit))).length / wanted.length;
}

/** Whether an answer is a term: at most `termWords` English content words and `termCharacters` Chinese characters. */
const isTerm = (answer: string) => {
  const { words, characters } = contentOf(answer);
  return words.length <= CHECK_THRESHOLDS.termWords && characters.length <= CHECK_THRESHOLDS.termCharacters;
};

/**
 * Whether a statement names what the passage does not: a capitalised English word after its first (Genoa, Darwin)
 * or an initialism (CVS) whose stem the passage lacks.
 */
function namesMissing(answer: string, passage: string): boolean {
  const names = [...answer.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*|\b\p{Lu}{2,}\b/gu)].map((match) => match[0]);
  const holds = holdsUnit(passage);
  return names.some((name) => unitsOf(name).some((unit) => !holds(unit)));
}

/**
 * The share of a statement's plain content found in a text, paraphrase tolerated: English words by root (`sameRoot`:
 * trading, traders), Chinese by the single character (东侧 of 以东: 东), not by word.
 */
export function looseSupport(answer: string, whole: string): number {
  const { words, characters } = contentOf(answer);
  const total = words.length + characters.length;
  if (total === 0) return 1;
  const text = normalise(whole);
  const hasRoot = hasRootOf(whole);
  const found = words.filter(hasRoot).length + characters.filter((character) => text.includes(character)).length;
  return found / total;
}

/** Whether the answer's units and numbers are in the passage, and in the sentences its question is about. */
function supported(question: string, fullAnswer: string, passage: string): boolean {
  return unsupportedBy(question, fullAnswer, passage) === null;
}

/** Why the answer is not supported (the failing test's name), or null. */
export function unsupportedBy(question: string, fullAnswer: string, passage: string): string | null {
  const core = answerCore(fullAnswer);
  const bound = boundOf(fullAnswer);
  const answer = bound ? passageNumbers(core, passage, bound) : (initialismIn(fullAnswer, passage) ?? core);
  if (numbersMissing(answer, passage)) return 'number-passage';
  if (substitutedWord(fullAnswer, passage)) return 'substituted';
  if (numberOfAnotherKind(answer, passage)) return 'number-kind';
  if (question && countOfAnotherThing(question, answer, passage)) return 'count-other';
  if (question && numberFromQuestion(question, answer)) return 'number-question';
  const asked = question ? questionClause(question, answer, passage) : null;
  if (asked) {
    if (asked.clear && anotherNumberAsked(answer, asked, passage)) return 'clause-number';
    if (namesTheOther(fullAnswer, asked, passage)) return 'clause-other-name';
    if (inContrastingClause(answer, asked, passage)) return 'clause-contrast';
    if (sameFrameOtherFiller(fullAnswer, asked, passage)) return 'clause-frame';
  }
  const near = question ? questionSentences(question, answer, passage) : null;
  const text = near ? near.join(' ') : null;
  if (text && numbersMissing(answer, text)) return 'number-near';
  if (isTerm(answer)) {
    // A term (a name, a place, a short noun phrase) is a concrete thing: in the passage and the question's sentences.
    if (termCoverage(answer, passage) < CHECK_THRESHOLDS.support) return 'words-passage';
    if (text && termCoverage(answer, text) < CHECK_THRESHOLDS.support) return 'words-near';
    return null;
  }
  // A statement may paraphrase: its names must be in the passage, its plain words only loosely.
  if (namesMissing(fullAnswer, passage)) return 'name-passage';
  if (looseSupport(answer, passage) < CHECK_THRESHOLDS.looseSupport) return 'loose-passage';
  if (text && looseSupport(answer, text) < CHECK_THRESHOLDS.looseSupport) return 'loose-near';
  return null;
}

/** Whether a card's answer is supported by the passage (无出处 not flagged). */
function supportedCard(card: CardText, passage: string): boolean {
  const { question, answers } = sides(card);
  return supported(question, answers.join(' '), passage);
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
  if (distinctClozes.size >= CHECK_THRESHOLDS.clozes || answers.some((answer) => severalFacts(answer, question))) flags.push('MULTIPLE_FACTS');
  const answer = answers.join(' ');
  if (!supported(question, answer, context.passage)) flags.push('UNSUPPORTED');

  let duplicateOf: CheckedCard['duplicateOf'] = null;
  // Not an earlier proposal the passage does not support when this one is supported: the two give different answers
  // to one question in effect (约三十六万贯 as the issue, then 36万贯 as the reserve), and the earlier is the wrong one.
  const stands = (other: CardText) => flags.includes('UNSUPPORTED') || supportedCard(other, context.passage);
  const proposal = context.others.findIndex((other) => sameCard(card, other, context.passage) && stands(other));
  if (proposal >= 0) duplicateOf = { proposal };
  else {
    const point = context.points.find((other) => sameCard(card, other, context.passage));
    if (point) duplicateOf = { pointId: point.id };
  }
  if (duplicateOf) flags.push('DUPLICATE');
  return { flags, duplicateOf };
}
