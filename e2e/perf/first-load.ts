// First-load weight of the composed product, measured in Chromium against a running server:
//   BASE_URL=http://localhost:8080 pnpm perf          (PERF_SKIP_BUILD=1 to skip the build timings,
//                                                      PERF_VERBOSE=1 to list each file's weight)
// For /, /marketplace and a /home route it prints the JS bytes on the wire and as gzip, the request
// count, and how many copies of react-dom ran; then the build time of each app. Budget (issue 2):
// a /home route ≤ 450 KB gzip of JS on first load, exactly one react-dom. Exits 1 over budget.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

const baseUrl = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOME_BUDGET_GZIP = 450 * 1024;
const apps = ['shell', 'mf-memos', 'mf-jars', 'mf-marketplace', 'mf-account'];

interface Measurement {
  route: string;
  landedOn: string;
  requests: number;
  jsFiles: number;
  jsWireBytes: number;
  jsGzipBytes: number;
  reactDomCopies: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A react-dom client build creates roots under this key; one file containing it = one copy of the renderer. */
const REACT_DOM_MARKER = '__reactContainer$';

/**
 * A signed-in session for the /home route: PERF_ACCESS_TOKEN, else one minted by the server's admin CLI
 * for the demo user. Without one, /home is measured as the redirect a signed-out visitor gets.
 */
function accessToken(): string | null {
  if (process.env.PERF_ACCESS_TOKEN) return process.env.PERF_ACCESS_TOKEN;
  const username = process.env.PERF_USERNAME ?? 'demo';
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--silent', '--filter', '@memory/server', 'admin', 'mint-token', username], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const token = result.stdout?.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)?.[0];
  return token ?? null;
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Puts the session where the shell's oidc-client-ts bridge keeps it (localStorage). */
async function signIn(context: BrowserContext, token: string) {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { oidc: { authority: string; clientId: string } };
  const claims = claimsOf(token);
  const key = `memory.oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
  const user = {
    access_token: token,
    token_type: 'Bearer',
    scope: 'openid profile',
    profile: { sub: claims.sub, username: claims.username },
    expires_at: typeof claims.exp === 'number' ? claims.exp : Math.floor(Date.now() / 1000) + 600,
  };
  await context.addInitScript(([storageKey, value]) => localStorage.setItem(storageKey, value), [key, JSON.stringify(user)] as const);
}

async function measure(route: string, token: string | null): Promise<Measurement> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ locale: 'zh-CN' });
  if (token) await signIn(context, token);
  const page = await context.newPage();
  const responses: Response[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => responses.push(response));
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  // A remote route is loaded when its area has mounted (or failed); give the shell that moment.
  await page
    .waitForSelector('.remote-area[data-state="mounted"], .remote-area[data-state="failed"]', { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');

  let jsWireBytes = 0;
  let jsGzipBytes = 0;
  let jsFiles = 0;
  let reactDomCopies = 0;
  const files: { url: string; gzipBytes: number }[] = [];
  for (const response of responses) {
    const type = response.headers()['content-type'] ?? '';
    const isJs = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isJs || response.status() >= 300) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const sizes = await response.request().sizes().catch(() => null);
    jsFiles += 1;
    jsWireBytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length;
    const gzipBytes = gzipSync(body).length;
    jsGzipBytes += gzipBytes;
    if (process.env.PERF_VERBOSE) files.push({ url: new URL(response.url()).pathname, gzipBytes });
    if (body.includes(REACT_DOM_MARKER)) reactDomCopies += 1;
  }
  const landedOn = new URL(page.url()).pathname;
  await browser.close();
  // PERF_VERBOSE=1: which files make up the weight, heaviest first.
  for (const file of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${route}  ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
  return { route, landedOn, requests, jsFiles, jsWireBytes, jsGzipBytes, reactDomCopies };
}

function buildTimes(): { app: string; seconds: number }[] {
  return apps.map((app) => {
    const started = performance.now();
    execFileSync('npx', ['-y', 'pnpm@10.34.9', '--silent', '--filter', app, 'build'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return { app, seconds: (performance.now() - started) / 1000 };
  });
}

async function main() {
  const token = accessToken();
  console.log(`Measuring ${baseUrl} (${token ? 'signed in' : 'signed out: /home is measured as its redirect'})\n`);
  const results: Measurement[] = [];
  for (const route of ['/', '/marketplace', '/home/new-memo']) results.push(await measure(route, route.startsWith('/home') ? token : null));

  console.log('route            landed on        requests  JS files  JS on wire   JS gzip    react-dom');
  for (const r of results) {
    console.log(
      `${r.route.padEnd(16)} ${r.landedOn.padEnd(16)} ${String(r.requests).padStart(8)}  ${String(r.jsFiles).padStart(8)}  ${kb(r.jsWireBytes).padStart(10)}  ${kb(r.jsGzipBytes).padStart(9)}  ${String(r.reactDomCopies).padStart(9)}`,
    );
  }

  if (process.env.PERF_SKIP_BUILD !== '1') {
    console.log('\nBuild time (production, one app at a time):');
    for (const { app, seconds } of buildTimes()) console.log(`  ${app.padEnd(16)} ${seconds.toFixed(1)} s`);
  }

  const home = results.find((r) => r.route.startsWith('/home'));
  const problems = [
    ...results.filter((r) => r.reactDomCopies !== 1).map((r) => `${r.route}: ${r.reactDomCopies} copies of react-dom`),
    ...(home && home.jsGzipBytes > HOME_BUDGET_GZIP ? [`${home.route}: ${kb(home.jsGzipBytes)} gzip > ${kb(HOME_BUDGET_GZIP)}`] : []),
  ];
  console.log(problems.length ? `\nOVER BUDGET:\n  ${problems.join('\n  ')}` : '\nWithin budget: /home ≤ 450 KB gzip of JS, one react-dom everywhere.');
  process.exitCode = problems.length ? 1 : 0;
}

await main();
