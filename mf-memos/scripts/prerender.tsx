// Build step after `rspack build`: the tops of 新建 MEMO and of MEMOS as templates (dist/prerendered/new-memo.html,
// dist/prerendered/memo-feed.html) that @memory/server sends inside the shell's prerendered /home frame, so the page
// paints before the app runs (src/prerender/). Each file is the page's own CSS then its markup; neither holds data.
// MEMOS' template ends with its boot script (src/prerender/feed-paint, compiled to dist/memo-feed-boot.js), which asks
// for the feed and paints its first page before the app runs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MEMO_FEED_TEMPLATE_FILE, NEW_MEMO_TEMPLATE_FILE } from '@memory/contracts/prerender';
import { buildBootScript } from '@memory/federation/boot-script';
import { MemoFeedStaticView } from '../src/prerender/MemoFeedStaticView';
import { NewMemoStaticView } from '../src/prerender/NewMemoStaticView';

const appDir = path.resolve(import.meta.dirname, '..');

/** MEMOS' boot script, as the server serves mf-memos' dist (/remotes/mf-memos/). */
const FEED_BOOT_FILE = 'memo-feed-boot.js';
/** The one Markdown stylesheet (the design system's): the painted posts are MarkdownContent's markup. */
const MARKDOWN_CSS = path.join(appDir, 'node_modules/@memory/design-system/src/styles/markdown.css');

async function writeTemplate(file: string, cssFiles: string[], view: ReactElement, scripts: string[] = []) {
  const sources = await Promise.all(cssFiles.map((css) => readFile(path.resolve(appDir, 'src/prerender', css), 'utf8')));
  // Comments are for the sources; the page carries only the rules.
  const style = sources.join('\n').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n').trim();
  // High priority: an async script is low, and would wait for the app's preloaded files (six connections over HTTP/1.1)
  // and then for their evaluation, asking for the feed no sooner than the app.
  const tags = scripts.map((src) => `<script async fetchpriority="high" src="${src}"></script>`).join('');
  const template = `<style>${style}</style>${renderToStaticMarkup(view)}${tags}`;
  const target = path.join(appDir, 'dist', file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, template);
  console.log(`prerender: dist/${file} (${(Buffer.byteLength(template) / 1024).toFixed(1)} KB)`);
}

await writeTemplate(NEW_MEMO_TEMPLATE_FILE, ['static-page.css', 'new-memo-static.css'], <NewMemoStaticView />);
const bootBytes = await buildBootScript({ dir: appDir, entry: 'src/prerender/feed-paint/index.ts', filename: FEED_BOOT_FILE });
console.log(`prerender: dist/${FEED_BOOT_FILE} (${(bootBytes / 1024).toFixed(1)} KB)`);
await writeTemplate(MEMO_FEED_TEMPLATE_FILE, ['static-page.css', MARKDOWN_CSS, 'memo-feed-static.css'], <MemoFeedStaticView />, [`/remotes/mf-memos/${FEED_BOOT_FILE}`]);
