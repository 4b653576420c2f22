// The server speaking HTTPS itself (TLS_CERT_FILE / TLS_KEY_FILE): HTTP/2 for clients that offer it, so a
// page's start-up files share one connection, and HTTP/1.1 over TLS on the same port for the others. The whole
// product (startServer, as `npm start` runs it) on a throwaway self-signed certificate: static files with their
// precompressed copies, the pages, the API, sign-in with the embedded provider and the AI stream, over h2.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import https from 'node:https';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { loadServerConfig } from '../src/config';
import { startServer } from '../src/server';
import { IMMUTABLE, NO_CACHE } from '../src/web/cache-policy';
import { REMOTE_APPS } from '@memory/contracts/deployment';
import { createSelfSignedCert, type SelfSignedCert } from '../testing/self-signed-cert';
import { startFakeOpenAi, FAKE_EXPAND_REPLY, type FakeOpenAi } from '../testing/fake-openai';
import { summarise } from './ai/ai-helpers';
import { Browser } from './auth/support/browser';
import { codeFromCallback, jwtPayload, openSignIn, pkcePair, type TokenSet } from './auth/support/oidc-client';
import { connectHttp2 } from './helpers/http2-client';

const chunkText = `/* chunk */${'console.log("记忆仓库 chunk");\n'.repeat(200)}`;
const landingHtml = `<!doctype html><html><head><title>记忆仓库</title></head><body><div id="root" data-prerendered>${'<p>记住想记住的</p>'.repeat(100)}</div></body></html>`;

/** A build as the apps' production builds write it, small: the shell with a prerendered landing, four remotes. */
async function writeBuild(appsDir: string): Promise<void> {
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': '<!doctype html><html><head><title>记忆仓库</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
    'shell/dist/main.0123abcd.js': chunkText,
    'shell/dist/main.0123abcd.js.br': brotliCompressSync(chunkText),
    'shell/dist/main.0123abcd.js.gz': gzipSync(chunkText),
    'shell/dist/prerendered/landing.html': landingHtml,
  };
  for (const remote of REMOTE_APPS) {
    files[`${remote.folder}/dist/mf-manifest.json`] = JSON.stringify({ name: remote.name, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
    files[`${remote.folder}/dist/remoteEntry.js`] = chunkText;
    files[`${remote.folder}/dist/routes.json`] = JSON.stringify({ routes: [`/home/${remote.folder}`], pages: {} });
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(appsDir, file)), { recursive: true });
    await writeFile(path.join(appsDir, file), content);
  }
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** One request over HTTP/1.1 on TLS (node:https offers no ALPN protocol, so the server falls back to 1.1). */
function getHttp1(origin: string, pathAndQuery: string, ca: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; httpVersion: string; alpn: string | false | null; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = https.get(new URL(pathAndQuery, origin), { ca, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            httpVersion: response.httpVersion,
            alpn: (response.socket as TLSSocket).alpnProtocol,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
    },
  );
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE / TLS_KEY_FILE)', () => {
  let cert: SelfSignedCert;
  let dir: string;
  let fake: FakeOpenAi;
  let server: Awaited<ReturnType<typeof startServer>>;
  let origin: string;
  let h2: Awaited<ReturnType<typeof connectHttp2>>;

  before(async () => {
    cert = await createSelfSignedCert();
    dir = await mkdtemp(path.join(tmpdir(), 'memory-tls-server-'));
    await writeBuild(path.join(dir, 'apps'));
    fake = await startFakeOpenAi({ host: '127.0.0.1' });
    const port = await freePort();
    origin = `https://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      APPS_DIR: path.join(dir, 'apps'),
      SEED_DEMO: '0',
      TLS_CERT_FILE: cert.certFile,
      TLS_KEY_FILE: cert.keyFile,
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
    };
    // The issuer follows the certificate: https://localhost:<port> unless PUBLIC_URL says otherwise.
    assert.equal(loadServerConfig(env).publicUrl, `https://localhost:${port}`);
    server = await startServer(loadServerConfig({ ...env, PUBLIC_URL: origin }));
    h2 = await connectHttp2(origin, cert.cert);
  });
  after(async () => {
    await h2?.close();
    await server?.close();
    await fake?.close();
    cert?.remove();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('negotiates h2 with a browser-like client', () => {
    assert.equal(h2.protocol(), 'h2');
  });

  it('sends the precompressed copy the request accepts, cached like the file, over h2', async () => {
    const br = await h2.request('/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.equal(brotliDecompressSync(br.body).toString(), chunkText);

    const gz = await h2.request('/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), chunkText);

    const manifest = await h2.request('/remotes/mf-jars/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    assert.equal(JSON.parse(manifest.body.toString()).name, 'mf_jars');

    // A shell on a configured origin (a dev server here) may load a remote's files: the header reads the request's Origin.
    const entry = await h2.request('/remotes/mf-jars/remoteEntry.js', { headers: { origin: 'http://localhost:3000' } });
    assert.equal(entry.headers['access-control-allow-origin'], 'http://localhost:3000');
  });

  it('serves the pages with the runtime inlined and HSTS, the prerendered landing gzipped', async () => {
    const page = await h2.request('/home/memos');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /<script type="application\/json" id="[^"]+">/);
    assert.match(String(page.headers['strict-transport-security']), /max-age=/);

    const landing = await h2.request('/', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(landing.status, 200);
    assert.equal(landing.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(landing.body).toString(), /记住想记住的/);

    // Built from the request's :authority and TLS: the remotes' entries are this https origin's.
    const remotes = JSON.parse((await h2.request('/remotes.json')).body.toString()) as { remotes: Array<{ entry: string }> };
    assert.equal(remotes.remotes[0]?.entry, `${origin}/remotes/mf-memos/mf-manifest.json`);
  });

  it('answers the API in JSON over h2', async () => {
    const types = await h2.request('/api/orders/types');
    assert.equal(types.status, 200);
    assert.match(String(types.headers['content-type']), /^application\/json/);
    assert.ok(Array.isArray(JSON.parse(types.body.toString())), 'the membership plans');

    const anonymous = await h2.request('/api/users/me');
    assert.equal(anonymous.status, 401);
    assert.equal(JSON.parse(anonymous.body.toString()).code, 'UNAUTHORIZED');
  });

  it('still speaks HTTP/1.1 on the same port to a client that does not offer h2', async () => {
    const file = await getHttp1(origin, '/main.0123abcd.js', cert.cert, { 'accept-encoding': 'br' });
    assert.equal(file.httpVersion, '1.1');
    assert.equal(file.alpn, false);
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(file.body).toString(), chunkText);

    const api = await getHttp1(origin, '/api/orders/types', cert.cert);
    assert.equal(api.status, 200);
    assert.ok(Array.isArray(JSON.parse(api.body.toString())));
  });

  it('signs up with the embedded provider over h2; the API accepts its token and streams the AI answer', async () => {
    const discovery = JSON.parse((await h2.request('/oidc/.well-known/openid-configuration')).body.toString()) as Record<string, string>;
    assert.equal(discovery.issuer, `${origin}/oidc`);
    assert.equal(discovery.token_endpoint, `${origin}/oidc/token`);

    // Every hop (authorize, the sign-up page and form, the redirect to /callback, the token endpoint) on one h2 connection.
    const browser = new Browser(origin, {}, h2.fetch);
    const { verifier, challenge } = pkcePair();
    const { pageUrl } = await openSignIn(browser, origin, challenge);
    const submit = `${pageUrl.pathname}/signup`;
    const posted = await browser.post(submit, { username: 'h2_user', password: 'bright-otter-3', confirm: 'bright-otter-3' });
    assert.equal(posted.status, 303, await posted.clone().text());
    const { url } = await browser.follow(posted, submit);
    const exchanged = await h2.fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'memory-web', grant_type: 'authorization_code', code: codeFromCallback(url, origin), redirect_uri: `${origin}/callback`, code_verifier: verifier }).toString(),
    });
    assert.equal(exchanged.status, 200, await exchanged.clone().text());
    const tokens = (await exchanged.json()) as TokenSet;
    assert.equal(jwtPayload(tokens.access_token).iss, `${origin}/oidc`);

    const authorization = `Bearer ${tokens.access_token}`;
    const me = await h2.request('/api/users/me', { headers: { authorization } });
    assert.equal(me.status, 200);
    assert.equal(JSON.parse(me.body.toString()).username, 'h2_user');

    fake.setMode('stream');
    const stream = await h2.request('/api/ai/stream', {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'expand', prompt: '温故而知新' }),
    });
    assert.equal(stream.status, 200);
    assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
    const { chunks, text, stopped } = summarise(stream.body.toString());
    assert.equal(text, FAKE_EXPAND_REPLY);
    assert.equal(stopped, true);
    // Sent as it came from upstream (several chunks ~20 ms apart), not buffered into one answer.
    assert.ok(stream.dataFrames > 2, `streamed in ${stream.dataFrames} DATA frames for ${chunks.length} chunks`);
  });
});
