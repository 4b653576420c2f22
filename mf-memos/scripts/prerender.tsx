// Build step after `rspack build`: the top of 新建 MEMO as a template (dist/prerendered/new-memo.html) that
// @memory/server sends inside the shell's prerendered /home frame, so the page paints before the app runs
// (src/prerender/NewMemoStaticView.tsx). The file is the page's own CSS then its markup; it holds no data.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { NEW_MEMO_TEMPLATE_FILE } from '@memory/contracts/prerender';
import { NewMemoStaticView } from '../src/prerender/NewMemoStaticView';

const appDir = path.resolve(import.meta.dirname, '..');

async function main() {
  const css = await readFile(path.join(appDir, 'src/prerender/new-memo-static.css'), 'utf8');
  // Comments are for the source; the page carries only the rules.
  const style = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n').trim();
  const template = `<style>${style}</style>${renderToStaticMarkup(<NewMemoStaticView />)}`;
  const file = path.join(appDir, 'dist', NEW_MEMO_TEMPLATE_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, template);
  console.log(`prerender: dist/${NEW_MEMO_TEMPLATE_FILE} (${(Buffer.byteLength(template) / 1024).toFixed(1)} KB)`);
}

await main();
