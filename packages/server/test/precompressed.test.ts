import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from '../src/web/cache-policy';
import { REMOTE_APPS } from '@memory/contracts/deployment';
import { staticApps } from '../src/web/static-apps';

/** Compressible text well over the build's 1 KB threshold. */
const chunkText = `/* chunk */${'console.log("记忆仓库 chunk");\n'.repeat(200)}`;
const manifestText = JSON.stringify({ name: 'mf_jars', shared: Array.from({ length: 60 }, (_, index) => ({ name: `pkg-${index}` })) });

/** A build as tooling/federation/app-config.mjs writes it: text files with .br and .gz copies (mf-account deployed without them). */
async function writeBuild(appsDir: string): Promise<void> {
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': '<!doctype html><title>记忆仓库</title>',
    'shell/dist/main.0123abcd.js': chunkText,
    'shell/dist/main.0123abcd.js.br': brotliCompressSync(chunkText),
    'shell/dist/main.0123abcd.js.gz': gzipSync(chunkText),
    'shell/dist/logo.0123abcd.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  };
  for (const remote of REMOTE_APPS) {
    const withCopies = remote.folder !== 'mf-account';
    const dist = `${remote.folder}/dist`;
    for (const [name, text] of [
      ['mf-manifest.json', manifestText],
      ['remoteEntry.js', chunkText],
      ['435.89abcdef.js', chunkText],
    ] as const) {
      files[`${dist}/${name}`] = text;
      if (withCopies) {
        files[`${dist}/${name}.br`] = brotliCompressSync(text);
        files[`${dist}/${name}.gz`] = gzipSync(text);
      }
    }
    files[`${dist}/routes.json`] = JSON.stringify({ routes: [], pages: {} });
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(appsDir, file)), { recursive: true });
    await writeFile(path.join(appsDir, file), content);
  }
}

describe('precompressed static files', () => {
  let appsDir: string;
  let app: FastifyInstance;

  before(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'memory-precompressed-'));
    await writeBuild(appsDir);
    app = Fastify();
    await app.register(staticApps, { appsDir, configJson: { apiBase: '/api' } });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}), ...extra } });

  it('sends the brotli copy when accepted, else the gzip copy, else the file itself', async () => {
    const br = await get('/main.0123abcd.js', 'gzip, deflate, br');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), chunkText);

    const gz = await get('/main.0123abcd.js', 'gzip, deflate');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), chunkText);

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const identity = await get('/main.0123abcd.js', acceptEncoding);
      assert.equal(identity.statusCode, 200, acceptEncoding);
      assert.equal(identity.headers['content-encoding'], undefined, acceptEncoding);
      assert.equal(identity.body, chunkText, acceptEncoding);
    }
  });

  it('labels a copy with the original type, its own length and Vary: Accept-Encoding', async () => {
    for (const [url, type] of [
      ['/main.0123abcd.js', /^application\/javascript/],
      ['/remotes/mf-jars/mf-manifest.json', /^application\/json/],
    ] as const) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, acceptEncoding);
        assert.match(String(response.headers['content-type']), type, `${url} ${acceptEncoding}`);
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length, `${url} ${acceptEncoding}`);
        assert.match(String(response.headers.vary), /Accept-Encoding/, `${url} ${acceptEncoding}`);
      }
    }
    const remoteChunk = await get('/remotes/mf-jars/435.89abcdef.js', 'br');
    assert.equal(remoteChunk.headers.vary, 'Origin, Accept-Encoding');
  });

  it('caches content-hashed files and their copies for good, and revalidates entry files and their copies', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      for (const url of ['/main.0123abcd.js', '/remotes/mf-jars/435.89abcdef.js', '/logo.0123abcd.png']) {
        assert.equal((await get(url, acceptEncoding)).headers['cache-control'], IMMUTABLE, `${url} ${acceptEncoding}`);
      }
      for (const url of ['/', '/home/new-memo', '/remotes/mf-jars/mf-manifest.json', '/remotes/mf-jars/remoteEntry.js', '/remotes/mf-jars/routes.json', '/remotes.json', '/config.json']) {
        const response = await get(url, acceptEncoding);
        assert.equal(response.statusCode, 200, `${url} ${acceptEncoding}`);
        assert.equal(response.headers['cache-control'], NO_CACHE, `${url} ${acceptEncoding}`);
        assert.ok(response.headers.etag, `${url} ${acceptEncoding}: an ETag to revalidate with`);
      }
    }
  });

  it('gives every variant its own ETag and answers If-None-Match per variant with 304', async () => {
    for (const url of ['/main.0123abcd.js', '/remotes/mf-jars/mf-manifest.json', '/remotes/mf-jars/remoteEntry.js']) {
      const etags = new Map<string, string>();
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const first = await get(url, acceptEncoding);
        const etag = String(first.headers.etag);
        etags.set(acceptEncoding, etag);
        const again = await get(url, acceptEncoding, { 'if-none-match': etag });
        assert.equal(again.statusCode, 304, `${url} ${acceptEncoding}`);
        assert.equal(again.rawPayload.length, 0);
      }
      assert.equal(new Set(etags.values()).size, 3, `${url}: ${[...etags.values()].join(' ')}`);
      // The identity's ETag does not validate a brotli response.
      assert.equal((await get(url, 'br', { 'if-none-match': etags.get('identity')! })).statusCode, 200, url);
    }
  });

  it('revalidates the shell page, remotes.json and config.json by ETag', async () => {
    for (const url of ['/', '/home/new-memo', '/remotes.json', '/config.json']) {
      const first = await get(url, 'gzip');
      assert.match(String(first.headers.etag), /^W\/"/, url);
      const again = await get(url, 'gzip', { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.headers['cache-control'], NO_CACHE, url);
    }
  });

  it('answers HEAD with the headers of the variant GET would send, and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    const getBr = await get('/main.0123abcd.js', 'br');
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers['content-length'], getBr.headers['content-length']);
    assert.equal(head.headers.etag, getBr.headers.etag);
    assert.equal(head.rawPayload.length, 0);
  });

  it('serves a byte range of the variant it sends', async () => {
    const range = await get('/main.0123abcd.js', 'identity', { range: 'bytes=0-9' });
    assert.equal(range.statusCode, 206);
    assert.equal(range.body, chunkText.slice(0, 10));
  });

  it('sends a remote deployed without copies as it is, compressing nothing', async () => {
    for (const url of ['/remotes/mf-account/435.89abcdef.js', '/remotes/mf-account/remoteEntry.js', '/remotes/mf-account/mf-manifest.json']) {
      const response = await get(url, 'br, gzip');
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['content-encoding'], undefined, url);
      assert.equal(Number(response.headers['content-length']), Buffer.byteLength(response.body), url);
    }
    assert.equal((await get('/remotes/mf-account/435.89abcdef.js', 'br')).body, chunkText);
  });

  it('still answers a missing file with 404 whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      assert.equal((await get('/remotes/mf-jars/missing.89abcdef.js', acceptEncoding)).statusCode, 404, acceptEncoding);
    }
  });
});
