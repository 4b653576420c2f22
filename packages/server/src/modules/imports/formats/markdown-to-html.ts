// A point's Markdown as HTML for Anki (apkg fields, CSV with `#html:true`): micromark, the parser react-markdown
// runs in the browser, with GitHub's extensions and without raw HTML (a `<script>` typed in a point stays text).
//
// Speed (an export converts every point, 10 000 or more): the extensions are built and combined once, not per call
// (that alone halved the time), and text that no Markdown or GFM construct can touch — no markup character, no line that
// could open a block, no autolink — is written as micromark writes it without being parsed.
// test/imports/markdown-to-html.test.ts checks the short cut against micromark on generated text.
import { compile, parse, postprocess, preprocess, type Options } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const OPTIONS: Options = { extensions: [gfm()], htmlExtensions: [gfmHtml()] };

/**
 * micromark(value, OPTIONS) with the syntax extensions combined once: `parse` combines them on every call, which
 * cost a third of an export. The parser's per-document state (link and footnote definitions, lazy lines) is reset before each
 * document, which is all a fresh parser differs in (the test compares with micromark itself).
 */
const parser = parse(OPTIONS) as ReturnType<typeof parse> & { gfmFootnotes?: string[] };
function micromarkOnce(value: string): string {
  parser.defined = [];
  parser.lazy = {};
  // GFM footnote definitions are the extension's own per-document state on the parser.
  delete parser.gfmFootnotes;
  return compile(OPTIONS)(postprocess(parser.document().write(preprocess()(value, undefined, true))));
}

/** A character that may start or end some construct (emphasis, code, links, HTML, entities, escapes, tables…). */
// eslint-disable-next-line no-control-regex -- control characters are left to micromark
const MARKUP = /[\\`*_[\]<>&|~@\u0000-\u0009\u000b-\u001f\u007f]/;
/** A line micromark might read as the start of a block (heading, quote, list, break, setext line, indented code). */
const BLOCK_START = /^(?:[\s#>\-+=]|\d{1,9}[.)])|\s$/;
const AUTOLINK = /:\/\/|www\./i;

function plainParagraphs(markdown: string): string | null {
  if (MARKUP.test(markdown) || AUTOLINK.test(markdown) || markdown.includes('\r')) return null;
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of markdown.replace(/\n+$/, '').split('\n')) {
    if (line === '') {
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      lines = [];
      continue;
    }
    if (BLOCK_START.test(line)) return null;
    lines.push(line);
  }
  if (lines.length > 0) paragraphs.push(lines.join('\n'));
  return paragraphs.map((paragraph) => `<p>${paragraph.replace(/"/g, '&quot;')}</p>`).join('\n');
}

export function markdownToHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  return plainParagraphs(markdown) ?? micromarkOnce(markdown).trim();
}
