import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { quoteIdentifier } from '../src/db/database';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { Browser } from './auth/support/browser';
import { authorizeUrl, codeFromCallback, exchangeCode, openSignIn, pkcePair, tokenRequest, type TokenSet } from './auth/support/oidc-client';

/**
 * Two real server processes (`src/main.ts`, as `npm start` runs it: production by default) on one PostgreSQL
 * schema and one Redis (a key prefix of this run), behaving as one: a session and tokens made on one work on the
 * other, sign-in throttling and the AI rate limit count together (and survive a restart), and the periodic
 * OIDC cleanup runs once for both.
 */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC_URL = 'http://app.memory.test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AI_LIMIT = 2;

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set: two replicas need a shared PostgreSQL'
  : !(await redisReachable())
    ? `no Redis at ${REDIS_URL}: two replicas need a shared Redis`
    : undefined;
if (skipReason) console.log(`# replicas test skipped: ${skipReason}`);

interface Replica {
  origin: string;
  logs(): string;
  stop(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${quoteIdentifier(schema)}`);
  return parsed.toString();
}

/** Starts `node src/main.ts` and resolves once it listens (its log says where). */
function startReplica(env: Record<string, string>): Promise<Replica> {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        resolve({
          origin: match[1],
          logs: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`replica exited with ${code} before listening:\n${output}`)));
  });
}

/** The load balancer in front of the replicas: one origin for the browser, each request sent where `route` says. */
async function startBalancer() {
  let target: Replica | undefined;
  const server = createServer((req, res) => {
    const backend = new URL(target!.origin);
    const upstream = httpRequest(
      { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route(replica: Replica) {
      target = replica;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('two replicas on one PostgreSQL and one Redis', { skip: skipReason }, () => {
  const schema = `replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
  const redisKeyPrefix = `memory-test-${randomBytes(4).toString('hex')}:`;
  let fake: FakeOpenAi;
  let dataDir: string;
  let env: Record<string, string>;
  let a: Replica;
  let b: Replica;
  let tokens: TokenSet;
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  /** replicas stopped along the way (their logs still count) */
  const retired: Replica[] = [];

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };

  before(async () => {
    await admin(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    fake = await startFakeOpenAi();
    dataDir = await mkdtemp(path.join(tmpdir(), 'memory-replicas-'));
    env = {
      DATABASE_URL: withSearchPath(databaseUrl!, schema),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      PUBLIC_URL,
      DATA_DIR: dataDir,
      APPS_DIR: dataDir, // no built apps needed: the API and the provider are what is shared
      SEED_DEMO: '0',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_RATE_LIMIT_PER_MINUTE: String(AI_LIMIT),
    };
    // Started together, as a deployment does: migrations and the first cleanup race.
    [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    balancer = await startBalancer();
  });

  after(async () => {
    await balancer?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await admin(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const api = (replica: Replica, url: string, init: RequestInit = {}) =>
    fetch(`${replica.origin}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', ...init.headers },
    });

  it('runs production by default: the dev origins are closed', async () => {
    const preflight = await fetch(`${a.origin}/api/users/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    const devRedirect = await fetch(`${a.origin}${authorizeUrl('http://localhost:3000', pkcePair().challenge)}`, { redirect: 'manual' });
    assert.equal(devRedirect.status, 400, 'the dev redirect URI is not registered in production');
  });

  it('shares the sign-in: started on one, finished on the other; the session and tokens work on both', async () => {
    const browser = new Browser(balancer.origin);
    const { verifier, challenge } = pkcePair();
    balancer.route(a);
    const { pageUrl } = await openSignIn(browser, PUBLIC_URL, challenge);
    balancer.route(b); // the form goes to the other replica, and so does everything after it
    const submit = `${pageUrl.pathname}/signup`;
    const posted = await browser.post(submit, { username: 'replica_user', password: 'steady-otter-9', confirm: 'steady-otter-9' });
    assert.equal(posted.status, 303, await posted.clone().text());
    const { url } = await browser.follow(posted, submit);
    tokens = await exchangeCode(a.origin, PUBLIC_URL, codeFromCallback(url, PUBLIC_URL), verifier);

    for (const replica of [a, b]) assert.equal((await api(replica, '/api/users/me')).status, 200);

    // The session cookie made through B signs in silently on A.
    balancer.route(a);
    const again = pkcePair();
    const start = authorizeUrl(PUBLIC_URL, again.challenge);
    const silent = await browser.follow(await browser.get(start), start);
    const renewed = await exchangeCode(b.origin, PUBLIC_URL, codeFromCallback(silent.url, PUBLIC_URL), again.verifier);
    const refreshed = await tokenRequest(a.origin, { grant_type: 'refresh_token', refresh_token: renewed.refresh_token! });
    assert.equal(refreshed.status, 200, 'a refresh token issued by B is redeemed on A');
  });

  it('counts the AI rate limit together, and a restart does not reset it', async () => {
    const ask = async (replica: Replica) => {
      const response = await api(replica, '/api/ai/stream', { method: 'POST', body: JSON.stringify({ type: 'expand', prompt: '光合作用' }) });
      await response.text();
      return response;
    };
    assert.equal((await ask(a)).status, 200);
    assert.equal((await ask(b)).status, 200);
    const refused = await ask(a);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.equal((await ask(b)).status, 429);

    await a.stop();
    retired.push(a);
    a = await startReplica(env);
    assert.equal((await ask(a)).status, 429, 'the restarted replica still knows the count');
  });

  it('counts sign-in failures together: an address spraying guesses over both replicas is locked on both', async () => {
    const browser = new Browser(balancer.origin);
    balancer.route(a);
    const { pageUrl } = await openSignIn(browser, PUBLIC_URL, pkcePair().challenge);
    const guess = async (replica: Replica, i: number) => {
      balancer.route(replica);
      const response = await browser.post(`${pageUrl.pathname}/login`, { username: `sprayed_${i}`, password: 'wrong-password-1' });
      await response.text();
      return response;
    };
    // 50 failures an hour per address: 25 through each replica, neither alone reaches it.
    for (let i = 0; i < 50; i += 1) assert.equal((await guess(i % 2 === 0 ? a : b, i)).status, 401);
    assert.equal((await guess(a, 50)).status, 401, 'the 51st failure is counted, and locks the address');
    for (const replica of [a, b]) {
      const locked = await guess(replica, 99);
      assert.equal(locked.status, 429);
      assert.equal(locked.headers.get('retry-after'), '3600');
    }
  });

  it('runs the periodic OIDC cleanup once for both replicas', async () => {
    const ran = (replica: Replica) => replica.logs().split('\n').filter((line) => line.includes('"job":"oidc.delete-expired"')).length;
    assert.equal(ran(retired[0]!) + ran(b), 1, 'both started together: exactly one of them ran it');
    assert.equal(ran(a), 0, 'the restarted replica found this hour already done');
    const { rows } = await admin(`SELECT count(*)::int AS runs FROM ${quoteIdentifier(schema)}.job_runs WHERE name = 'oidc.delete-expired'`);
    assert.equal(rows[0].runs, 1);
  });
});

describe('two replicas started together on a fresh PostgreSQL, demo seed on', { skip: databaseUrl ? undefined : 'TEST_DATABASE_URL is not set' }, () => {
  const schema = `replicas_seed_${process.pid}_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  const started: Replica[] = [];

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };

  before(async () => {
    await admin(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'memory-replicas-seed-'));
  });
  after(async () => {
    await Promise.all(started.map((replica) => replica.stop()));
    await admin(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('both come up, and every start-up write (migrations, curves, categories, the demo) happens once', async () => {
    const env = {
      DATABASE_URL: withSearchPath(databaseUrl!, schema),
      PUBLIC_URL,
      DATA_DIR: dataDir,
      APPS_DIR: dataDir,
      SEED_DEMO: '1',
    };
    const outcomes = await Promise.allSettled([startReplica(env), startReplica(env)]);
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
    for (const outcome of outcomes) assert.equal(outcome.status, 'fulfilled', outcome.status === 'rejected' ? String(outcome.reason) : '');

    const q = (table: string, where = 'true') =>
      admin(`SELECT count(*)::int AS n FROM ${quoteIdentifier(schema)}.${table} WHERE ${where}`).then(({ rows }) => rows[0].n as number);
    assert.equal(await q('credentials', "lower(username) = 'demo'"), 1);
    assert.equal(await q('categories'), 8);
    const demoJars = await q('jars', `user_id = (SELECT id FROM ${quoteIdentifier(schema)}.credentials WHERE username = 'demo')`);
    const { rows: once } = await admin(`SELECT count(*)::int AS n FROM ${quoteIdentifier(schema)}.jars`);
    assert.ok(demoJars > 0);
    for (const replica of started) {
      const discovery = await fetch(`${replica.origin}/oidc/.well-known/openid-configuration`);
      assert.equal(discovery.status, 200);
    }
    // A third start on the seeded database adds nothing.
    started.push(await startReplica(env));
    const { rows: after } = await admin(`SELECT count(*)::int AS n FROM ${quoteIdentifier(schema)}.jars`);
    assert.equal(after[0].n, once[0].n);
  });
});
