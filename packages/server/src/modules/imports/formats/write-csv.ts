// A jar's points as a text file Anki imports as it is (File → Import): tab-separated, fields as HTML, Anki's header
// lines naming the guid and tags columns and the deck. Columns: guid, 正面 (empty for a point without one), 内容, tags.
// readCsv reads it back (same guid as sourceId, fields back to Markdown).
import Papa from 'papaparse';
import { markdownToHtml } from './markdown-to-html';

export interface ExportDeck {
  name: string;
  notes: Array<{ guid: string; front: string | null; content: string; tags: string[] }>;
}

/** One line of a header value (a line break would end the header). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
/** Anki's tags are separated by spaces: a space inside one becomes `_`. */
export const ankiTag = (tag: string) => tag.trim().replace(/\s+/g, '_');

export function writeAnkiCsv(deck: ExportDeck): Uint8Array {
  const header = [
    '#separator:tab',
    '#html:true',
    '#guid column:1',
    '#tags column:4',
    `#deck:${oneLine(deck.name)}`,
    '#columns:guid\t正面\t内容\ttags',
  ];
  const rows = deck.notes.map((note) => [
    note.guid,
    markdownToHtml(note.front ?? ''),
    markdownToHtml(note.content),
    [...new Set(note.tags.map(ankiTag).filter(Boolean))].join(' '),
  ]);
  const body = Papa.unparse(rows, {
    delimiter: '\t',
    newline: '\n',
    // A row starting with `#` would be read as a comment: its guid is quoted.
    quotes: (value: unknown, column: number) => column === 0 && String(value).startsWith('#'),
    escapeFormulae: false,
  });
  return new TextEncoder().encode(`${header.join('\n')}\n${body}${body ? '\n' : ''}`);
}
