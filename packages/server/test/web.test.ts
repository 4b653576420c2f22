import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  MARKETPLACE_FRAME_FILE,
  MARKETPLACE_TEMPLATE_FILE,
  MEMO_FEED_FRAME_FILE,
  MEMO_FEED_TEMPLATE_FILE,
  NEW_MEMO_FRAME_FILE,
  NEW_MEMO_TEMPLATE_FILE,
  REMOTE_PAGE_SLOT,
} from '@memory/contracts/prerender';
import { IMMUTABLE, NO_CACHE } from '../src/web/cache-policy';
import { REMOTE_APPS } from '@memory/contracts/deployment';
import { matchesPattern } from '../src/web/shell-page';
import { staticApps } from '../src/web/static-apps';

const CONFIG_JSON = {
  oidc: { authority: 'http://localhost:8080/oidc', clientId: 'memory-web', scope: 'openid profile offline_access' },
  apiBase: '/api',
  feedbackUrl: 'https://survey.example/form',
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A fake build: shell/dist and every remote's dist with the files a real build emits, its routes.json the real one. */
async function writeBuiltApps(appsDir: string): Promise<void> {
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>记忆仓库</title>',
    'shell/dist/main.0123abcd.js': 'console.log("shell")',
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'shell/dist/manifest.webmanifest': '{"name":"记忆仓库"}',
    // a stale dev copy that must never win over the generated file
    'shell/dist/remotes.json': '{"remotes":[]}',
  };
  for (const remote of REMOTE_APPS) {
    files[`${remote.folder}/dist/mf-manifest.json`] = JSON.stringify({ name: remote.name });
    files[`${remote.folder}/dist/remoteEntry.js`] = `var ${remote.name};`;
    files[`${remote.folder}/dist/123.89abcdef.js`] = '/* chunk */';
    files[`${remote.folder}/dist/routes.json`] = await readFile(path.join(repoRoot, remote.folder, 'routes.json'), 'utf8');
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(appsDir, file)), { recursive: true });
    await writeFile(path.join(appsDir, file), content);
  }
}

/** A prerendered remote page's two build files: the shell's frame and the remote's template. */
async function writeFramedPage(
  appsDir: string,
  files: { frameFile: string; frame: string; remote: string; templateFile: string; template: string },
): Promise<void> {
  for (const [file, text] of [
    [path.join(appsDir, 'shell/dist', files.frameFile), files.frame],
    [path.join(appsDir, files.remote, 'dist', files.templateFile), files.template],
  ] as const) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

/**
 * A remote's page prerendered into the shell frame, as a browser asks for it: sent gzipped and uncached (revalidated),
 * the slot filled, the runtime config inlined. Its HTML.
 */
async function framedPageBody(app: FastifyInstance, url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-encoding'], 'gzip');
  assert.equal(response.headers['cache-control'], NO_CACHE);
  const body = gunzipSync(response.rawPayload).toString('utf8');
  assert.ok(!body.includes(REMOTE_PAGE_SLOT));
  assert.match(body, /<script type="application\/json" id="memory-runtime-config">/);
  return body;
}

/** The page `url` of a server for `appsDir` running another build of the remotes (REMOTES_JSON). */
async function bodyWithOtherRemotes(appsDir: string, url: string): Promise<string> {
  const remotesJsonPath = path.join(appsDir, 'other-remotes.json');
  await writeFile(remotesJsonPath, JSON.stringify({ remotes: [] }));
  const elsewhere = Fastify();
  await elsewhere.register(staticApps, { appsDir, configJson: CONFIG_JSON, remotesJsonPath });
  await elsewhere.ready();
  try {
    return (await elsewhere.inject({ method: 'GET', url })).body;
  } finally {
    await elsewhere.close();
  }
}

/** The page `url` while `file` is missing from the build (put back after). */
async function bodyWithout(app: FastifyInstance, file: string, url: string): Promise<string> {
  const content = await readFile(file, 'utf8');
  await rm(file);
  try {
    return (await app.inject({ method: 'GET', url })).body;
  } finally {
    await writeFile(file, content);
  }
}

describe('static hosting of the shell and the remotes', () => {
  let appsDir: string;
  let app: FastifyInstance;
  let overridden: FastifyInstance;

  before(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'memory-apps-'));
    await writeBuiltApps(appsDir);
    app = Fastify();
    await app.register(staticApps, { appsDir, configJson: CONFIG_JSON });
    await app.ready();
    const remotesJsonPath = path.join(appsDir, 'other-remotes.json');
    await writeFile(remotesJsonPath, JSON.stringify({ remotes: [{ name: 'mf_jars', entry: 'https://cdn.example/jars/mf-manifest.json', routes: ['/home/jars/*'] }] }));
    overridden = Fastify();
    await overridden.register(staticApps, { appsDir, configJson: CONFIG_JSON, remotesJsonPath });
    await overridden.ready();
  });
  after(async () => {
    await app.close();
    await overridden.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  it('generates remotes.json pointing at this server, with the routes each remote owns', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'memory.example:8080' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    const { remotes } = response.json();
    assert.deepEqual(
      remotes.map((remote: { name: string; entry: string }) => [remote.name, remote.entry]),
      [
        ['mf_memos', 'http://memory.example:8080/remotes/mf-memos/mf-manifest.json'],
        ['mf_jars', 'http://memory.example:8080/remotes/mf-jars/mf-manifest.json'],
        ['mf_marketplace', 'http://memory.example:8080/remotes/mf-marketplace/mf-manifest.json'],
        ['mf_account', 'http://memory.example:8080/remotes/mf-account/mf-manifest.json'],
      ],
    );
    assert.ok(remotes[2].routes.includes('/home/jars/:id/publish'));
    assert.ok(remotes[3].routes.includes('/home/settings'));
    assert.deepEqual(remotes[3].pages.memberCards, { path: '/home/member-cards', title: '会员卡' });
  });

  it('takes a page added by redeploying one remote into remotes.json, and serves its deep link the shell', async () => {
    const deployed = path.join(appsDir, 'mf-account', 'dist', 'routes.json');
    const before = await readFile(deployed, 'utf8');
    try {
      const declaration = JSON.parse(before);
      declaration.routes.push('/home/invoices');
      declaration.pages.invoices = { path: '/home/invoices', title: '发票' };
      await writeFile(deployed, JSON.stringify(declaration));

      const { remotes } = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
      const account = remotes.find((remote: { name: string }) => remote.name === 'mf_account');
      assert.ok(account.routes.includes('/home/invoices'));
      assert.deepEqual(account.pages.invoices, { path: '/home/invoices', title: '发票' });
      const deepLink = await app.inject({ method: 'GET', url: '/home/invoices' });
      assert.equal(deepLink.statusCode, 200);
      assert.match(deepLink.body, /<title>记忆仓库<\/title>/);

      // A deploy caught half-way (a broken file) keeps the last good declaration.
      await writeFile(deployed, '{"routes":');
      const halfway = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
      assert.ok(halfway.remotes.find((remote: { name: string }) => remote.name === 'mf_account').routes.includes('/home/invoices'));
    } finally {
      await writeFile(deployed, before);
    }
    const { remotes } = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    assert.ok(!remotes.find((remote: { name: string }) => remote.name === 'mf_account').routes.includes('/home/invoices'));
  });

  it('serves REMOTES_JSON instead when configured', async () => {
    const response = await overridden.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.json().remotes[0].entry, 'https://cdn.example/jars/mf-manifest.json');
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  it('serves config.json uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    assert.deepEqual(response.json(), CONFIG_JSON);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  it('answers client-side routes with the shell index.html, uncached', async () => {
    for (const url of ['/', '/home/settings', '/marketplace/jar/42?from=search', '/callback?code=x']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /记忆仓库/, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
    }
  });

  it('caches content-hashed files for good and revalidates entry files', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/remotes/mf-jars/123.89abcdef.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['cache-control'], IMMUTABLE);
    for (const url of ['/remotes/mf-jars/mf-manifest.json', '/remotes/mf-jars/remoteEntry.js', '/remotes/mf-jars/routes.json']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
    }
  });

  it('serves the service worker and the web app manifest revalidated, so a deploy reaches open tabs', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.equal(worker.headers['cache-control'], NO_CACHE);
    assert.match(String(worker.headers['content-type']), /^(?:text|application)\/javascript/);
    // Its scope is its own folder, the root: no Service-Worker-Allowed needed.
    assert.equal(worker.headers['service-worker-allowed'], undefined);
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    assert.match(String(manifest.headers['content-type']), /^application\/manifest\+json/);
  });

  it('does not answer missing files, API or provider paths with index.html', async () => {
    for (const url of ['/missing.js', '/remotes/mf-jars/missing.js', '/remotes/mf-nothing/', '/api/nothing', '/oidc/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().code, 'NOT_FOUND', url);
    }
  });

  it('writes config.json and remotes.json into the shell page, and preloads the remote owning the URL', async () => {
    const manifestFile = path.join(appsDir, 'mf-jars', 'dist', 'mf-manifest.json');
    const before = await readFile(manifestFile, 'utf8');
    try {
      const app_ = { name: 'app', path: './app', assets: { js: { sync: ['123.89abcdef.js'], async: ['456.89abcdef.js'] }, css: { sync: ['7.89abcdef.css'], async: [] } } };
      await writeFile(manifestFile, JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [app_] }));
      const response = await app.inject({ method: 'GET', url: '/home/jars/42?tab=items', headers: { host: 'memory.example:8080' } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], NO_CACHE);
      assert.match(response.body, /^<!doctype html><script type="application\/json"/, 'the doctype stays first');
      const block = /<script type="application\/json" id="memory-runtime-config">(.*?)<\/script>/.exec(response.body);
      assert.ok(block?.[1], 'runtime config block');
      const runtime = JSON.parse(block[1]);
      assert.deepEqual(runtime.config, CONFIG_JSON);
      assert.deepEqual(runtime.remotes, (await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'memory.example:8080' } })).json());
      const links = [...response.body.matchAll(/<link [^>]*>/g)].map(([link]) => link);
      assert.deepEqual(links, [
        '<link rel="preload" as="fetch" crossorigin href="/remotes/mf-jars/mf-manifest.json">',
        '<link rel="preload" as="fetch" crossorigin href="/remotes/mf-jars/shared-exports.json">',
        '<link rel="preload" as="script" href="/remotes/mf-jars/remoteEntry.js">',
        '<link rel="preload" as="script" href="/remotes/mf-jars/123.89abcdef.js">',
        '<link rel="preload" as="style" href="/remotes/mf-jars/7.89abcdef.css">',
      ]);
      // The most specific pattern wins: /home/jars/:id/publish is mf_marketplace's, not mf_jars' /home/jars/*.
      assert.match((await app.inject({ method: 'GET', url: '/home/jars/42/publish' })).body, /href="\/remotes\/mf-marketplace\/mf-manifest.json"/);
      // The shell's own pages preload no remote.
      assert.doesNotMatch((await app.inject({ method: 'GET', url: '/' })).body, /<link rel="preload"[^>]*\/remotes\//);
    } finally {
      await writeFile(manifestFile, before);
    }
  });

  it("preloads the shell's start-up files its build lists first, then the remote's", async () => {
    const bootFiles = path.join(appsDir, 'shell', 'dist', 'boot-files.json');
    const indexHtml = path.join(appsDir, 'shell', 'dist', 'index.html');
    const index = await readFile(indexHtml, 'utf8');
    await writeFile(bootFiles, JSON.stringify({ js: ['main.0123abcd.js', '7.0123abcd.js'], css: ['7.0123abcd.css'] }));
    await writeFile(indexHtml, '<!doctype html><html><head><script src="/theme-boot.js"></script><script defer src="/main.0123abcd.js"></script></head></html>');
    try {
      const body = (await app.inject({ method: 'GET', url: '/marketplace' })).body;
      // After the render-blocking script, before the deferred one (which would otherwise be fetched at low priority).
      assert.ok(body.indexOf('theme-boot.js') < body.indexOf('rel="preload"'));
      assert.ok(body.indexOf('<script defer') > body.lastIndexOf('rel="preload"'));
      const hrefs = [...body.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);
      assert.deepEqual(hrefs.slice(0, 3), ['script /main.0123abcd.js', 'script /7.0123abcd.js', 'style /7.0123abcd.css']);
      assert.ok(hrefs.slice(3).every((href) => href.includes('/remotes/mf-marketplace/')), hrefs.join(', '));
      // A shell page starts the app too: its start-up files, no remote.
      assert.match((await app.inject({ method: 'GET', url: '/contact-us' })).body, /<link rel="preload" as="script" href="\/main.0123abcd.js">/);
    } finally {
      await rm(bootFiles);
      await writeFile(indexHtml, index);
    }
  });

  it("preloads the chunks of ./app and of a lazy page as the remote's build lists them", async () => {
    const pageFiles = path.join(appsDir, 'mf-memos', 'dist', 'page-files.json');
    await writeFile(pageFiles, JSON.stringify({ memos: { js: ['page-memos.0123abcd.js'], css: ['page-memos.0123abcd.css'] } }));
    await writeFile(path.join(appsDir, 'mf-memos', 'dist', 'boot-files.json'), JSON.stringify({ js: ['9.0123abcd.js', '__federation_expose_app.0123abcd.js'] }));
    try {
      const memos = (await app.inject({ method: 'GET', url: '/home/memos' })).body;
      assert.match(memos, /<link rel="preload" as="script" href="\/remotes\/mf-memos\/page-memos.0123abcd.js">/);
      assert.match(memos, /<link rel="preload" as="style" href="\/remotes\/mf-memos\/page-memos.0123abcd.css">/);
      const newMemo = (await app.inject({ method: 'GET', url: '/home/new-memo' })).body;
      assert.doesNotMatch(newMemo, /page-memos/);
      // `./app`'s chunks as its build lists them (boot-files.json), not the manifest's shorter list.
      assert.match(newMemo, /<link rel="preload" as="script" href="\/remotes\/mf-memos\/9.0123abcd.js">/);
    } finally {
      await rm(pageFiles);
      await rm(path.join(appsDir, 'mf-memos', 'dist', 'boot-files.json'));
    }
  });

  it("preloads the shell's copies of the shared modules the remote's ./app and page consume", async () => {
    const sharedFiles = path.join(appsDir, 'shell', 'dist', 'shared-files.json');
    const pageFiles = path.join(appsDir, 'mf-memos', 'dist', 'page-files.json');
    const bootFiles = path.join(appsDir, 'mf-memos', 'dist', 'boot-files.json');
    await writeFile(
      sharedFiles,
      JSON.stringify({
        'antd/es/tabs': { js: ['6064.0123abcd.js'], css: [] },
        'antd/es/card': { js: ['46.0123abcd.js', '6064.0123abcd.js'], css: ['46.0123abcd.css'] },
        'antd/es/table': { js: ['999.0123abcd.js'], css: [] },
      }),
    );
    await writeFile(bootFiles, JSON.stringify({ js: ['__federation_expose_app.0123abcd.js'], shared: ['antd/es/tabs', 'react'] }));
    await writeFile(pageFiles, JSON.stringify({ memos: { js: ['page-memos.0123abcd.js'], shared: ['antd/es/card'] } }));
    try {
      const hrefs = (url: string) => app.inject({ method: 'GET', url }).then(({ body }) => [...body.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`));
      const memos = await hrefs('/home/memos');
      // Each file once; a key the shell does not provide (react: in its start-up files) adds nothing.
      assert.deepEqual(memos.filter((href) => !href.includes('/remotes/')), ['script /6064.0123abcd.js', 'script /46.0123abcd.js', 'style /46.0123abcd.css']);
      assert.deepEqual((await hrefs('/home/new-memo')).filter((href) => !href.includes('/remotes/')), ['script /6064.0123abcd.js'], "./app's only");
    } finally {
      await rm(sharedFiles);
      await rm(pageFiles);
      await rm(bootFiles);
    }
  });

  it('inlines REMOTES_JSON but preloads nothing from remotes hosted elsewhere', async () => {
    const response = await overridden.inject({ method: 'GET', url: '/home/jars' });
    const block = /<script type="application\/json" id="memory-runtime-config">(.*?)<\/script>/.exec(response.body);
    assert.equal(JSON.parse(block?.[1] ?? '{}').remotes.remotes[0].entry, 'https://cdn.example/jars/mf-manifest.json');
    assert.doesNotMatch(response.body, /rel="preload"/);
  });

  it('escapes the inlined JSON so no value can close the script element', async () => {
    const hostile = Fastify();
    await hostile.register(staticApps, { appsDir, configJson: { ...CONFIG_JSON, feedbackUrl: '</script><script>alert(1)</script>' } });
    const body = (await hostile.inject({ method: 'GET', url: '/marketplace' })).body;
    await hostile.close();
    assert.equal(body.match(/<\/script>/g)?.length, 1);
    const block = /<script type="application\/json" id="memory-runtime-config">(.*?)<\/script>/.exec(body);
    assert.equal(JSON.parse(block?.[1] ?? '{}').config.feedbackUrl, '</script><script>alert(1)</script>');
  });

  it('matches react-router patterns the way the shell does', () => {
    assert.ok(matchesPattern('/home/jars/*', '/home/jars'));
    assert.ok(matchesPattern('/home/jars/*', '/home/jars/1/items'));
    assert.ok(matchesPattern('/home/jars/:id/publish', '/home/jars/1/publish'));
    assert.ok(!matchesPattern('/home/jars/:id/publish', '/home/jars/1'));
    assert.ok(!matchesPattern('/marketplace', '/marketplace/jar/1'));
  });
});

describe('a prerendered landing page', () => {
  let appsDir: string;
  let app: FastifyInstance;

  before(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'memory-apps-'));
    await writeBuiltApps(appsDir);
    await mkdir(path.join(appsDir, 'shell/dist/prerendered'), { recursive: true });
    await writeFile(path.join(appsDir, 'shell/dist/prerendered/landing.html'), `<!doctype html><div id="root" data-prerendered=".landing"><p>${'记住想记住的'.repeat(200)}</p></div>`);
    app = Fastify();
    await app.register(staticApps, { appsDir, configJson: CONFIG_JSON });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  it('answers / with the prerendered page, uncached, and every other client route with index.html', async () => {
    for (const url of ['/', '/?from=ad']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /data-prerendered/, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
    }
    const gzipped = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gzipped.rawPayload).toString('utf8'), /data-prerendered/);
    for (const url of ['/home/settings', '/marketplace', '/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.doesNotMatch(response.body, /data-prerendered/, url);
    }
  });
});

describe('知识市场 prerendered with the public jars of the moment', () => {
  const FRAME = `<!doctype html><html><head><title>记忆仓库</title></head><body><div id="root" data-prerendered="[data-takeover-ready]"><main>${REMOTE_PAGE_SLOT}</main></div></body></html>`;
  // The shape of mf-marketplace's real template (scripts/prerender.tsx), small.
  const TEMPLATE =
    '<section class="mp-page"><span role="status">共 {{total}} 个知识罐</span>' +
    '<nav>{{#categories}}<a href="/marketplace?category={{idParam}}">{{name}}</a>{{/categories}}</nav>' +
    '<p>{{#hotTags}}<a href="/marketplace?tag={{param}}">{{name}}</a>{{/hotTags}}</p>' +
    '<ul>{{#jars}}<li><a href="/marketplace/jar/{{idParam}}" title="{{name}}">{{name}}</a><p>{{#description}}{{description}}{{/description}}{{^description}}暂无简介{{/description}}</p>' +
    '{{#tags}}<span>#{{.}}</span>{{/tags}}</li>{{/jars}}</ul>' +
    '{{#pagination}}<nav>{{#pages}}<a class="{{#current}}active{{/current}}">{{number}}</a>{{/pages}}{{#jumpNext}}…{{last}}{{/jumpNext}}</nav>{{/pagination}}</section>';
  const jar = (id: string, name: string, description = '') => ({
    id, name, description, type: 'FREE', price: 0, totalStars: 0, totalSubscribes: 1, totalItems: 3, cover: null, category: { id: 'c1', name: '历史' }, tags: ['<b>考公</b>'],
  });
  let api: { status: number; jars: unknown[]; total: number };
  let appsDir: string;
  let app: FastifyInstance;

  before(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'memory-apps-'));
    await writeBuiltApps(appsDir);
    await writeFramedPage(appsDir, { frameFile: MARKETPLACE_FRAME_FILE, frame: FRAME, remote: 'mf-marketplace', templateFile: MARKETPLACE_TEMPLATE_FILE, template: TEMPLATE });
    app = Fastify();
    // The public API the page reads (the real one is tested in test/marketplace): here, answers the test controls.
    const answer = <T>(body: () => T) => async (_request: unknown, reply: FastifyReply) => (api.status === 200 ? body() : reply.status(api.status).send({ code: 'INTERNAL', message: '出错了' }));
    app.get('/api/public/categories', answer(() => [{ id: 'c/1 & 2', name: '历史' }]));
    app.get('/api/public/hot-tags', answer(() => ['考公', 'C++']));
    app.get('/api/public/jars/page', answer(() => ({ entries: api.jars, total: api.total, page: 1, size: 5 })));
    await app.register(staticApps, { appsDir, configJson: CONFIG_JSON });
    await app.ready();
  });
  beforeEach(() => {
    api = { status: 200, jars: [jar('j1', '<script>alert("x")</script>'), jar('j/2?', '唐诗 & 宋词', '三百首')], total: 41 };
  });
  after(async () => {
    await app.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  const isPrerendered = (body: string) => body.includes('data-prerendered') && body.includes('class="mp-page"');

  it('fills the template into the shell frame, every value escaped, every URL part encoded, with the runtime config', async () => {
    const body = await framedPageBody(app, '/marketplace');
    assert.ok(isPrerendered(body));
    assert.doesNotMatch(body, /<script>alert|<b>/);
    assert.match(body, /title="&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;">&lt;script&gt;/);
    assert.match(body, /#&lt;b&gt;考公&lt;\/b&gt;/);
    assert.match(body, /唐诗 &amp; 宋词/);
    assert.match(body, /href="\/marketplace\/jar\/j%2F2%3F"/);
    assert.match(body, /href="\/marketplace\?category=c%2F1%20%26%202"/);
    assert.match(body, /href="\/marketplace\?tag=C%2B%2B"/);
    assert.match(body, /<p>暂无简介<\/p>.*<p>三百首<\/p>/s);
    assert.match(body, /共 41 个知识罐/);
    // 41 jars are 9 pages: antd's 1–5, •••, 9.
    assert.match(body, /<nav><a class="active">1<\/a><a class="">2<\/a><a class="">3<\/a><a class="">4<\/a><a class="">5<\/a>…9<\/nav>/);
  });

  it('serves the app as on any route when the page is filtered, the data cannot be read, or there is nothing to show', async () => {
    for (const url of ['/marketplace?page=2', '/marketplace?keyword=%E5%94%90']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.ok(!isPrerendered(response.body), url);
      assert.match(response.body, /<title>记忆仓库<\/title>/, url);
    }
    api.status = 500;
    assert.ok(!isPrerendered((await app.inject({ method: 'GET', url: '/marketplace' })).body), 'API failing');
    api = { status: 200, jars: [], total: 0 };
    assert.ok(!isPrerendered((await app.inject({ method: 'GET', url: '/marketplace' })).body), 'no jar');
  });

  it('serves the app when a build lacks its file, and with another build of the remotes (REMOTES_JSON)', async () => {
    assert.ok(!isPrerendered(await bodyWithOtherRemotes(appsDir, '/marketplace')));
    assert.ok(!isPrerendered(await bodyWithout(app, path.join(appsDir, 'mf-marketplace/dist', MARKETPLACE_TEMPLATE_FILE), '/marketplace')));
  });
});

describe('新建 MEMO and MEMOS prerendered in the /home layout', () => {
  const FRAME = `<!doctype html><html><head><title>新建 MEMO</title></head><body><div id="root" data-prerendered="textarea"><aside>${'个人中心'.repeat(200)}</aside>${REMOTE_PAGE_SLOT}</div></body></html>`;
  // The shape of mf-memos' real template (scripts/prerender.tsx): the page's CSS, then its markup; no data.
  const TEMPLATE = '<style>.nm-page{}</style><section class="nm-page"><h3>新建 MEMO</h3><textarea aria-label="MEMO 内容" autofocus></textarea></section>';
  // MEMOS' frame defers the app's scripts as 新建 MEMO's does (shell/scripts/prerender.tsx); its template's boot script
  // paints the feed.
  const FEED_FRAME = `<!doctype html><html><head><title>MEMOS</title><link rel="prefetch" href="/main.0123abcd.js" as="script"><script defer src="/prerender-boot.js" data-app-scripts="/main.0123abcd.js"></script></head><body><div id="root" data-prerendered="[data-takeover-ready]"><aside>${'个人中心'.repeat(200)}</aside>${REMOTE_PAGE_SLOT}</div></body></html>`;
  const FEED_TEMPLATE = '<style>.mf-page{}</style><section class="static-page mf-page"><h3>MEMOS</h3><div data-feed-slot><div role="status" aria-label="加载中"></div></div></section><script async fetchpriority="high" src="/remotes/mf-memos/memo-feed-boot.js"></script>';
  let appsDir: string;
  let app: FastifyInstance;

  before(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'memory-apps-'));
    await writeBuiltApps(appsDir);
    await writeFramedPage(appsDir, { frameFile: NEW_MEMO_FRAME_FILE, frame: FRAME, remote: 'mf-memos', templateFile: NEW_MEMO_TEMPLATE_FILE, template: TEMPLATE });
    await writeFramedPage(appsDir, { frameFile: MEMO_FEED_FRAME_FILE, frame: FEED_FRAME, remote: 'mf-memos', templateFile: MEMO_FEED_TEMPLATE_FILE, template: FEED_TEMPLATE });
    app = Fastify();
    await app.register(staticApps, { appsDir, configJson: CONFIG_JSON });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  const isPrerendered = (body: string) => body.includes('data-prerendered') && body.includes('class="nm-page"');
  const isFeedPrerendered = (body: string) => body.includes('data-prerendered') && body.includes('class="static-page mf-page"');
  const preloads = (body: string) => [...body.matchAll(/<link rel="preload"[^>]* href="([^"]+)">/g)].map(([, href]) => href);

  it('puts mf-memos\' template into the shell frame, gzipped, uncached and revalidated, with the runtime config', async () => {
    assert.ok(isPrerendered(await framedPageBody(app, '/home/new-memo')));
    const { etag } = (await app.inject({ method: 'GET', url: '/home/new-memo' })).headers;
    assert.ok(etag);
    const again = await app.inject({ method: 'GET', url: '/home/new-memo', headers: { 'if-none-match': String(etag) } });
    assert.equal(again.statusCode, 304);
  });

  it("sends MEMOS' heading, loading box and boot script without preloads, as 新建 MEMO: both start the app on intent", async () => {
    const body = await framedPageBody(app, '/home/memos');
    assert.ok(isFeedPrerendered(body));
    assert.ok(body.includes('src="/remotes/mf-memos/memo-feed-boot.js"'));
    // Preloads would compete with the paint (the feed's request, then its posts).
    assert.deepEqual(preloads(body), []);
    assert.deepEqual(preloads(await framedPageBody(app, '/home/new-memo')), []);
  });

  it('serves the app on every other /home page, with a query, when a build lacks its file, and with another build of the remotes', async () => {
    for (const url of ['/home/jars', '/home/new-memo?draft=1', '/home/memos?from=import', '/home']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.ok(!isPrerendered(response.body) && !isFeedPrerendered(response.body), url);
    }
    assert.ok(!isPrerendered(await bodyWithOtherRemotes(appsDir, '/home/new-memo')));
    assert.ok(!isFeedPrerendered(await bodyWithOtherRemotes(appsDir, '/home/memos')));
    assert.ok(!isPrerendered(await bodyWithout(app, path.join(appsDir, 'mf-memos/dist', NEW_MEMO_TEMPLATE_FILE), '/home/new-memo')));
    assert.ok(!isPrerendered(await bodyWithout(app, path.join(appsDir, 'shell/dist', NEW_MEMO_FRAME_FILE), '/home/new-memo')));
    assert.ok(!isFeedPrerendered(await bodyWithout(app, path.join(appsDir, 'mf-memos/dist', MEMO_FEED_TEMPLATE_FILE), '/home/memos')));
    assert.ok(!isFeedPrerendered(await bodyWithout(app, path.join(appsDir, 'shell/dist', MEMO_FEED_FRAME_FILE), '/home/memos')));
  });
});
