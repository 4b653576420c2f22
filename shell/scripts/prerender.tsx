// Build step after `rspack build`: the landing page as static HTML (dist/prerendered/landing.html), served for `/`
// by @memory/server. It paints with its own inline CSS (shell.css, static-shell.css, landing.css and the design
// system's colours for both themes), without antd or any script; the app's scripts, the same as index.html's,
// then load and take it over (src/prerender/takeover.ts).
// Also the frames of remotes' prerendered pages: the same shell around REMOTE_PAGE_SLOT, where the server puts the
// remote's template (its own CSS and markup): 知识市场 (dist/prerendered/marketplace-frame.html, mf-marketplace's
// template filled with the public jars), 新建 MEMO in the /home layout (dist/prerendered/new-memo-frame.html) and MEMOS
// in the same layout (dist/prerendered/memo-feed-frame.html), whose feed mf-memos' boot script paints.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { getCssVariables } from '@memory/design-system';
import { crossAppPages, type ResolvedTheme } from '@memory/contracts';
import { MARKETPLACE_FRAME_FILE, MEMO_FEED_FRAME_FILE, NEW_MEMO_FRAME_FILE, REMOTE_PAGE_SLOT, TAKEOVER_READY_ATTRIBUTE } from '@memory/contracts/prerender';
import { devRemotesJson } from '@memory/federation/remote-routes';
import { paths } from '../src/config/paths';
import { parseRemotes } from '../src/config/runtime-config';
import { createDocumentTitles } from '../src/config/titles';
import { LandingView } from '../src/pages/landing/LandingView';
import { StaticHomeLayout } from '../src/prerender/StaticHomeLayout';
import { StaticTopNav } from '../src/prerender/StaticTopNav';

const shellDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(shellDir, 'dist');
/** index.html's #root with what it holds until the app renders (everything up to the last </div> before </body>). */
const ROOT_PLACEHOLDER = /<div id="root">[\s\S]*<\/div>(?=(?:(?!<\/div>)[\s\S])*<\/body>)/;
/** The app's deferred scripts, as HtmlRspackPlugin writes them (theme-boot.js is not deferred: it stays). */
const APP_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/** The app's ShellLayout around the page, in the same elements (skip link, header, the one main). */
function shellPage(pathname: string, page: React.ReactNode): string {
  return renderToStaticMarkup(
    <StaticRouter location={pathname}>
      <div className="shell-layout">
        <a className="skip-link" href="#main-content">
          跳到主要内容
        </a>
        <StaticTopNav pathname={pathname} />
        <main className="shell-content" id="main-content" tabIndex={-1}>
          {page}
        </main>
      </div>
    </StaticRouter>,
  );
}

/** The design system's CSS variables per theme (the app writes the same ones on <html> once it runs). */
function themeVariables(): string {
  const block = (mode: ResolvedTheme) =>
    Object.entries(getCssVariables(mode))
      .map(([name, value]) => `${name}: ${value};`)
      .join(' ');
  return `html { color-scheme: light; ${block('light')} }\nhtml[data-theme='dark'] { color-scheme: dark; ${block('dark')} }`;
}

async function stylesheet(pageFiles: string[]): Promise<string> {
  const files = ['src/styles/shell.css', 'src/prerender/static-shell.css', ...pageFiles];
  const sources = await Promise.all(files.map((file) => readFile(path.join(shellDir, file), 'utf8')));
  // Comments are for the sources; the page carries only the rules.
  return [themeVariables(), ...sources].join('\n').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n');
}

/**
 * index.html's app scripts become prefetches (downloaded, not run), and public/prerender-boot.js runs them on the
 * visitor's first sign of intent: the page is whole without them, and their start-up would hold a phone's main
 * thread while the visitor reads.
 */
function deferAppScripts(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(APP_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return `<link rel="prefetch" href="${src}" as="script">`;
  });
  if (sources.length === 0) throw new Error('prerender: dist/index.html loads no app script');
  return withoutScripts.replace('</head>', `<script defer src="/prerender-boot.js" data-app-scripts="${sources.join(' ')}"></script></head>`);
}

async function writeWithCopies(file: string, body: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  // Like every text file of the build (tooling/federation/app-config.mjs): the server sends these copies as they are.
  await writeFile(`${file}.br`, await promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await promisify(zlib.gzip)(body, { level: 9 }));
}

/** The tab title the app gives a path (the remotes' pages as the workspace's routes.json declare them). */
const documentTitleFor = createDocumentTitles(parseRemotes(devRemotesJson()));

/** index.html for `pathname` with its tab title, the app's scripts deferred, the CSS inline and #root holding `root`. */
async function prerenderedPage(indexHtml: string, pathname: string, css: string[], readySelector: string, root: string): Promise<string> {
  return deferAppScripts(indexHtml)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${documentTitleFor(pathname)}</title>`)
    .replace('</head>', `<style>${await stylesheet(css)}</style></head>`)
    .replace(ROOT_PLACEHOLDER, () => `<div id="root" data-prerendered="${readySelector}">${root}</div>`);
}

/** /home's layout (HomeLayout) with `pathname`'s side-menu item selected, around the remote's area. */
function homeFrame(pathname: string): string {
  return shellPage(
    pathname,
    <StaticHomeLayout pathname={pathname}>
      {/* Where RemoteArea goes, without its class: nothing here is a remote still mounting. */}
      <div dangerouslySetInnerHTML={{ __html: REMOTE_PAGE_SLOT }} />
    </StaticHomeLayout>,
  );
}

async function main() {
  const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!ROOT_PLACEHOLDER.test(indexHtml)) throw new Error('prerender: dist/index.html has no <div id="root">');
  const pages = [
    {
      file: 'prerendered/landing.html',
      html: await prerenderedPage(indexHtml, paths.landing, ['src/pages/landing/landing.css'], '.landing', shellPage(paths.landing, <LandingView signedIn="unknown" />)),
    },
    {
      // The app's layout of a remote page outside /home (AppRoutes: .shell-remote-page), the remote's markup inside.
      file: MARKETPLACE_FRAME_FILE,
      html: await prerenderedPage(
        indexHtml,
        paths.marketplace,
        [],
        `.remote-area[data-state='mounted'] [${TAKEOVER_READY_ATTRIBUTE}]`,
        shellPage(paths.marketplace, <div className="shell-remote-page" dangerouslySetInnerHTML={{ __html: REMOTE_PAGE_SLOT }} />),
      ),
    },
    {
      // /home's layout (HomeLayout) around the remote's area; the app takes over once mf-memos' form has its data.
      file: NEW_MEMO_FRAME_FILE,
      html: await prerenderedPage(
        indexHtml,
        paths.homeDefault,
        ['src/prerender/static-home.css'],
        `.remote-area[data-state='mounted'] [${TAKEOVER_READY_ATTRIBUTE}]`,
        homeFrame(paths.homeDefault),
      ),
    },
    {
      // The same layout around MEMOS' template, whose own script paints the feed's first page; the app starts on
      // intent (or when that script has nothing to paint) and takes over once its feed shows.
      file: MEMO_FEED_FRAME_FILE,
      html: await prerenderedPage(
        indexHtml,
        crossAppPages.memos.path,
        ['src/prerender/static-home.css'],
        `.remote-area[data-state='mounted'] [${TAKEOVER_READY_ATTRIBUTE}]`,
        homeFrame(crossAppPages.memos.path),
      ),
    },
  ];
  for (const { file, html } of pages) {
    await writeWithCopies(path.join(dist, file), html);
    console.log(`prerender: dist/${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  }
}

await main();
