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
//   第, since 一 and 两 are in many words that are no numbers (一般, 统一, 两岸), and not 一 after 哪, 这, 那 (哪一年); two numerals side by side (七八个) are
//   a range, left as they are; 首 before 次, 届, 位, 个, 张, 批 is 第一 (首届 and 第一届);
// - digits with 万 or 亿 (80 万, 1.5 亿, 二十余万) become the whole number, thousands separators (5,268) go;
// - English number words become digits, from two up, hundreds, thousands and millions included ("three hundred and
//   sixty-two" is 362; "one" stays, unless a hundred or thousand follows: it is more often a pronoun), and digits
//   with a multiplier too (6 billion, 2.5 million);
// - a length or a mass with its unit is written in millimetres or grams, whatever unit the text used (`measures`): 2.5 吨
//   and 两千五百公斤, 8.2 km and 8,200 metres, 27 tonnes and 27 metric tons are the same units.
// - a decimal keeps its point (2.5 is one number, not 2 and 5), 一点五 is 1.5, and a fraction is a percentage
//   (五分之一, "a fifth of" and 20 % alike; 千分之一 0.1 %, 百分之百 100 %); "half a" is 0.5, "six and a half" 6.5;
// - an area or volume is one word whatever the text wrote (平方公里, square kilometres, km² → sqkm; 立方米, m³ → cum),
//   never read as a length;
// - a lone numeral opening the text before a measure word is a number (一号坑).
// Ordinals (nineteenth, 19th), percentages (百分之六十, 60 %), temperatures (80 ℃, 八十摄氏度) and British spellings
// (anaemia, colour, organise, centre) are written one way (`otherForms`). An English possessive's s goes (Halley's Comet is Halley Comet); English pronouns, auxiliaries and
// "because", "so", "also" are stop words; common irregular past forms are their verbs (began, built).
// Hedges on a number say nothing about the fact (`dropHedges`): 约, 大约, 大概, 将近, 接近, 超过, 不到 (and 公元, AD) before a number;
// 多, 余 right after one and 左右, 上下 after its measure word; about, around, approximately, roughly, nearly, almost,
// circa, c., some, over, under, more than, less than, fewer than, at least, at most, up to before one.
import { stemmer } from 'stemmer';

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHARACTER = /[\p{L}\p{Nd}]/u;

const CHINESE_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CHINESE_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const CHINESE_NUMERAL_RUN = /[零〇一二两三四五六七八九十百千万亿]+/g;
/** Measure words (and units) after which a lone numeral is a number: 七次, 两个, 三月, 八回. */
export const MEASURE_WORDS = new Set([...'个次回年月日号天周岁人名位种类条件本张艘座米里丈尺寸斤倍届层项家所只头匹台辆架章卷集代颗枚道分秒点度克吨升元块份部场首句段节门批组队支双对套期轮成篇幅册页贯亩']);

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
const ENGLISH_MULTIPLIERS = new Map<string, number>([
  ['hundred', 100],
  ['thousand', 1e3],
  ['million', 1e6],
  ['billion', 1e9],
]);

/**
 * English number words in digits ("forty four", once the hyphen is gone, is 44; "three hundred and sixty two" is
 * 362; "five thousand" 5000), in a text of words and spaces. "one" and "a" count only before a multiplier.
 */
function englishNumbers(spaced: string): string {
  const words = spaced.split(' ');
  const out: string[] = [];
  for (let index = 0; index < words.length; ) {
    let total = 0;
    let current = 0;
    let end = index;
    let last: 'small' | 'tens' | 'multiplier' | null = null;
    for (let at = index; at < words.length; at += 1) {
      const word = words[at]!;
      const next = words[at + 1] ?? '';
      const value = ENGLISH_NUMBERS.get(word) ?? ((word === 'one' || word === 'a') && ENGLISH_MULTIPLIERS.has(next) ? 1 : undefined);
      const multiplier = ENGLISH_MULTIPLIERS.get(word);
      if (value !== undefined) {
        // "forty four" is one number, "four four" two.
        if (last === 'small' || (last === 'tens' && value >= 10)) break;
        current += value;
        last = value >= 20 ? 'tens' : 'small';
      } else if (multiplier !== undefined && last !== null && last !== 'multiplier') {
        if (multiplier === 100) current *= 100;
        else {
          total += current * multiplier;
          current = 0;
        }
        last = 'multiplier';
      } else if (word === 'and' && last === 'multiplier' && ENGLISH_NUMBERS.has(next)) {
        continue;
      } else break;
      end = at + 1;
    }
    if (end === index) {
      out.push(words[index]!);
      index += 1;
    } else {
      out.push(String(total + current));
      index = end;
    }
  }
  return out.join(' ');
}

/** A Chinese decimal: 一点五 is 1.5, 三点一四 3.14 (点 with numerals after it; 三点钟 and 特点 are no numbers). */
const CHINESE_DECIMAL = /([零〇一二两三四五六七八九十百千]+)点([零〇一二三四五六七八九]+)/g;
/** A Chinese fraction: 五分之一 (one fifth) is 20 percent, 千分之一 0.1 percent, 百分之百 100 percent. */
const CHINESE_FRACTION = /([零〇一二两三四五六七八九十百千]+|\d+)分之([零〇一二两三四五六七八九十百千]+|\d+)/g;
/** A numeral of a fraction: 百 and 千 alone are 100 and 1000 there (百分之百, 千分之一). */
const fractionPart = (numeral: string) => ({ 十: 10, 百: 100, 千: 1000, 万: 1e4 })[numeral] ?? chineseNumeralValue(numeral) ?? Number(numeral);
/** A share as a percentage, to 4 significant digits (a third is 33.33 percent). */
const percentOf = (share: number) => String(Number((share * 100).toPrecision(4)));

/** Chinese numerals, 万 and 亿 and thousands separators in digits (see the header); before punctuation goes. */
function chineseNumbers(text: string): string {
  return text
    .replace(CHINESE_DECIMAL, (found: string, whole: string, decimals: string) => {
      const value = chineseNumeralValue(whole);
      return value === null ? found : ` ${value}.${[...decimals].map((character) => CHINESE_DIGITS[character]).join('')} `;
    })
    .replace(CHINESE_FRACTION, (found: string, denominator: string, numerator: string) => {
      const [below, above] = [fractionPart(denominator), fractionPart(numerator)];
      return below > 0 && above > 0 ? ` ${percentOf(above / below)} percent ` : found;
    })
    .replace(/首(?=[次届位个张批])/g, '第一')
    .replace(/(?<=\d),(?=\d{3}(?!\d))/g, '')
    .replace(CHINESE_NUMERAL_RUN, (found: string, offset: number, whole: string) => {
      // The 千 of 千克, 千米, 千瓦 is the unit's: 八十六千克 is 86 千克.
      const unit = /千$/.test(found) && /^[克米瓦卡]/.test(whole[offset + found.length] ?? '') && found.length > 1;
      const run = unit ? found.slice(0, -1) : found;
      const value = chineseNumeralValue(run);
      if (value !== null && unit) return ` ${value} 千`;
      if (value === null) return found;
      const lone = [...run].length === 1;
      if (lone && !MEASURE_WORDS.has(whole[offset + run.length] ?? '') && whole[offset - 1] !== '第') return run;
      // 哪一年, 这一次, 那一位: which, this, that one, no number.
      if (run === '一' && offset > 0 && '哪这那'.includes(whole[offset - 1]!)) return run;
      return ` ${value} `;
    })
    .replace(/(\d+(?:\.\d+)?)\s*(?:多|余)?\s*([万亿])/g, (_, amount: string, unit: string) => ` ${Math.round(Number(amount) * (unit === '亿' ? 1e8 : 1e4))} `);
}

const ENGLISH_ORDINALS = new Map<string, string>(
  [
    ...'third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth'
      .split(' ')
      .map((word, index) => [word, String(index + 3)] as const),
    ...'twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth'.split(' ').map((word, index) => [word, String((index + 2) * 10)] as const),
  ],
);

/** A British spelling the American way, so that both are one word: anaemia, colour, organise, centre, catalogue. */
function americanSpelling(word: string): string {
  if (!/^[a-z]{5,}$/.test(word)) return word;
  return word
    .replace(/(?<=[a-z])ae(?=[a-z])/g, 'e')
    .replace(/our$/, 'or')
    .replace(/(?<=[a-z]{3})is(e|ed|es|ing|ation|ations)$/, 'iz$1')
    .replace(/tre(s?)$/, 'ter$1')
    .replace(/ogue$/, 'og');
}

/**
 * Ordinals, percentages and temperatures written one way: "nineteenth" and 19th are 19 (not first and second, more
 * often words); 百分之六十, 60 % and 60 per cent are "60 percent"; 80 ℃, 80 °C and 八十摄氏度 are "80 celsius".
 */
function otherForms(text: string): string {
  return englishFractions(areasAndVolumes(text))
    .replace(/\b(\d+)(?:st|nd|rd|th)\b/g, '$1')
    .replace(
      /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/g,
      (_, tens: string, unit: string) => String(ENGLISH_NUMBERS.get(tens)! + 'first second third fourth fifth sixth seventh eighth ninth'.split(' ').indexOf(unit) + 1),
    )
    .replace(/\p{L}+/gu, (word) => ENGLISH_ORDINALS.get(word) ?? americanSpelling(word))
    .replace(/百分之\s*(\d+(?:\.\d+)?)/g, ' $1 percent ')
    .replace(/(\d)\s*(?:%|per\s?cent\b)/g, '$1 percent ')
    .replace(/(\d)\s*(?:°\s*c\b|℃|摄氏度|degrees? (?:celsius|centigrade|c\b))/g, '$1 celsius ');
}

const FRACTION_DENOMINATORS = new Map<string, number>(
  'third quarter fourth fifth sixth seventh eighth ninth tenth'.split(' ').map((word, index) => [word, word === 'quarter' ? 4 : index + (index >= 2 ? 2 : 3)]),
);
const FRACTION_NUMERATORS = new Map<string, number>([['a', 1], ['one', 1], ...[...ENGLISH_NUMBERS].filter(([, value]) => value < 10)]);

/**
 * English fractions as numbers (before ordinals become digits): "a fifth of" and "two thirds of" as percentages (20
 * percent, as 五分之一 and 20 % are), "half a" as 0.5 (half a millimetre is 0.5 mm) and "six and a half" as 6.5.
 */
function englishFractions(text: string): string {
  return text
    .replace(/\b(a|one|two|three|four|five|six|seven|eight|nine) (third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth)s? of\b/g, (found, numerator: string, denominator: string) => {
      const [above, below] = [FRACTION_NUMERATORS.get(numerator), FRACTION_DENOMINATORS.get(denominator)];
      return above === undefined || below === undefined ? found : `${percentOf(above / below)} percent of`;
    })
    .replace(/\b(\d+|[a-z]+) and a half\b/g, (found, whole: string) => {
      const value = /^\d+$/.test(whole) ? Number(whole) : ENGLISH_NUMBERS.get(whole);
      return value === undefined ? found : `${value}.5`;
    })
    .replace(/\bhalf an? (?=[a-z])/g, '0.5 ');
}

/**
 * Areas and volumes as one word each, whatever the text wrote, and never a length (`measures` would read km³ as km):
 * 平方公里, square kilometres and km² are sqkm; 立方米, cubic metres and m³ are cum.
 */
function areasAndVolumes(text: string): string {
  return text
    .replace(/(?<=\d)\s*(?:多|余)?\s*(?:平方(?:千米|公里)|square kilomet(?:re|er)s?|sq\.? ?km|km2)(?![a-z\d])/g, ' sqkm ')
    .replace(/(?<=\d)\s*(?:多|余)?\s*(?:平方米|square met(?:re|er)s?|sq\.? ?m|m2)(?![a-z\d])/g, ' sqm ')
    .replace(/(?<=\d)\s*(?:多|余)?\s*(?:立方(?:千米|公里)|cubic kilomet(?:re|er)s?|km3)(?![a-z\d])/g, ' cukm ')
    .replace(/(?<=\d)\s*(?:多|余)?\s*(?:立方米|cubic met(?:re|er)s?|m3)(?![a-z\d])/g, ' cum ');
}

/** Digits with an English multiplier as one number: 6 billion, 2.5 million, 10 thousand. */
const englishMultiples = (text: string) =>
  text.replace(/(\d+(?:\.\d+)?) (hundred|thousand|million|billion)\b/g, (_, amount: string, word: string) => String(Number((Number(amount) * ENGLISH_MULTIPLIERS.get(word)!).toPrecision(12))));

/** Units of length and mass, in millimetres or grams (`measures`): Chinese ones start the text after a number, English ones are it. */
const MEASURE_UNITS: Array<[RegExp, RegExp, number, string]> = [
  [/^(?:千米|公里)/, /^(?:km|kilometres?|kilometers?)$/, 1e6, 'mm'],
  [/^厘米/, /^(?:cm|centimetres?|centimeters?)$/, 10, 'mm'],
  [/^毫米/, /^(?:mm|millimetres?|millimeters?)$/, 1, 'mm'],
  [/^米/, /^(?:m|metres?|meters?)$/, 1000, 'mm'],
  [/^(?:公斤|千克)/, /^(?:kg|kilograms?|kilos?)$/, 1000, 'g'],
  [/^吨/, /^(?:t|tonnes?|(?:metric )?tons?)$/, 1e6, 'g'],
  [/^克/, /^(?:g|grams?)$/, 1, 'g'],
];

/** A number with a unit of length or mass in millimetres or grams (see the header): 2.5 吨 → 2500000 g, 8.2 km → 8200000 mm. */
function measures(text: string): string {
  return text.replace(/(\d+(?:\.\d+)?)\s*([\p{Script=Han}]{1,2}|[a-z]+(?: tons?)?)/gu, (whole, amount: string, after: string) => {
    const latin = /^[a-z]/.test(after);
    for (const [chinese, english, factor, unit] of MEASURE_UNITS) {
      const match = (latin ? english : chinese).exec(after);
      if (match) return ` ${Number((Number(amount) * factor).toPrecision(12))} ${unit} ${after.slice(match[0].length)}`;
    }
    return whole;
  });
}

/** Hedges on a number dropped (see the header): 约 6300 千米 and 大约 6300 千米, "about 400" and "more than 400". */
export function dropHedges(text: string): string {
  return text
    .replace(/(?:大约|大概|约莫|约|将近|接近|超过|不到)\s*(?=\d)/g, '')
    // 公元 and AD before a year say nothing more (公元132年 is 132年); 公元前, BC stay.
    .replace(/公元(?!前)\s*(?=\d)|\bad\s+(?=\d)/g, '')
    .replace(/(?<=\d)\s*(?:多|余)/g, '')
    .replace(/(?<=\d\s*(?:[\p{Script=Han}]{0,2}|mm|g))\s*(?:左右|上下)/gu, '')
    .replace(/\b(?:about|around|approximately|roughly|nearly|almost|circa|ca|c|some|over|under|more than|less than|fewer than|at least|at most|up to|only|just|exactly)\s+(?=\d|one\b)/g, '');
}

/** Lower case, full width folded to half (ＡＢＣ１２ → abc12), numbers in digits, hedges dropped, everything but letters and digits gone. */
/**
 * A function of a text remembered for the texts last asked (a card is checked against its passage's sentences and
 * clauses and every earlier card: the same texts again and again); forgets all at `limit` texts.
 */
export function remembered<T>(compute: (text: string) => T, limit = 4000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = compute(text);
      cache.set(text, value);
    }
    return value;
  };
}

export const normalise = remembered(normaliseText);

function normaliseText(text: string): string {
  const lower = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(?<=\p{L})['’]s\b/gu, '');
  // Punctuation goes but a decimal point (2.5 吨), number words in digits, lengths and masses in one unit, then the point.
  const spaced = otherForms(chineseNumbers(lower))
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^\p{L}\p{Nd}.]+/gu, ' ')
    .replace(/ +/g, ' ');
  const measured = measures(englishMultiples(englishNumbers(spaced.trim()))).replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  return dropHedges(measured.trim())
    .replace(/\s+/g, ' ')
    .trim();
}

/** English irregular past forms, as their verb (began is begin, built build): the stemmer knows only -ed. */
const IRREGULAR_VERBS = new Map<string, string>(
  (
    'began:begin begun:begin built:build won:win wrote:write written:write took:take taken:take led:lead made:make ' +
    'became:become gave:give given:give held:hold bought:buy fought:fight sold:sell told:tell knew:know known:know ' +
    'grew:grow grown:grow drew:draw drawn:draw flew:fly flown:fly ran:run rose:rise risen:rise fell:fall fallen:fall ' +
    'sank:sink sunk:sink struck:strike stood:stand thought:think brought:bring caught:catch taught:teach sent:send ' +
    'spent:spend went:go gone:go came:come saw:see seen:see chose:choose chosen:choose drove:drive driven:drive ' +
    'spoke:speak spoken:speak broke:break broken:break froze:freeze frozen:freeze hid:hide hidden:hide lay:lie ' +
    'met:meet paid:pay said:say sought:seek shot:shoot slew:slay slain:slay swam:swim threw:throw thrown:throw ' +
    'wore:wear worn:wear left:leave lost:lose kept:keep felt:feel dug:dig wove:weave woven:weave'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** English words too common to say anything about a fact (the answer "the cat" is supported by "cat"). */
const STOP_WORDS = new Set(
  'a an the of to in on at by for with from and or is are was were be been being it its this that these those as into than then which who whom what when where how he she him his her they them their we us our you your i has have had do does did will would can could may might shall should must because so also just very there here'.split(
    ' ',
  ),
);

/**
 * The text's units: each Latin word (stemmed) or number (stop words left out) and each pair of adjacent Han characters (a
 * lone Han character between non-Han ones counts as itself).
 */
export const unitsOf = (text: string): string[] => [...unitsOfText(text)];
const unitsOfText = remembered(textUnits);

function textUnits(text: string): string[] {
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
      // A stem's last e goes: Porter leaves "die" but makes "died" di.
      if (latin && !STOP_WORDS.has(latin)) units.push(/\p{L}/u.test(latin) ? stemmer(IRREGULAR_VERBS.get(latin) ?? latin).replace(/(?<=..)e$/, '') : latin);
      latin = '';
    };
    for (const character of run) {
      // A decimal point between digits stays in its number (2.5 is one unit, not 2 and 5).
      if (character === '.' && /\d$/.test(latin)) latin += character;
      else if (UNSPACED_SCRIPT.test(character)) {
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
  const left = unitsOfText(a);
  const right = unitsOfText(b);
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
export const holdsUnit = remembered((whole: string): ((unit: string) => boolean) => {
  const present = new Set(unitsOfText(whole));
  const text = normalise(whole);
  return (unit) => present.has(unit) || (UNSPACED_SCRIPT.test(unit) && [...unit].length === 1 && text.includes(unit));
});

/** The share of `part`'s distinct units found in `whole` (1 when `part` has none; see `holdsUnit`). */
export function coverage(part: string, whole: string): number {
  const wanted = new Set(unitsOfText(part));
  if (wanted.size === 0) return 1;
  const holds = holdsUnit(whole);
  let found = 0;
  for (const unit of wanted) if (holds(unit)) found += 1;
  return found / wanted.size;
}

const ENGLISH_UNITS = /^(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|centur(?:y|ies)|decades?|volumes?|times|per|percent|dollars?|pounds?|miles?|mm|g|sqkm|sqm|cukm|cum)$/;

/** A number of a normalised text: digits, with a decimal point (2.5) or not. */
export const NUMBERS = /\d+(?:\.\d+)?/g;
const NUMBER_TOKEN = /^\d+(?:\.\d+)?$/;

/** A number of a normalised text and its kind: the measure word or unit after it (年 and a bare year are "year"). */
export interface CountedNumber {
  value: string;
  kind: string | null;
}

/**
 * The numbers of a text with their kinds: 1875 年 and "1875" alone (a year, 1000 to 2099) are of kind "year", 20 年
 * and "twenty years" of "years", 3 组 of 组, 50 volumes of "volume", 8200000 mm of "mm"; a number with nothing of
 * these after it has no kind.
 */
export const numbersOf = remembered(countedNumbers);

function countedNumbers(text: string): readonly CountedNumber[] {
  const tokens = normalise(text).match(/\d+(?:\.\d+)?|\p{Script=Han}|[^\d\s\p{Script=Han}]+/gu) ?? [];
  const numbers: CountedNumber[] = [];
  tokens.forEach((token, index) => {
    if (!NUMBER_TOKEN.test(token)) return;
    const next = tokens[index + 1] ?? '';
    const calendar = /^(?:1\d{3}|20\d{2})$/.test(token);
    let kind: string | null = null;
    if (calendar && (next === '年' || !(MEASURE_WORDS.has(next) || ENGLISH_UNITS.test(next)))) kind = 'year';
    else if (MEASURE_WORDS.has(next)) kind = next === '年' ? 'years' : next;
    else if (ENGLISH_UNITS.test(next)) kind = next.replace(/ies$/, 'y').replace(/s$/, '');
    numbers.push({ value: token, kind: kind === 'year' && !calendar ? 'years' : kind });
  });
  return numbers;
}
