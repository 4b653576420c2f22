import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { blobOriginOf, securityHeaders } from '../src/http/security-headers';
import { staticApps } from '../src/web/static-apps';

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

  it('leaves the embedded sign-in pages their own policy', async () => {
    const response = await app.inject({ url: '/oidc/interaction/abc' });
    assert.equal(response.headers['content-security-policy'], "default-src 'none'");
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
