// An uploaded file as AI 制卡's material: .txt / .md as text, .docx through mammoth (its HTML as our Markdown), .pdf
// through pdfjs-dist (the text layer only). The kind is decided by the bytes, not the name: a PDF starts `%PDF-`, a
// .docx is a zip holding word/document.xml (opened with the shared safe zip first, so a bomb is refused before
// mammoth inflates anything), an old .doc or a password-protected Office file is an OLE container, and text is
// what is left when it holds no NUL bytes. Every refusal is a SourceRefused with a Chinese message naming the file.
import { CARD_BUILDER_SOURCE_MAX_LENGTH, CARD_BUILDER_SOURCE_MESSAGES as MESSAGES } from '@memory/contracts';
import { decodeText } from '../../files/decode-text';
import { htmlToMarkdown } from '../../files/html-to-markdown';
import { isZip, openZip, ZipRefused } from '../../files/safe-zip';

export class SourceRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceRefused';
  }
}

export interface ReadSource {
  title: string;
  /** The text read, at most a little over CARD_BUILDER_SOURCE_MAX_LENGTH (a PDF's reading stops there). */
  text: string;
  /** The reading stopped early (a long PDF): `text` is not the whole file. */
  stoppedEarly: boolean;
}

/** A .docx is small once unzipped: anything claiming more is refused before mammoth sees it. */
const DOCX_ZIP_LIMITS = { unzippedBytes: 200 * 1024 * 1024, entryRatio: 200, entries: 5_000 };
/** Pages read of a PDF: past this the text is far over the limit of one run anyway. */
const PDF_MAX_PAGES = 2_000;

type Kind = 'text' | 'docx' | 'pdf';
const KIND_BY_EXTENSION: Readonly<Record<string, Kind>> = { txt: 'text', md: 'text', markdown: 'text', docx: 'docx', pdf: 'pdf' };
const KIND_NAMES: Readonly<Record<Kind, string>> = { text: '文本', docx: ' Word 文档（.docx）', pdf: ' PDF' };

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

function isPdf(bytes: Uint8Array): boolean {
  // The header may follow a little junk (some writers put a few bytes first); readers look in the first kilobyte.
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes('%PDF-');
}

function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  // UTF-16 (with its BOM) has NUL bytes by nature: decodeText reads it.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return false;
  return head.includes(0);
}

/** What the bytes are: a kind we read, an old/locked Office file, or something else. */
function sniff(bytes: Uint8Array): Kind | 'ole' | 'zip' | 'binary' {
  if (isPdf(bytes)) return 'pdf';
  if (startsWith(bytes, OLE_MAGIC)) return 'ole';
  if (isZip(bytes)) return 'zip';
  return looksBinary(bytes) ? 'binary' : 'text';
}

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;

/** Reads the file's text; throws SourceRefused with what to do when it cannot. */
export async function readSourceFile(fileName: string, bytes: Uint8Array): Promise<ReadSource> {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
  const named = Object.hasOwn(KIND_BY_EXTENSION, extension) ? KIND_BY_EXTENSION[extension] : undefined;
  if (!named) throw new SourceRefused(MESSAGES.unsupported(fileName));
  const found = sniff(bytes);
  if (named === 'docx' && found === 'ole') throw new SourceRefused(MESSAGES.oldWord(fileName));
  if (found !== named && !(named === 'docx' && found === 'zip')) {
    if (named === 'text') throw new SourceRefused(MESSAGES.notText(fileName));
    throw new SourceRefused(MESSAGES.mismatch(fileName, KIND_NAMES[named]));
  }
  const title = withoutExtension(fileName);
  let read: { text: string; stoppedEarly: boolean };
  if (named === 'pdf') read = await readPdf(fileName, bytes);
  else if (named === 'docx') read = { text: await readDocx(fileName, bytes), stoppedEarly: false };
  else read = { text: decodeText(bytes), stoppedEarly: false };
  const text = tidy(read.text);
  if (!text) throw new SourceRefused(named === 'pdf' ? MESSAGES.scannedPdf(fileName) : MESSAGES.empty(fileName));
  return { title, text, stoppedEarly: read.stoppedEarly };
}

/** Where a source of more than one run's characters is cut: between paragraphs, else lines, else anywhere. */
export function cutToRunLimit(text: string, limit = CARD_BUILDER_SOURCE_MAX_LENGTH): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit + 1);
  for (const boundary of ['\n\n', '\n']) {
    const at = head.lastIndexOf(boundary);
    if (at >= limit * 0.8) return text.slice(0, at).trimEnd();
  }
  return text.slice(0, limit);
}

/** Line ends as \n, trailing spaces gone, no more than one blank line in a row. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0\u3000]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function readDocx(fileName: string, bytes: Uint8Array): Promise<string> {
  try {
    const zip = openZip(fileName, bytes, DOCX_ZIP_LIMITS);
    if (!zip.entries.has('word/document.xml')) throw new SourceRefused(MESSAGES.mismatch(fileName, KIND_NAMES.docx));
  } catch (error) {
    if (error instanceof ZipRefused) throw new SourceRefused(error.reason === 'NOT_ZIP' ? MESSAGES.brokenDocx(fileName) : error.message);
    throw error;
  }
  const mammoth = (await import('mammoth')).default;
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }));
  } catch {
    throw new SourceRefused(MESSAGES.brokenDocx(fileName));
  }
  return htmlToMarkdown(html).markdown;
}

/** pdfjs's own errors, by name (its classes are not exported in a way both builds share). */
const pdfErrorName = (error: unknown) => (error && typeof error === 'object' && 'name' in error ? String(error.name) : '');

/**
 * The text layer, page by page, with a turn of the event loop between pages (pdfjs parses on this thread in Node):
 * a long PDF keeps the server answering others. Reading stops once there is more text than one run takes.
 */
async function readPdf(fileName: string, bytes: Uint8Array): Promise<{ text: string; stoppedEarly: boolean }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs takes the buffer over (detaches it): it gets a copy.
  const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw new SourceRefused(pdfErrorName(error) === 'PasswordException' ? MESSAGES.lockedPdf(fileName) : MESSAGES.brokenPdf(fileName));
  }
  const pages: string[] = [];
  let length = 0;
  let stoppedEarly = false;
  try {
    const count = Math.min(document.numPages, PDF_MAX_PAGES);
    for (let number = 1; number <= count; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      page.cleanup();
      pages.push(text.trim());
      length += text.length;
      if (length > CARD_BUILDER_SOURCE_MAX_LENGTH && number < document.numPages) {
        stoppedEarly = true;
        break;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (document.numPages > PDF_MAX_PAGES) stoppedEarly = true;
  } catch {
    throw new SourceRefused(MESSAGES.brokenPdf(fileName));
  } finally {
    await document.destroy().catch(() => undefined);
  }
  return { text: pages.filter(Boolean).join('\n\n'), stoppedEarly };
}
