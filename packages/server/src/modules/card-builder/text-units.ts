// The units the card checks compare texts by, for Chinese and English alike: a text is normalised (case, width,
// punctuation and spaces gone), then seen as character bigrams of the scripts written without spaces (Han, kana,
// Hangul) plus the words and numbers of the others. Bigrams because a Chinese text has no spaces (a word is most
// often two characters); words because an English one has them.

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHARACTER = /[\p{L}\p{Nd}]/u;

/** Lower case, full width folded to half (ＡＢＣ１２ → abc12), everything but letters, digits and Han dropped. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{Nd}]+/gu, ' ')
    .trim();
}

/** English words too common to say anything about a fact (the answer "the cat" is supported by "cat"). */
const STOP_WORDS = new Set(
  'a an the of to in on at by for with from and or is are was were be been it its this that these those as into than then which who whom what when where how'.split(
    ' ',
  ),
);

/**
 * The text's units: each Latin word or number (stop words left out) and each pair of adjacent Han characters (a
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
      if (latin && !STOP_WORDS.has(latin)) units.push(latin);
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
 * The share of `part`'s distinct units found in `whole` (1 when `part` has none). A lone character of `part` (马,
 * the 年 of 1994 年) is found anywhere in `whole`'s text: `whole` holds it inside its pairs, not as a unit.
 */
export function coverage(part: string, whole: string): number {
  const wanted = new Set(unitsOf(part));
  if (wanted.size === 0) return 1;
  const present = new Set(unitsOf(whole));
  const text = normalise(whole);
  let found = 0;
  for (const unit of wanted) if (present.has(unit) || (UNSPACED_SCRIPT.test(unit) && [...unit].length === 1 && text.includes(unit))) found += 1;
  return found / wanted.size;
}
