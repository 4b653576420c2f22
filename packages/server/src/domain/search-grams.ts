// Search terms for Chinese on PGlite and PostgreSQL without extensions (TOOLCHAIN.md "Chinese search"): a published
// jar stores the distinct unigrams and bigrams of its name's (tags', description's) CJK runs plus every prefix of each latin
// word; a query needs all of its own terms (`grams @> $terms`, a GIN index scan), then a substring check confirms it.
// Shared domain logic: the store writes a published jar's terms, the marketplace searches them; both must agree.

/** Latin words longer than this index (and match) by their first LATIN_PREFIX_MAX letters. */
const LATIN_PREFIX_MAX = 24;
const RUN = /[\p{L}\p{N}]+/gu;
const LATIN = /[a-z0-9]+|[^a-z0-9]+/g;

/** Lower case, full-width forms folded (ＰＹＴＨＯＮ → python), spaces squeezed. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function pieces(text: string): Array<{ latin: boolean; text: string }> {
  const result: Array<{ latin: boolean; text: string }> = [];
  for (const run of normaliseSearchText(text).match(RUN) ?? []) {
    for (const piece of run.match(LATIN) ?? []) result.push({ latin: /^[a-z0-9]/.test(piece), text: piece });
  }
  return result;
}

/** The terms stored for a published jar's searchable text. */
export function documentGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const piece of pieces(text)) {
    if (piece.latin) {
      const word = piece.text.slice(0, LATIN_PREFIX_MAX);
      for (let end = 1; end <= word.length; end += 1) grams.add(word.slice(0, end));
      continue;
    }
    const chars = [...piece.text];
    chars.forEach((char, index) => {
      grams.add(char);
      const next = chars[index + 1];
      if (next) grams.add(char + next);
    });
  }
  return [...grams];
}

/** The terms a query needs: its single character, or each of its bigrams; each latin word as a prefix. */
export function queryGrams(query: string): string[] {
  const grams = new Set<string>();
  for (const piece of pieces(query)) {
    if (piece.latin) {
      grams.add(piece.text.slice(0, LATIN_PREFIX_MAX));
      continue;
    }
    const chars = [...piece.text];
    if (chars.length === 1) grams.add(chars[0] as string);
    for (let index = 0; index + 1 < chars.length; index += 1) grams.add(`${chars[index]}${chars[index + 1]}`);
  }
  return [...grams];
}

/**
 * What the substring check runs over: the name, the tags, then the description (简介), one per line (no match spans
 * two). Search matches the description too, so a jar is found by what it is about, not only by its title.
 */
export function searchTextOf(name: string, tags: readonly string[], description = ''): string {
  return [name, ...tags, description].map(normaliseSearchText).filter(Boolean).join('\n');
}

/** `%`, `_` and `\` typed by a user are literal in LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
