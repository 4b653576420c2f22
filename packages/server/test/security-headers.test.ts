import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { blobOriginOf, securityHeaders } from '../src/http/security-headers';
import { staticApps } from '../src/web/static-apps';
import { testBackends, type TestStorage } from './helpers/backends';
import { PUBLIC_URL, startAuthServer, type RunningAuthServer } from './auth/support/auth-server';
import { Browser } from './auth/support/browser';
import { openSignIn, pkcePair, signUpAndGetTokens } from './auth/support/oidc-client';

const SHELL_ELSEWHERE = 'https://shell.example';

describe('browser security headers', () => {
  let appsDir: string;
  let app: FastifyInstance;

  before(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'memory-headers-'));
    for (const [file, content] of Object.entries({
      'shell/dist/index.html': '<!doctype html><title>记忆仓库</title>',
      'mf-memos/dist/remoteEntry.js': 'var mf_memos;',
    })) {
      await mkdir(path.dirname(path.join(appsDir, file)), { recursive: true });
      await writeFile(path.join(appsDir, file), content);
    }
    app = Fastify();
    await app.register(securityHeaders, { blobOrigin: blobOriginOf({ endpoint: 'https://minio.example:9000/x', bucket: 'b', region: 'r' }) });
    app.get('/api/ping', async () => ({ ok: true }));
    app.get('/oidc/interaction/:uid', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('page'));
    await app.register(staticApps, { appsDir, configJson: {}, corsOrigins: [SHELL_ELSEWHERE] });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  for (const url of ['/', '/home/memos', '/remotes/mf-memos/remoteEntry.js', '/api/ping', '/config.json']) {
    it(`${url}: CSP without framing, nosniff, no referrer`, async () => {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200);
      const csp = String(response.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
        assert.ok(csp.includes(directive), `${directive} in ${csp}`);
      }
      assert.match(csp, /img-src 'self' data: blob: https:\/\/minio\.example:9000/);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
    });
  }

  it('leaves the embedded sign-in pages their own policy, with nosniff', async () => {
    const response = await app.inject({ url: '/oidc/interaction/abc' });
    assert.equal(response.headers['content-security-policy'], "default-src 'none'");
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it("lets only the configured origins load the remotes' files across origins", async () => {
    const allowed = await app.inject({ url: '/remotes/mf-memos/remoteEntry.js', headers: { origin: SHELL_ELSEWHERE } });
    assert.equal(allowed.headers['access-control-allow-origin'], SHELL_ELSEWHERE);
    assert.equal(allowed.headers['cross-origin-resource-policy'], 'cross-origin');
    const other = await app.inject({ url: '/remotes/mf-memos/remoteEntry.js', headers: { origin: 'https://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    assert.equal(other.headers['cross-origin-resource-policy'], 'same-site');
  });
});

/** What every page of the embedded provider carries (the sign-in forms, its errors, sign-out). */
function assertProviderPageHeaders(response: Response, what: string): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/, `${what}: ${csp}`);
  assert.match(csp, /frame-ancestors 'none'/, `${what}: ${csp}`);
  assert.match(csp, /base-uri 'none'/, `${what}: ${csp}`);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(response.headers.get('referrer-policy'), 'no-referrer', what);
  return csp;
}

for (const backend of testBackends()) {
  describe(`the embedded provider's pages [${backend.name}]`, () => {
    let storage: TestStorage;
    let server: RunningAuthServer;

    before(async () => {
      storage = await backend.createStorage();
      // The security headers plugin as the app registers it, in front of the provider.
      server = await startAuthServer(storage, undefined, { beforeProvider: (app) => app.register(securityHeaders, {}) });
    });
    after(async () => {
      await server?.close();
      await storage?.dispose();
    });

    it('sign-in and sign-up pages', async () => {
      const browser = new Browser(server.origin);
      const { pageUrl } = await openSignIn(browser, PUBLIC_URL, pkcePair().challenge);
      assertProviderPageHeaders(await browser.get(pageUrl.pathname), 'sign-in');
      assertProviderPageHeaders(await browser.get(`${pageUrl.pathname}/signup`), 'sign-up');
    });

    it('the error page and the JSON endpoints', async () => {
      const error = await fetch(`${server.origin}/oidc/auth?client_id=nobody&response_type=code`);
      assert.equal(error.status, 400);
      assert.match(await error.text(), /登录出错了/);
      assertProviderPageHeaders(error, 'error page');
      const discovery = await fetch(`${server.origin}/oidc/.well-known/openid-configuration`);
      assert.equal(discovery.headers.get('x-content-type-options'), 'nosniff');
    });

    /** The page's inline scripts, each of which the policy must allow by its hash (and nothing else). */
    const assertScriptsAllowedByHash = (body: string, csp: string) => {
      const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      assert.equal(scripts.length, 1);
      const allowed = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
      assert.ok(csp.includes(`script-src ${allowed}`) || csp.includes(`script-src 'report-sample' ${allowed}`), `${allowed} in ${csp}`);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
    };

    it('the sign-out confirmation, and the sign-out in progress whose one script the policy allows by hash', async () => {
      // A third-party page's sign-out request (no ID token of the signed-in person) is asked about first.
      const signedIn = new Browser(server.origin);
      await signUpAndGetTokens(signedIn, server.origin, PUBLIC_URL, { username: 'asked_first', password: 'quiet-heron-41' });
      const confirm = await signedIn.get('/oidc/session/end');
      assert.equal(confirm.status, 200);
      assert.match(await confirm.text(), /确定要退出记忆仓库吗/);
      assert.doesNotMatch(assertProviderPageHeaders(confirm, 'logout confirmation'), /script-src 'sha256/);

      // Without a session, oidc-provider's own auto-submitting form.
      const noSession = await fetch(`${server.origin}/oidc/session/end`);
      assert.equal(noSession.status, 200);
      assertScriptsAllowedByHash(await noSession.text(), assertProviderPageHeaders(noSession, 'sign-out without a session'));

      const browser = new Browser(server.origin);
      const tokens = await signUpAndGetTokens(browser, server.origin, PUBLIC_URL, { username: 'header_check', password: 'quiet-heron-41' });
      const params = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${PUBLIC_URL}/` });
      const leaving = await browser.get(`/oidc/session/end?${params}`);
      assert.equal(leaving.status, 200);
      const body = await leaving.text();
      assert.match(body, /正在退出/);
      assertScriptsAllowedByHash(body, assertProviderPageHeaders(leaving, 'logout in progress'));
    });
  });
}
