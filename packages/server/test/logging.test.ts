import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { loadServerConfig } from '../src/config';
import { redactQuery, safeError, safeLoggerOptions } from '../src/http/logging';

describe('what the logs keep', () => {
  it('keeps the SQL text and error codes of a failed query, never its parameters or the driver detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "memos_pkey"'), {
      code: '23505',
      constraint: 'memos_pkey',
      detail: 'Key (content)=(我的秘密日记) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into "memos" ("id", "content") values ($1, $2)\nparams: user-7,我的秘密日记'), {
      name: 'DrizzleQueryError',
      cause,
    });
    const logged = JSON.stringify(safeError(error));
    assert.doesNotMatch(logged, /秘密日记/);
    assert.match(logged, /insert into \\"memos\\"/);
    assert.match(logged, /23505/);
    assert.match(logged, /memos_pkey/);
  });

  it('keeps query names but not their values (search words, signatures)', () => {
    assert.equal(redactQuery('/api/memo-tags/page?keyword=%E7%A7%81%E4%BA%8B&page=2'), '/api/memo-tags/page?keyword=…&page=…');
    assert.equal(redactQuery('/api/blobs/abc?expires=1&signature=s3cr3t'), '/api/blobs/abc?expires=…&signature=…');
    assert.equal(redactQuery('/api/memos/abc'), '/api/memos/abc');
  });
});

describe('request logging', () => {
  it('is at warn unless LOG_LEVEL says otherwise', () => {
    assert.equal(loadServerConfig({ NODE_ENV: 'production' }).logLevel, 'warn');
    assert.equal(loadServerConfig({ NODE_ENV: 'development' }).logLevel, 'warn');
    assert.equal(loadServerConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel, 'info');
  });

  /** A server logging at `level` into an array of parsed lines, with a route that answers and one that fails. */
  async function serverLoggingAt(level: string) {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string }));
        done();
      },
    });
    const app = Fastify({ logger: safeLoggerOptions({ level, stream }) });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    await app.ready();
    return { app, lines };
  }

  it('at the default level, writes nothing for a successful request and still logs a failing one', async () => {
    const { app, lines } = await serverLoggingAt(loadServerConfig({}).logLevel);
    assert.equal((await app.inject({ method: 'GET', url: '/ok' })).statusCode, 200);
    assert.equal(lines.length, 0, JSON.stringify(lines));
    assert.equal((await app.inject({ method: 'GET', url: '/broken' })).statusCode, 500);
    assert.ok(lines.some((line) => line.level >= 50 && /broken/.test(JSON.stringify(line))), JSON.stringify(lines));
    await app.close();
  });

  it('with LOG_LEVEL=info, logs every request', async () => {
    const { app, lines } = await serverLoggingAt(loadServerConfig({ LOG_LEVEL: 'info' }).logLevel);
    await app.inject({ method: 'GET', url: '/ok' });
    assert.ok(lines.some((line) => line.msg === 'request completed'), JSON.stringify(lines));
    await app.close();
  });
});
