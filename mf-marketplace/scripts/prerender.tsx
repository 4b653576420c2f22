// Build step after `rspack build`: 知识市场's first page as a template (dist/prerendered/marketplace.html) that
// @memory/server fills with the public jars of the moment and sends inside the shell's prerendered frame, so the
// page paints before the app runs (src/prerender/MarketplaceStaticView.tsx). The file is the page's own CSS then
// its markup, with {{…}} where the server puts values (@memory/contracts/template).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MARKETPLACE_TEMPLATE_FILE } from '@memory/contracts/prerender';
import { MarketplaceStaticView } from '../src/prerender/MarketplaceStaticView';

const appDir = path.resolve(import.meta.dirname, '..');

async function main() {
  const css = await readFile(path.join(appDir, 'src/prerender/marketplace-static.css'), 'utf8');
  // Comments are for the source; the page carries only the rules.
  const style = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n').trim();
  // React 19 hoists a preload for every <img> to the top; here that would be a `{{cover}}` outside its block.
  const markup = renderToStaticMarkup(<MarketplaceStaticView />).replace(/<link rel="preload" as="image"[^>]*>/g, '');
  const template = `<style>${style}</style>${markup}`;
  const file = path.join(appDir, 'dist', MARKETPLACE_TEMPLATE_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, template);
  console.log(`prerender: dist/${MARKETPLACE_TEMPLATE_FILE} (${(Buffer.byteLength(template) / 1024).toFixed(1)} KB)`);
}

await main();
