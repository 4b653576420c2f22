// A field of HTML (Anki, flomo, CSV with `#html:true`) as our Markdown, and the media it names. Media leave the text
// (they become the point's attachments, in order); scripts, styles and frames go with their content; every other
// tag gives its text, so no raw HTML survives (the product renders Markdown without it anyway).
import TurndownService from 'turndown';
import { parseHTML } from './linkedom';
import { parseSimpleHtml } from './simple-html';

export interface ConvertedField {
  markdown: string;
  /** File names of images, audio and video, in order of appearance, each once. */
  media: string[];
}

/** What the rules read of a node (the server compiles without the DOM's types; the nodes are linkedom's). */
interface ElementLike {
  nodeName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}
const element = (node: unknown) => node as ElementLike;

const SOUND_TAG = /\[sound:([^\]]+)\]/g;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A `src` as a file name of the package: local names only (a URL of another host is not a file of the deck). */
function localName(src: string | null): string | null {
  if (!src) return null;
  const value = src.trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The media names of the field being converted: turndown runs synchronously, so one converter serves every call. */
let collecting = new Set<string>();

// Built once: a converter costs more to set up than most fields take to convert.
const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
service.remove(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'head', 'title', 'link', 'meta']);
service.addRule('media', {
  filter: ['img', 'audio', 'video', 'source'],
  replacement(_content, node) {
    const name = localName(element(node).getAttribute('src'));
    if (name) collecting.add(name);
    return '';
  },
});
service.addRule('sound', {
  filter: (node) => element(node).nodeName === 'SPAN' && element(node).hasAttribute('data-import-sound'),
  replacement(_content, node) {
    const name = localName(element(node).getAttribute('data-import-sound'));
    if (name) collecting.add(name);
    return '';
  },
});

// One parsed container, refilled for each field. Given a string, turndown builds a whole document (html, head, body)
// with domino for every field: a third of reading a 20 000-note deck. linkedom filling one div is ≈ 2× faster and
// gives the same Markdown (turndown converts a node it is given from a clone, as it does its own parse). Made at the
// first field that is not simple markup (linkedom.ts).
type Container = TurndownService.Node & { innerHTML: string };
let container: Container | null = null;
function domContainer(): Container {
  if (!container) {
    container = parseHTML('<!doctype html><html><body><div></div></body></html>').document.querySelector('div') as unknown as Container;
  }
  return container;
}

function convert(html: string, media: Set<string>, simpleMarkup: boolean): string {
  collecting = media;
  try {
    // Simple markup (most fields) as a tree of plain objects: the same tree linkedom builds, without its cost.
    const simple = simpleMarkup ? parseSimpleHtml(html) : null;
    if (simple) return service.turndown(simple as unknown as TurndownService.Node);
    const dom = domContainer();
    try {
      dom.innerHTML = html;
      return service.turndown(dom);
    } finally {
      dom.innerHTML = '';
    }
  } finally {
    collecting = new Set();
  }
}

/**
 * Converts one field. `html: false` treats the value as plain text (CSV without `#html:true`); `simpleMarkup: false`
 * parses every field with linkedom (the path the simple one is proven equal to).
 */
export function htmlToMarkdown(value: string, { html = true, simpleMarkup = true }: { html?: boolean; simpleMarkup?: boolean } = {}): ConvertedField {
  const media = new Set<string>();
  if (!html) {
    const markdown = value.replace(SOUND_TAG, (_tag, name: string) => {
      const local = localName(name);
      if (local) media.add(local);
      return '';
    });
    return { markdown: markdown.trim(), media: [...media] };
  }
  // Anki's sound tags are text, not elements: made elements first, so their order among the images is kept (with
  // a character inside: turndown hands an empty element to its blank rule, never to ours).
  const marked = value.replace(SOUND_TAG, (_tag, name: string) => `<span data-import-sound="${escapeAttribute(name)}">♪</span>`);
  // Most fields of real decks are plain text: nothing to parse, only Markdown's characters to escape, as turndown
  // itself escapes text (whitespace collapsed the way HTML shows it).
  const markdown = /[<&]/.test(marked) ? convert(marked, media, simpleMarkup) : service.escape(marked.replace(/\s+/g, ' ').trim());
  const tidy = markdown.replace(/^[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
  return { markdown: tidy, media: [...media] };
}
