// A CSV or tab-separated text file (Anki's text import, a sheet saved from Excel) as knowledge points. Anki's header
// lines (`#separator:`, `#html:`, `#tags:`, `#columns:`, `#notetype:`, `#deck:` and the `#… column:N` ones) are read
// when present; without them the separator is guessed (tab, comma, semicolon) and a first row of column names is
// recognised. Bytes are UTF-8 (a BOM is dropped), UTF-16 with its BOM, or else GBK (Excel's Chinese CSVs).
import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { IMPORT_LIMITS, ImportFileError, type ImportedNote, type ImportedSource, type NoteType, type Skipped } from '../model';
import { decodeText } from '../../../files/decode-text';
import { htmlToMarkdown } from '../../../files/html-to-markdown';

const SEPARATOR_NAMES: Record<string, string> = { comma: ',', semicolon: ';', tab: '\t', space: ' ', pipe: '|', colon: ':' };
const SEPARATOR_LABELS: Record<string, string> = { ',': '逗号', ';': '分号', '\t': '制表符', ' ': '空格', '|': '竖线', ':': '冒号' };
const separatorLabel = (separator: string) => SEPARATOR_LABELS[separator] ?? `「${separator}」`;

// Column names we recognise (compared trimmed and lower-cased).
const FRONT_NAMES = ['正面', '问题', '题目', '问', '单词', '词语', '词汇', 'front', 'question', 'word', 'term'];
const CONTENT_NAMES = ['背面', '答案', '内容', '释义', '解释', '答', '备注', 'back', 'answer', 'text', 'definition', 'meaning', 'extra', 'back extra'];
const TAGS_NAMES = ['标签', 'tags', 'tag'];
const DECK_NAMES = ['牌组', '卡组', 'deck'];
const GUID_NAMES = ['guid'];
const NOTETYPE_NAMES = ['笔记类型', '笔记模板', 'notetype', 'note type'];
/** Names of columns that are neither 正面 nor content by default, known only to tell a row of names from data. */
const OTHER_NAMES = ['例句', '拼音', '读音', '音标', '中文', '英文', '翻译', '解析', '出处', '来源', 'example', 'notes', 'reading', 'translation'];
const KNOWN_NAMES = new Set([...FRONT_NAMES, ...CONTENT_NAMES, ...TAGS_NAMES, ...DECK_NAMES, ...GUID_NAMES, ...NOTETYPE_NAMES, ...OTHER_NAMES]);
const key = (name: string) => name.trim().toLowerCase();

/** A file with more rows than this disagreeing with the column count is read with the wrong separator. */
const BAD_ROWS_SHARE = 0.25;
const CLOZE = /\{\{c\d+::/;

interface Headers {
  separator: string | null;
  html: boolean;
  tags: string[];
  /** `#columns:` as written (split once the separator is known). */
  columns: string | null;
  notetype: string | null;
  deck: string[];
  /** 0-based column indexes. */
  notetypeColumn: number | null;
  deckColumn: number | null;
  tagsColumn: number | null;
  guidColumn: number | null;
  /** How many lines the header took (line numbers of rows count from after them). */
  lines: number;
}

function readHeaders(text: string): { headers: Headers; body: string } {
  const headers: Headers = {
    separator: null,
    html: false,
    tags: [],
    columns: null,
    notetype: null,
    deck: [],
    notetypeColumn: null,
    deckColumn: null,
    tagsColumn: null,
    guidColumn: null,
    lines: 0,
  };
  let offset = 0;
  while (offset < text.length && text[offset] === '#') {
    const end = text.indexOf('\n', offset);
    const line = text.slice(offset, end < 0 ? text.length : end);
    offset = end < 0 ? text.length : end + 1;
    headers.lines += 1;
    const match = /^#([^:]+):(.*)$/.exec(line);
    if (!match) continue; // a comment line
    const name = key(match[1] ?? '');
    const value = match[2] ?? '';
    const column = () => {
      const number = Number.parseInt(value.trim(), 10);
      return Number.isInteger(number) && number >= 1 ? number - 1 : null;
    };
    switch (name) {
      case 'separator': {
        const raw = value.trim();
        headers.separator = SEPARATOR_NAMES[raw.toLowerCase()] ?? (value.length === 1 ? value : raw.length === 1 ? raw : null);
        break;
      }
      case 'html':
        headers.html = value.trim().toLowerCase() === 'true';
        break;
      case 'tags':
        headers.tags = splitTags(value);
        break;
      case 'columns':
        headers.columns = value;
        break;
      case 'notetype':
        headers.notetype = value.trim() || null;
        break;
      case 'deck':
        headers.deck = deckPath(value);
        break;
      case 'notetype column':
        headers.notetypeColumn = column();
        break;
      case 'deck column':
        headers.deckColumn = column();
        break;
      case 'tags column':
        headers.tagsColumn = column();
        break;
      case 'guid column':
        headers.guidColumn = column();
        break;
      default:
        break;
    }
  }
  return { headers, body: text.slice(offset) };
}

const splitTags = (value: string) => [...new Set(value.split(/\s+/).filter(Boolean))];
const deckPath = (value: string) =>
  value
    .split('::')
    .map((part) => part.trim())
    .filter(Boolean);

function parseRows(body: string, separator: string): Array<{ row: string[]; start: number }> {
  const rows: Array<{ row: string[]; start: number }> = [];
  let start = 0;
  Papa.parse<string[]>(body, {
    delimiter: separator,
    newline: '\n',
    quoteChar: '"',
    step(result, parser) {
      rows.push({ row: result.data, start });
      start = result.meta.cursor;
      // Empty lines count too: a file of blank lines is not a way around the limit.
      if (rows.length > IMPORT_LIMITS.notes + 1) parser.abort();
    },
  });
  return rows;
}

const isEmptyRow = (row: string[]) => row.every((cell) => cell.trim() === '');

/** The separator that splits the first rows most consistently into more than one column (tab, comma, semicolon). */
function guessSeparator(body: string): string | null {
  const sample = body
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 50)
    .join('\n');
  let best: { separator: string; score: number } | null = null;
  for (const separator of ['\t', ',', ';']) {
    const counts = parseRows(sample, separator)
      .filter(({ row }) => !isEmptyRow(row))
      .map(({ row }) => row.length);
    const expected = modalCount(counts);
    if (expected <= 1) continue;
    const score = counts.filter((count) => count === expected).length;
    if (!best || score > best.score) best = { separator, score };
  }
  return best?.separator ?? null;
}

/** The most frequent count (ties: the larger). */
function modalCount(counts: number[]): number {
  const frequency = new Map<number, number>();
  for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
  let best = 0;
  let bestFrequency = 0;
  for (const [count, times] of frequency) {
    if (times > bestFrequency || (times === bestFrequency && count > best)) {
      best = count;
      bestFrequency = times;
    }
  }
  return best;
}

/** Column names: two we know (or the only one), all short, none a cloze. One known word alone may be data. */
function looksLikeHeaderRow(row: string[]): boolean {
  const cells = row.filter((cell) => cell.trim());
  const known = cells.filter((cell) => KNOWN_NAMES.has(key(cell))).length;
  return (known >= 2 || (known === 1 && cells.length === 1)) && cells.every((cell) => cell.trim().length <= 30 && !CLOZE.test(cell));
}

/** 1-based line numbers of body offsets (the header lines come first). */
function lineNumbers(body: string, firstLine: number): (offset: number) => number {
  const breaks: number[] = [];
  for (let index = body.indexOf('\n'); index >= 0; index = body.indexOf('\n', index + 1)) breaks.push(index);
  return (offset) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((breaks[middle] ?? 0) < offset) low = middle + 1;
      else high = middle;
    }
    return firstLine + low;
  };
}

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

export function readCsv(fileName: string, bytes: Uint8Array): ImportedSource {
  const text = decodeText(bytes).replace(/\r\n?/g, '\n');
  const { headers, body } = readHeaders(text);
  const separator = headers.separator ?? guessSeparator(body) ?? ',';
  const lineOf = lineNumbers(body, headers.lines + 1);

  const parsed = parseRows(body, separator);
  let rows = parsed.filter(({ row }) => !isEmptyRow(row));
  if (rows.length > IMPORT_LIMITS.notes || parsed.length > IMPORT_LIMITS.notes + 1) {
    throw new ImportFileError(`「${fileName}」超过 ${IMPORT_LIMITS.notes} 行，请拆成几个文件再导入`, 'IMPORT_TOO_LARGE');
  }

  let names = headers.columns === null ? null : headers.columns.split(separator).map((name) => name.trim());
  const first = rows[0];
  if (!names && first && looksLikeHeaderRow(first.row)) {
    names = first.row.map((cell) => cell.trim());
    rows = rows.slice(1);
  }

  // Excel may end every row with empty cells: they do not make a row longer.
  const trimmed = rows.map(({ row, start }) => {
    const cells = [...row];
    while (cells.length > (names?.length ?? 1) && cells.at(-1)?.trim() === '') cells.pop();
    return { row: cells, start, line: lineOf(start) };
  });
  const expected = names?.length ?? modalCount(trimmed.map(({ row }) => row.length));
  if (expected > IMPORT_LIMITS.fieldsPerNote) {
    throw new ImportFileError(`「${fileName}」有 ${expected} 列，最多支持 ${IMPORT_LIMITS.fieldsPerNote} 列`, 'IMPORT_BAD_TEXT');
  }
  const bad = trimmed.filter(({ row }) => row.length !== expected);
  if (bad.length > 0 && bad.length > trimmed.length * BAD_ROWS_SHARE) {
    const lines = bad.slice(0, 5).map(({ line }) => line);
    throw new ImportFileError(
      `「${fileName}」第 ${lines.join('、')} 行${bad.length > lines.length ? '等' : ''}的列数与其他行不同：请检查分隔符（当前按${separatorLabel(separator)}分隔）`,
      'IMPORT_BAD_TEXT',
    );
  }

  // Which columns are not fields: Anki's explicit `#… column:N` first, else recognised column names.
  const named = (list: string[]) => {
    const index = names?.findIndex((name) => list.includes(key(name))) ?? -1;
    return index >= 0 ? index : null;
  };
  const inRange = (index: number | null) => (index !== null && index < expected ? index : null);
  const guidColumn = inRange(headers.guidColumn ?? named(GUID_NAMES));
  const tagsColumn = inRange(headers.tagsColumn ?? named(TAGS_NAMES));
  const deckColumn = inRange(headers.deckColumn ?? named(DECK_NAMES));
  const notetypeColumn = inRange(headers.notetypeColumn ?? named(NOTETYPE_NAMES));
  const special = new Set([guidColumn, tagsColumn, deckColumn, notetypeColumn].filter((index) => index !== null));
  const fieldColumns = Array.from({ length: expected }, (_, index) => index).filter((index) => !special.has(index));
  const fieldNames = fieldColumns.map((column, index) => names?.[column] || `第 ${index + 1} 列`);

  const notes: ImportedNote[] = [];
  const skipped: Skipped[] = [];
  for (const { row, line } of trimmed) {
    const guid = guidColumn === null ? '' : (row[guidColumn] ?? '').trim();
    const where = guid || `第 ${line} 行`;
    if (row.length !== expected) {
      skipped.push({ where, reason: 'UNREADABLE', detail: `第 ${line} 行有 ${row.length} 列，其他行是 ${expected} 列` });
      continue;
    }
    const raw = fieldColumns.map((column) => row[column] ?? '');
    const media = new Set<string>();
    const fields = raw.map((value) => {
      const converted = htmlToMarkdown(value, { html: headers.html });
      for (const name of converted.media) media.add(name);
      return converted.markdown;
    });
    if (fields.every((field) => !field) && media.size === 0) {
      skipped.push({ where, reason: 'EMPTY', detail: `第 ${line} 行没有内容` });
      continue;
    }
    const noteType = (notetypeColumn === null ? '' : (row[notetypeColumn] ?? '').trim()) || headers.notetype || 'CSV';
    const rowDeck = deckColumn === null ? [] : deckPath(row[deckColumn] ?? '');
    const rowTags = tagsColumn === null ? [] : splitTags(row[tagsColumn] ?? '');
    notes.push({
      sourceId: guid || sha1(raw.join('\x1f')),
      noteType,
      fields,
      deck: rowDeck.length > 0 ? rowDeck : headers.deck,
      tags: [...new Set([...headers.tags, ...rowTags])],
      media: [...media],
      reviews: [],
      createdAt: null,
    });
  }

  const noteTypes = [...new Set(notes.map((note) => note.noteType))].map((name) =>
    noteTypeFor(
      name,
      fieldNames,
      notes.filter((note) => note.noteType === name),
    ),
  );
  if (noteTypes.length === 0) noteTypes.push(noteTypeFor('CSV', fieldNames, []));
  return { kind: 'csv', noteTypes, notes, skipped, media: new Map(), target: 'JAR_ITEMS' };
}

/**
 * The default mapping: the recognised columns, else the first column as the 正面 and the second as the content. A
 * cloze in the first column of unnamed columns (or a note type named so) makes it a cloze note type without a 正面;
 * under a column named 正面, a note with an empty 正面 simply has none.
 */
function noteTypeFor(name: string, fields: string[], notes: ImportedNote[]): NoteType {
  const frontIndex = fields.findIndex((field) => FRONT_NAMES.includes(key(field)));
  const contentIndexes = fields.flatMap((field, index) => (CONTENT_NAMES.includes(key(field)) ? [index] : []));
  let front: number | null;
  let content: number[];
  if (frontIndex >= 0) {
    front = frontIndex;
    content = contentIndexes.length > 0 ? contentIndexes : fields.flatMap((_, index) => (index === frontIndex ? [] : [index]));
  } else if (contentIndexes.length > 0) {
    front = null;
    content = contentIndexes;
  } else if (fields.length >= 2) {
    front = 0;
    content = [1];
  } else {
    front = null;
    content = fields.length === 1 ? [0] : [];
  }
  const clozeIn = (indexes: number[]) => notes.some((note) => indexes.some((index) => CLOZE.test(note.fields[index] ?? '')));
  const clozeFirst = frontIndex < 0 && front !== null && (/cloze|填空/i.test(name) || clozeIn([front]));
  if (clozeFirst && front !== null) {
    return { name, fields, kind: 'CLOZE', front: null, content: [front, ...content] };
  }
  if (front === null) return { name, fields, kind: clozeIn(content) || /cloze|填空/i.test(name) ? 'CLOZE' : 'OTHER', front, content };
  return { name, fields, kind: /revers|双向|反向/i.test(name) ? 'BASIC_REVERSED' : 'BASIC', front, content };
}
