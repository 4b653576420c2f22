// flomo's "导出全部（HTML）" as memos: a zip holding one HTML page (`<name>的笔记.html` or `index.html`, sometimes in a
// folder) and a `file/` folder of images. Each `<div class="memo">` has a `<div class="time">` (China time), a
// `<div class="content">` of HTML and a `<div class="files">` of `<img src="file/…">`. The page is parsed with the
// DOM turndown already runs in Node (domino), not with patterns over the HTML.
//
// Tags: flomo's `#标签` / `#父/子` tokens (after the start or a space, up to the next space) are the memo's tags. They
// leave the text when they stand alone on a line, or end the memo's last line; written inside a sentence
// (「今天 #读书 了」) they stay in it, so the sentence still reads.
import { createHash } from 'node:crypto';
import TurndownService from 'turndown';
import { IMPORT_LIMITS, ImportFileError, type ImportedMedia, type ImportedNote, type ImportedSource, type Skipped } from '../model';
import { openZip, type SafeZip } from '../safe-zip';
import { htmlToMarkdown } from '../../../files/html-to-markdown';

export const FLOMO_NOTE_TYPE = { name: 'flomo', fields: ['内容'], kind: 'OTHER', front: null, content: [0] } as const;

/** What is read of domino's elements (the server compiles without the DOM's types). */
interface ElementLike {
  nodeName: string;
  innerHTML: string;
  textContent: string | null;
  classList: { contains(name: string): boolean };
  getAttribute(name: string): string | null;
  querySelector(selector: string): ElementLike | null;
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
}

interface RawMemo {
  time: string;
  content: string;
  files: string[];
}

/** The memos of one flomo page, in the page's order. */
export function parseFlomoHtml(html: string): RawMemo[] {
  const memos: RawMemo[] = [];
  const service = new TurndownService();
  service.addRule('flomo-memo', {
    filter: (node) => {
      const element = node as unknown as ElementLike;
      return element.nodeName === 'DIV' && element.classList.contains('memo');
    },
    replacement(_content, node) {
      const element = node as unknown as ElementLike;
      const files = Array.from(element.querySelectorAll('.files [src]'), (file) => file.getAttribute('src') ?? '').filter(Boolean);
      memos.push({
        time: element.querySelector('.time')?.textContent?.trim() ?? '',
        content: element.querySelector('.content')?.innerHTML ?? '',
        files,
      });
      return '';
    },
  });
  service.turndown(html);
  return memos;
}

/** flomo's `2024-01-05 21:33:10`, China time (UTC+8), as an instant; null when it is not one. */
export function flomoTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour - 8, minute, second));
  return Number.isNaN(date.getTime()) ? null : date;
}

// A flomo tag: `#` after the start of a line or a space, then anything up to a space or another `#` (turndown's
// backslashes before `_` or `*` are not part of it).
const TAG = /(^|[ \t])#((?:\\.|[^\s#\\])+)/gm;
const tagName = (raw: string) => raw.replace(/\\(.)/g, '$1');
const isTag = (name: string) => !/^\d+$/.test(name);

/** The memo's tags, and its Markdown without those that stand alone on a line or end its last line. */
export function flomoTags(markdown: string): { markdown: string; tags: string[] } {
  const tags: string[] = [];
  for (const match of markdown.matchAll(TAG)) {
    const name = tagName(match[2] ?? '');
    if (isTag(name) && !tags.includes(name)) tags.push(name);
  }
  const onlyTags = (line: string) => line.trim() !== '' && line.replace(TAG, (whole, _before: string, raw: string) => (isTag(tagName(raw)) ? '' : whole)).trim() === '';
  const lines = markdown.split('\n').filter((line) => !onlyTags(line));
  // Tags ending the last line (「……一句话 #读书 #方法」) go too.
  const last = lines.length - 1;
  if (last >= 0) {
    let line = lines[last] ?? '';
    for (;;) {
      const match = /(^|[ \t])#((?:\\.|[^\s#\\])+)[ \t]*$/.exec(line);
      if (!match || !isTag(tagName(match[2] ?? ''))) break;
      line = line.slice(0, match.index).replace(/[ \t]+$/, '');
    }
    lines[last] = line;
  }
  return { markdown: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim(), tags };
}

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

function isZipBytes(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** A `src` relative to the page, as the zip's path (`a/b/../c` resolved; a URL or an escape is not a file). */
function zipPath(base: string, src: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return null;
  let decoded = src;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    // keep it as written
  }
  const parts: string[] = base ? base.split('/') : [];
  for (const part of decoded.split(/[\\/]/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/') || null;
}

export function readFlomoExport(fileName: string, bytes: Uint8Array): ImportedSource {
  // An unzipped page (the learner opened the zip) is read too: its images are then all missing.
  let zip: SafeZip | null = null;
  let pages: Array<{ base: string; html: string }>;
  if (isZipBytes(bytes)) {
    zip = openZip(fileName, bytes);
    const opened = zip;
    pages = [...opened.entries.keys()]
      .filter((name) => /\.html?$/i.test(name) && !name.split('/').includes('__MACOSX'))
      .map((name) => ({ base: name.split('/').slice(0, -1).join('/'), html: new TextDecoder('utf-8').decode(opened.read(name)) }))
      .filter((page) => /class\s*=\s*["']?memo\b/.test(page.html));
  } else {
    const html = new TextDecoder('utf-8').decode(bytes);
    pages = /class\s*=\s*["']?memo\b/.test(html) ? [{ base: '', html }] : [];
  }
  if (pages.length === 0) {
    throw new ImportFileError(`「${fileName}」里没有找到 flomo 的笔记页面，请上传 flomo 导出的 zip 文件`, 'IMPORT_UNKNOWN_FORMAT');
  }

  const notes: ImportedNote[] = [];
  const skipped: Skipped[] = [];
  const media = new Map<string, ImportedMedia>();
  for (const page of pages) {
    for (const memo of parseFlomoHtml(page.html)) {
      const converted = htmlToMarkdown(memo.content);
      const { markdown, tags } = flomoTags(converted.markdown);
      const names: string[] = [];
      for (const src of [...converted.media, ...memo.files]) {
        const name = zipPath(page.base, src);
        if (name && !names.includes(name)) names.push(name);
      }
      const where = memo.time || `第 ${notes.length + skipped.length + 1} 条`;
      if (!markdown && names.length === 0) {
        skipped.push({ where, reason: 'EMPTY', detail: `${where} 的 MEMO 没有内容` });
        continue;
      }
      for (const name of names) {
        const entry = zip?.entries.get(name);
        const opened = zip;
        if (entry && opened && !media.has(name)) media.set(name, { name, size: entry.size, read: async () => opened.read(name) });
      }
      notes.push({
        sourceId: sha1(`${memo.time}\x1f${memo.content}\x1f${memo.files.join('\x1f')}`),
        noteType: FLOMO_NOTE_TYPE.name,
        fields: [markdown],
        deck: [],
        tags,
        media: names,
        reviews: [],
        createdAt: flomoTime(memo.time),
      });
    }
  }
  if (notes.length > IMPORT_LIMITS.notes) {
    throw new ImportFileError(`「${fileName}」里的 MEMO 超过 ${IMPORT_LIMITS.notes} 条，请分批导出再导入`, 'IMPORT_TOO_LARGE');
  }
  const noteType = { ...FLOMO_NOTE_TYPE, fields: [...FLOMO_NOTE_TYPE.fields], content: [...FLOMO_NOTE_TYPE.content] };
  return { kind: 'flomo', noteTypes: [noteType], notes, skipped, media, target: 'MEMOS' };
}
