// The units the card checks compare texts by, for Chinese and English alike: a text is normalised (case, width,
// punctuation and spaces gone, numbers written one way, hedges on numbers dropped), then seen as character bigrams
// of the scripts written without spaces (Han, kana, Hangul) plus the words and numbers of the others, English words
// stemmed (Porter, the `stemmer` package: "noticed" and "notice" are one unit). Bigrams because a Chinese text has
// no spaces (a word is most often two characters); words because an English one has them.
//
// Numbers are written in digits, whatever the text wrote (`chineseNumbers`, `englishNumbers`), so that 七次 and 7 次, 四万八千 and
// 48,000, "eleven" and 11 are the same units:
// - a run of Chinese numerals that reads as one number (二十八, 两万七千八百, 一百零五; 一九八七 digit by digit) becomes
//   its value; a lone numeral (七, 两, 十) only before a measure word (次, 个, 年, 月, 回, … `MEASURE_WORDS`) or after
//   第, since 一 and 两 are in many words that are no numbers (一般, 统一, 两岸); two numerals side by side (七八个) are
//   a range, left as they are;
// - digits with 万 or 亿 (80 万, 1.5 亿, 二十余万) become the whole number, thousands separators (5,268) go;
// - English number words from two to ninety-nine become digits ("one" stays: it is more often a pronoun).
// Hedges on a number say nothing about the fact (`dropHedges`): 约, 大约, 大概, 将近, 接近, 超过, 不到 before a number;
// 多, 余 right after one and 左右, 上下 after its measure word; about, around, approximately, roughly, nearly, almost,
// circa, c., some, over, under, more than, less than, fewer than, at least, at most, up to before one.
import { stemmer } from 'stemmer';

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHARACTER = /[\p{L}\p{Nd}]/u;

const CHINESE_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CHINESE_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const CHINESE_NUMERAL_RUN = /[零〇一二两三四五六七八九十百千万亿]+/g;
/** Measure words (and units) after which a lone numeral is a number: 七次, 两个, 三月, 八回. */
const MEASURE_WORDS = new Set([...'个次回年月日号天周岁人名位种类条件本张艘座米里丈尺寸斤倍届层项家所只头匹台辆架章卷集代颗枚道分秒点度克吨升元块份部场首句段节门批组队支双对套期轮']);

/**
 * The value of a run of Chinese numerals, or null when it is not one number: 二十八 → 28, 两万七千八百 → 27800, 十五
 * → 15, 一百零五 → 105, 一九八七 → 1987 (three or more digits without units read digit by digit); 七八 (a range),
 * 万一, 千万 (a word) → null.
 */
export function chineseNumeralValue(run: string): number | null {
  const characters = [...run];
  if (characters.length >= 3 && characters.every((character) => character !== '两' && character in CHINESE_DIGITS)) {
    return Number(characters.map((character) => CHINESE_DIGITS[character]).join(''));
  }
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const character of characters) {
    if (character in CHINESE_DIGITS) {
      if (digit !== null && digit !== 0) return null;
      digit = CHINESE_DIGITS[character]!;
    } else if (character in CHINESE_UNITS) {
      // 十五 is ten and five; 百 or 千 alone is a word (百姓, 千米), not a number.
      if (digit === null && !(character === '十' && section === 0 && total === 0)) return null;
      section += (digit ?? 1) * CHINESE_UNITS[character]!;
      digit = null;
    } else {
      const amount = section + (digit ?? 0);
      if (amount === 0) return null;
      total = character === '亿' ? (total + amount) * 1e8 : total + amount * 1e4;
      section = 0;
      digit = null;
    }
  }
  return total + section + (digit ?? 0);
}

const ENGLISH_NUMBERS = new Map<string, number>(
  [
    ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
      .split(' ')
      .map((word, index) => [word, index + 2] as const),
    ...'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, index) => [word, (index + 2) * 10] as const),
  ],
);

/** Chinese numerals, 万 and 亿 and thousands separators in digits (see the header); before punctuation goes. */
function chineseNumbers(text: string): string {
  return text
    .replace(/(?<=\d),(?=\d{3}(?!\d))/g, '')
    .replace(CHINESE_NUMERAL_RUN, (run, offset: number, whole: string) => {
      const value = chineseNumeralValue(run);
      if (value === null) return run;
      const lone = [...run].length === 1;
      if (lone && !MEASURE_WORDS.has(whole[offset + run.length] ?? '') && whole[offset - 1] !== '第') return run;
      return ` ${value} `;
    })
    .replace(/(\d+(?:\.\d+)?)\s*(?:多|余)?\s*([万亿])/g, (_, amount: string, unit: string) => ` ${Math.round(Number(amount) * (unit === '亿' ? 1e8 : 1e4))} `);
}

/** English number words in digits ("forty four", once the hyphen is gone, is 44), in a text of words and spaces. */
function englishNumbers(spaced: string): string {
  const words: string[] = [];
  let tens = false;
  for (const word of spaced.split(' ')) {
    const value = ENGLISH_NUMBERS.get(word);
    if (value !== undefined && tens && value < 10) words.push(String(Number(words.pop()) + value));
    else words.push(value === undefined ? word : String(value));
    tens = value !== undefined && value >= 20 && !tens;
  }
  return words.join(' ');
}

/** Hedges on a number dropped (see the header): 约 6300 千米 and 大约 6300 千米, "about 400" and "more than 400". */
export function dropHedges(text: string): string {
  return text
    .replace(/(?:大约|大概|约莫|约|将近|接近|超过|不到)\s*(?=\d)/g, '')
    .replace(/(?<=\d)\s*(?:多|余)/g, '')
    .replace(/(?<=\d\s*[\p{Script=Han}]{0,2})\s*(?:左右|上下)/gu, '')
    .replace(/\b(?:about|around|approximately|roughly|nearly|almost|circa|ca|c|some|over|under|more than|less than|fewer than|at least|at most|up to)\s+(?=\d)/g, '');
}

/** Lower case, full width folded to half (ＡＢＣ１２ → abc12), numbers in digits, hedges dropped, everything but letters and digits gone. */
export function normalise(text: string): string {
  const spaced = chineseNumbers(text.normalize('NFKC').toLowerCase()).replace(/[^\p{L}\p{Nd}]+/gu, ' ');
  return dropHedges(englishNumbers(spaced.trim()))
    .replace(/\s+/g, ' ')
    .trim();
}

/** English words too common to say anything about a fact (the answer "the cat" is supported by "cat"). */
const STOP_WORDS = new Set(
  'a an the of to in on at by for with from and or is are was were be been it its this that these those as into than then which who whom what when where how'.split(
    ' ',
  ),
);

/**
 * The text's units: each Latin word (stemmed) or number (stop words left out) and each pair of adjacent Han characters (a
 * lone Han character between non-Han ones counts as itself).
 */
export function unitsOf(text: string): string[] {
  const units: string[] = [];
  for (const run of normalise(text).split(' ')) {
    if (!run) continue;
    let han = '';
    let latin = '';
    const flushHan = () => {
      if (han.length === 1) units.push(han);
      for (let index = 0; index + 1 < han.length; index += 1) units.push(han.slice(index, index + 2));
      han = '';
    };
    const flushLatin = () => {
      if (latin && !STOP_WORDS.has(latin)) units.push(/\p{L}/u.test(latin) ? stemmer(latin) : latin);
      latin = '';
    };
    for (const character of run) {
      if (UNSPACED_SCRIPT.test(character)) {
        flushLatin();
        han += character;
      } else if (WORD_CHARACTER.test(character)) {
        flushHan();
        latin += character;
      } else {
        flushHan();
        flushLatin();
      }
    }
    flushHan();
    flushLatin();
  }
  return units;
}

/** Dice's coefficient of the two texts' units as multisets: 1 for the same text, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  const left = unitsOf(a);
  const right = unitsOf(b);
  if (left.length === 0 || right.length === 0) return normalise(a) === normalise(b) ? 1 : 0;
  const counts = new Map<string, number>();
  for (const unit of left) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  let shared = 0;
  for (const unit of right) {
    const left = counts.get(unit) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(unit, left - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/**
 * Whether `whole` has a unit: among its units, or, for a lone character (马, the 年 of 1994 年), anywhere in its
 * text (`whole` holds it inside its pairs, not as a unit).
 */
export function holdsUnit(whole: string): (unit: string) => boolean {
  const present = new Set(unitsOf(whole));
  const text = normalise(whole);
  return (unit) => present.has(unit) || (UNSPACED_SCRIPT.test(unit) && [...unit].length === 1 && text.includes(unit));
}

/** The share of `part`'s distinct units found in `whole` (1 when `part` has none; see `holdsUnit`). */
export function coverage(part: string, whole: string): number {
  const wanted = new Set(unitsOf(part));
  if (wanted.size === 0) return 1;
  const holds = holdsUnit(whole);
  let found = 0;
  for (const unit of wanted) if (holds(unit)) found += 1;
  return found / wanted.size;
}
