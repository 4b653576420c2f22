// The cards of an Obsidian note written for the Spaced Repetition plugin, as knowledge points:
//   单行 `正面::背面`, 双向 `正面:::背面`;
//   多行: the lines of a paragraph before a line `?` (`??`: both ways) are the 正面, the lines after it the 背面;
//   填空: a paragraph with `==高亮==` (each becomes `{{cN::…}}`, numbered within the card) or with `{{cN::…}}` already.
// A card ends at a blank line or a heading. Prose around the cards is ignored. The deck is the note's
// `#flashcards/子目录` tag (the last one before or on the card), else the file's name; the other `#tags` on a card's
// lines become its tags and leave its text; the plugin's `<!--SR:…-->` schedule comments are dropped. A block id
// `^abc123` on a card is its sourceId, else a hash of its text. Inside a card, a line holding only `<br>` is a blank
// line (how writeMarkdownCards keeps a field's paragraphs in one card). Embedded files (`![[x.png]]`, `![](x.png)`)
// leave the text and are named in `media` (a Markdown file carries none: the job reports them missing).
import { createHash } from 'node:crypto';
import { IMPORT_LIMITS, ImportFileError, type ImportedNote, type ImportedSource, type NoteType } from '../model';
import { decodeText } from '../../../files/decode-text';

type CardKind = 'basic' | 'reversed' | 'cloze' | 'plain';
const CARD_KINDS: CardKind[] = ['basic', 'reversed', 'cloze', 'plain'];

/** The note types of the cards (a fresh copy each call). */
export function markdownNoteType(kind: CardKind): NoteType {
  switch (kind) {
    case 'basic':
      return { name: 'Markdown', fields: ['正面', '背面'], kind: 'BASIC', front: 0, content: [1] };
    case 'reversed':
      return { name: 'Markdown 双向', fields: ['正面', '背面'], kind: 'BASIC_REVERSED', front: 0, content: [1] };
    case 'cloze':
      return { name: 'Markdown 填空', fields: ['文本'], kind: 'CLOZE', front: null, content: [0] };
    case 'plain':
      // `?` with nothing before it: a point without a 正面 (how writeMarkdownCards writes one).
      return { name: 'Markdown 无正面', fields: ['内容'], kind: 'OTHER', front: null, content: [0] };
  }
}

interface Line {
  text: string;
  /** Inside a fenced code block: never a separator, never scanned for tags. */
  code: boolean;
}

const HEADING = /^#{1,6}(\s|$)/;
const FENCE = /^\s*(```|~~~)/;
const SR_COMMENT = /<!--SR:.*?-->/g;
const BLOCK_ID = /(?:^|\s)\^([A-Za-z0-9_-]+)\s*$/;
// Obsidian's tag: `#` after the start or a space, letters, digits, `_`, `-`, `/`, not digits only.
const TAG = /(^|\s)#([\p{L}\p{N}_\-/]+)/gu;
const FLASHCARDS_TAG = /^flashcards(?:\/(.*))?$/i;
const EMBED = /!\[\[([^\]|#]+)(?:[|#][^\]]*)?\]\]|!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const CLOZE_MARKUP = /\{\{c(\d+)::/g;
const HIGHLIGHT = /==(?=\S)(.+?)==/g;
const BR_LINE = /^\s*<br\s*\/?>\s*$/i;

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

function splitFrontMatter(text: string): { frontMatter: string; body: string[] } {
  const lines = text.split('\n');
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && (line.trim() === '---' || line.trim() === '...'));
    if (end > 0) return { frontMatter: lines.slice(1, end).join('\n'), body: lines.slice(end + 1) };
  }
  return { frontMatter: '', body: lines };
}

/** The `flashcards/…` deck of the front matter's `tags:` (a list inline or one per line). */
function frontMatterDeck(frontMatter: string): string[] | null {
  const match = /^tags:\s*(.*)$/m.exec(frontMatter);
  if (!match) return null;
  const after = frontMatter.slice((match.index ?? 0) + match[0].length);
  const listed = (match[1] ?? '').trim()
    ? (match[1] ?? '').replace(/^\[|\]$/g, '').split(/[,\s]+/)
    : [...after.matchAll(/^\s*-\s*(.+)$/gm)].map((item) => item[1] ?? '');
  for (const raw of listed) {
    const deck = deckOf(raw.trim().replace(/^["']|["']$/g, '').replace(/^#/, ''));
    if (deck) return deck;
  }
  return null;
}

function deckOf(tag: string): string[] | null {
  const match = FLASHCARDS_TAG.exec(tag);
  if (!match) return null;
  return (match[1] ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Paragraphs: runs of lines without a blank line or a heading (a fenced block belongs to its paragraph). */
function paragraphs(lines: string[]): Array<{ lines: Line[]; first: number }> {
  const result: Array<{ lines: Line[]; first: number }> = [];
  let current: Line[] = [];
  let first = 0;
  let fence: string | null = null;
  const close = () => {
    if (current.length > 0) result.push({ lines: current, first });
    current = [];
  };
  lines.forEach((text, index) => {
    const fenceMatch = FENCE.exec(text);
    if (fence) {
      current.push({ text, code: true });
      if (fenceMatch?.[1] === fence) fence = null;
      return;
    }
    if (fenceMatch) {
      if (current.length === 0) first = index;
      fence = fenceMatch[1] ?? null;
      current.push({ text, code: true });
      return;
    }
    if (!text.trim() || HEADING.test(text)) {
      close();
      result.push({ lines: [], first: index }); // keeps headings' tags in order for the deck
      return;
    }
    if (current.length === 0) first = index;
    current.push({ text, code: false });
  });
  close();
  return result;
}

/** `::` or `:::` of a single-line card, outside inline code and `{{cN::…}}`. */
function singleLineSeparator(text: string): { at: number; length: number } | null {
  const masked = text.replace(/`[^`]*`|\{\{c\d+::.*?\}\}/g, (part) => ' '.repeat(part.length));
  const triple = masked.indexOf(':::');
  if (triple >= 0) return { at: triple, length: 3 };
  const double = masked.indexOf('::');
  return double >= 0 ? { at: double, length: 2 } : null;
}

interface Cleaned {
  text: string;
  tags: string[];
  media: string[];
  blockId: string | null;
  decks: string[][];
}

/** The card's lines without the plugin's comments, the block id, the tags and the embeds, named apart. */
function clean(lines: Line[]): Cleaned {
  const tags: string[] = [];
  const media: string[] = [];
  const decks: string[][] = [];
  let blockId: string | null = null;
  const out: string[] = [];
  for (const line of lines) {
    if (line.code) {
      out.push(line.text);
      continue;
    }
    let text = line.text.replace(SR_COMMENT, '');
    const id = BLOCK_ID.exec(text);
    if (id) {
      blockId = id[1] ?? null;
      text = text.slice(0, id.index);
    }
    text = text.replace(TAG, (whole, before: string, tag: string) => {
      if (/^[\d/]+$/.test(tag)) return whole;
      const deck = deckOf(tag);
      if (deck) decks.push(deck);
      else if (!tags.includes(tag)) tags.push(tag);
      return before;
    });
    text = text.replace(EMBED, (_whole, wiki: string | undefined, path: string | undefined) => {
      const name = (wiki ?? path ?? '').trim();
      if (name && !/^[a-z][a-z0-9+.-]*:/i.test(name) && !media.includes(name)) media.push(safeDecode(name));
      return '';
    });
    out.push(BR_LINE.test(text) ? '' : text.replace(/[ \t]+$/, ''));
  }
  return { text: out.join('\n').trim(), tags, media, blockId, decks };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `==高亮==` as `{{cN::高亮}}`, numbered after the card's existing clozes. */
function toCloze(text: string): string {
  let next = Math.max(0, ...[...text.matchAll(CLOZE_MARKUP)].map((match) => Number(match[1]))) + 1;
  return text.replace(HIGHLIGHT, (_whole, answer: string) => `{{c${next++}::${answer}}}`);
}

const hasCloze = (text: string) => /==(?=\S)(.+?)==/.test(text) || /\{\{c\d+::/.test(text);

export function readMarkdownCards(fileName: string, input: string | Uint8Array): ImportedSource {
  const text = (typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeText(input)).replace(/\r\n?/g, '\n');
  const fileDeck = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const { frontMatter, body } = splitFrontMatter(text);
  let deck: string[] | null = frontMatterDeck(frontMatter);

  const notes: ImportedNote[] = [];
  const used = new Set<CardKind>();
  const add = (kind: CardKind, parts: Cleaned[], fields: string[]) => {
    const tags = [...new Set(parts.flatMap((part) => part.tags))];
    const media = [...new Set(parts.flatMap((part) => part.media))];
    const blockId = parts.map((part) => part.blockId).find((id) => id !== null) ?? null;
    if (fields.every((field) => !field) && media.length === 0) return;
    used.add(kind);
    notes.push({
      sourceId: blockId ?? sha1(fields.join('\x1f')),
      noteType: markdownNoteType(kind).name,
      fields,
      deck: deck && deck.length > 0 ? deck : [fileDeck],
      tags,
      media,
      reviews: [],
      createdAt: null,
    });
  };
  /** Scans lines that are not part of a card for `#flashcards/…` (the deck of the cards after them). */
  const noteDeck = (lines: Line[]) => {
    for (const found of clean(lines).decks) deck = found;
  };
  const rawLine = (text: string): Line => ({ text, code: false });

  for (const paragraph of paragraphs(body)) {
    const lines = paragraph.lines;
    // A heading or a blank line (kept as an empty paragraph): only its tags matter.
    if (lines.length === 0) {
      const heading = body[paragraph.first] ?? '';
      if (HEADING.test(heading)) noteDeck([rawLine(heading.replace(/^#{1,6}/, ''))]);
      continue;
    }
    const separator = lines.findIndex((line) => !line.code && (line.text.trim() === '?' || line.text.trim() === '??'));
    if (separator >= 0) {
      const front = clean(lines.slice(0, separator));
      const back = clean(lines.slice(separator + 1));
      for (const found of [...front.decks, ...back.decks]) deck = found;
      const reversed = lines[separator]?.text.trim() === '??';
      if (!back.text && back.media.length === 0) continue;
      if (!front.text && front.media.length === 0) add('plain', [front, back], [back.text]);
      else add(reversed ? 'reversed' : 'basic', [front, back], [front.text, back.text]);
      continue;
    }
    const rest: Line[] = [];
    let cards = 0;
    for (const line of lines) {
      const split = line.code ? null : singleLineSeparator(line.text);
      if (!split) {
        rest.push(line);
        continue;
      }
      // A card written as a list item (`- 正面::背面`) has no list marker in its 正面.
      const front = clean([rawLine(line.text.slice(0, split.at).replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''))]);
      const back = clean([rawLine(line.text.slice(split.at + split.length))]);
      for (const found of [...front.decks, ...back.decks]) deck = found;
      if (!front.text || !back.text) {
        rest.push(line);
        continue;
      }
      cards += 1;
      add(split.length === 3 ? 'reversed' : 'basic', [front, back], [front.text, back.text]);
    }
    // With single-line cards around, each other line with a cloze is a card of its own; else the paragraph is.
    const groups = cards > 0 ? rest.map((line) => [line]) : [rest];
    for (const group of groups) {
      const cleaned = clean(group);
      for (const found of cleaned.decks) deck = found;
      if (group.some((line) => !line.code && hasCloze(line.text))) add('cloze', [cleaned], [toCloze(cleaned.text)]);
    }
  }

  if (notes.length > IMPORT_LIMITS.notes) {
    throw new ImportFileError(`「${fileName}」里的卡片超过 ${IMPORT_LIMITS.notes} 张，请拆成几个文件再导入`, 'IMPORT_TOO_LARGE');
  }
  const noteTypes = CARD_KINDS.filter((kind) => used.has(kind)).map(markdownNoteType);
  return { kind: 'markdown', noteTypes, notes, skipped: [], media: new Map(), target: 'JAR_ITEMS' };
}
