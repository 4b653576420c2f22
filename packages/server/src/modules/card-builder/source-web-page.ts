// A pasted web page as AI 制卡's material: Readability (Firefox's reader view) finds the article in the page's
// HTML, parsed with linkedom (no scripts run, nothing fetched), and the shared converter makes it our Markdown.
// Navigation, scripts, styles, footers and the rest of the page's furniture stay behind.
import { Readability } from '@mozilla/readability';
import { CARD_BUILDER_SOURCE_MESSAGES as MESSAGES } from '@memory/contracts';
import { htmlToMarkdown } from '../../files/html-to-markdown';
import { parseHTML } from '../../files/linkedom';
import { SourceRefused, tidy } from './source-file';

/** Below this the page has no article Readability would call one: the whole body is taken instead. */
const ARTICLE_MIN_CHARACTERS = 50;

export function readWebPage(html: string): { title: string; text: string } {
  // A fragment (the article copied from the page) is wrapped, so Readability sees a document.
  const page = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  const { document } = parseHTML(page);
  const pageTitle = (document.querySelector('title')?.textContent ?? '').trim();
  const article = new Readability(document as unknown as Document, { charThreshold: ARTICLE_MIN_CHARACTERS }).parse();
  let body = article?.content ?? '';
  if (!article || (article.textContent ?? '').trim().length < ARTICLE_MIN_CHARACTERS) {
    // A short page or a fragment: its body, without what is never the text (htmlToMarkdown drops scripts and styles).
    const fallback = parseHTML(page).document;
    for (const element of fallback.querySelectorAll('nav, header, footer, aside, form, button')) element.remove();
    body = fallback.body?.innerHTML ?? '';
  }
  const text = tidy(htmlToMarkdown(body).markdown);
  if (!text) throw new SourceRefused(MESSAGES.noArticle);
  const title = (article?.title ?? '').trim() || pageTitle || text.split('\n')[0]!.replace(/^#+\s*/, '').slice(0, 30);
  return { title, text };
}
