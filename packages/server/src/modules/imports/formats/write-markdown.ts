// A jar's points as an Obsidian note for the Spaced Repetition plugin, in the syntax readMarkdownCards reads back:
//   a point with a 正面:   正面 / `?` / 内容                 (a multi-line card)
//   a cloze point:         内容 with its `{{cN::…}}` as they are (a paragraph; our reader takes it as a cloze card)
//   a point with neither:  `?` / 内容                         (a card with an empty question: the whole text is
//                                                               recalled, as in the app; our reader gives it no 正面)
// Each card ends with a line of its tags (`#标签`, spaces as `_`) and its block id `^guid` (when the guid is made of
// letters, digits, `-` and `_`; other guids are left out and the card is known by a hash of its text). A blank line
// inside a field becomes a line `<br>` (outside code blocks), since a blank line ends a card; a field's line that
// is `?` or `??` is written `\?` / `\??` so that it does not split the card. The note starts with the jar's name as a
// heading and the `#flashcards/…` tag the plugin needs.
import type { ExportDeck } from './write-csv';

const FENCE = /^\s*(```|~~~)/;
const BLOCK_ID = /^[A-Za-z0-9_-]+$/;
const CLOZE = /\{\{c\d+::/;

/** A tag as Obsidian writes one: no spaces, no `#`; a tag of digits only is not a tag there and is left out. */
export function obsidianTag(tag: string): string | null {
  const value = tag
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_\-/]/gu, '');
  return value && !/^[\d/]+$/.test(value) ? value : null;
}

/** A field's lines with no blank line outside code blocks and no line that reads as a separator. */
function fieldLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.trim().replace(/\r\n?/g, '\n').split('\n')) {
    const match = FENCE.exec(line);
    if (fence) {
      lines.push(line);
      if (match?.[1] === fence) fence = null;
      continue;
    }
    if (match) fence = match[1] ?? null;
    const trimmed = line.trim();
    if (!trimmed) lines.push('<br>');
    else if (trimmed === '?' || trimmed === '??') lines.push(`\\${trimmed}`);
    else lines.push(line.replace(/[ \t]+$/, ''));
  }
  return lines;
}

export function writeMarkdownCards(deck: ExportDeck): Uint8Array {
  const deckTag = obsidianTag(deck.name.replace(/\//g, '-'));
  const out: string[] = [`# ${deck.name.replace(/[\r\n]+/g, ' ').trim()}`, '', deckTag ? `#flashcards/${deckTag}` : '#flashcards'];
  for (const note of deck.notes) {
    const card: string[] = [];
    const front = note.front?.trim() ? note.front : null;
    if (front !== null) card.push(...fieldLines(front), '?', ...fieldLines(note.content));
    else if (CLOZE.test(note.content)) card.push(...fieldLines(note.content));
    else card.push('?', ...fieldLines(note.content));
    const tags = [...new Set(note.tags.map(obsidianTag).filter((tag): tag is string => tag !== null))].map((tag) => `#${tag}`);
    const trailer = [...tags, ...(BLOCK_ID.test(note.guid) ? [`^${note.guid}`] : [])];
    if (trailer.length > 0) card.push(trailer.join(' '));
    out.push('', ...card);
  }
  return new TextEncoder().encode(`${out.join('\n')}\n`);
}
