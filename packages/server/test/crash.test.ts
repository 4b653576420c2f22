// Crash durability (issue 11): a real server process on the embedded PGlite is killed with SIGKILL at random
// (seeded) moments while memo writes and feed fetches are in flight, then restarted on the same data folder.
// Everything the server acknowledged must still be there, and no post may come back a second time that day.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createCredentials, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { openDatabase } from '../src/db/database';
import { createUsersService } from '../src/modules/users/service';
import { seedReferenceData } from '../src/seed';
import { testBackends } from './helpers/backends';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SEED = Number(process.env.CRASH_SEED ?? 20261123);
const KILLS = 4;
/** Noon in Beijing: every start pins the clock here, so the whole test is one review day. */
const PINNED_NOW = '2026-03-10T04:00:00.000Z';

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed with CRASH_SEED. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

interface Running {
  child: ChildProcess;
  base: string;
}

/** Starts the test composition root (`testing/main.ts`: the product plus the test clock) and resolves once it prints that it is listening. */
async function startServer(dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'testing/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('已启动')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  await ready;
  return { child, base: `http://127.0.0.1:${port}` };
}

async function killHard(running: Running): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGKILL');
  await exited;
}

for (const backend of testBackends().filter((candidate) => candidate.name === 'pglite')) {
  describe(`crash durability [${backend.name}]`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(`keeps every acknowledged memo and delivery across ${KILLS} kill -9 at random moments`, async (t) => {
      const storage = await backend.createStorage();
      cleanups.push(() => storage.dispose());
      const dataDir = storage.options.dataDir;
      const port = await freePort();
      const random = seededRandom(SEED);

      // A user and a token, minted with the server's own key before the server opens the folder.
      const setup = await openDatabase({ dataDir });
      await seedReferenceData(setup.db);
      const account = await createCredentials(setup.db, { username: 'crash_tester', password: 'Qv7#pLm2!wZ9xRt4' });
      await createUsersService(setup.db).ensureUser(account.id, account.username);
      const token = await mintAccessToken(setup.db, account.id, account.username, {
        settings: resolveAuthSettings({ publicUrl: `http://127.0.0.1:${port}`, env: {} }),
      });
      await setup.close();

      const authorization = `Bearer ${token}`;
      const acknowledgedMemos = new Map<string, string>(); // id → content
      const deliveredPosts = new Set<string>();
      let acknowledgedDeliveries = 0;
      let written = 0;

      const call = async (base: string, method: string, url: string, body?: unknown) => {
        const response = await fetch(`${base}${url}`, {
          method,
          headers: body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, json: (await response.json()) as Record<string, unknown> };
      };
      const recordDeliveries = (entries: Array<{ id: string }>) => {
        for (const entry of entries) {
          assert.ok(!deliveredPosts.has(entry.id), `post ${entry.id} delivered twice in one day`);
          deliveredPosts.add(entry.id);
          acknowledgedDeliveries += 1;
        }
      };

      let running = await startServer(dataDir, port);
      cleanups.push(() => killHard(running));
      try {
        for (let round = 0; round < KILLS; round += 1) {
          const base = running.base;
          await call(base, 'PUT', '/api/test/clock', { now: PINNED_NOW });
          // Bursts of writes and fetches until the process dies under them. The kill comes at a random moment:
          // after a random number of acknowledged answers, plus up to 40 ms.
          const target = acknowledgedMemos.size + acknowledgedDeliveries + 8 + Math.floor(random() * 30);
          let alive = true;
          let failure: unknown;
          let killMoment = () => {};
          const moment = new Promise<void>((resolve) => (killMoment = resolve));
          const worker = async (kind: 'write' | 'fetch') => {
            while (alive) {
              try {
                if (kind === 'write') {
                  const content = `崩溃测试 ${round}-${(written += 1)}`;
                  const { status, json } = await call(base, 'POST', '/api/memos', { content, tags: [] });
                  assert.equal(status, 201, JSON.stringify(json));
                  acknowledgedMemos.set(String(json.id), content);
                } else {
                  const { status, json } = await call(base, 'PUT', '/api/timeline/fetch?size=3');
                  assert.equal(status, 200, JSON.stringify(json));
                  recordDeliveries(json.entries as Array<{ id: string }>);
                }
                if (acknowledgedMemos.size + acknowledgedDeliveries >= target) killMoment();
              } catch (error) {
                // A request cut off by the kill was never acknowledged; anything else is a failure.
                if (!alive) return;
                if (!(error instanceof TypeError)) failure ??= error;
                killMoment();
                return;
              }
            }
          };
          const workers = Promise.all([worker('write'), worker('write'), worker('fetch'), worker('fetch')]);
          await moment;
          await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 40)));
          alive = false;
          await killHard(running);
          await workers;
          if (failure) throw failure;
          running = await startServer(dataDir, port);
        }

        const base = running.base;
        await call(base, 'PUT', '/api/test/clock', { now: PINNED_NOW });
        assert.ok(acknowledgedMemos.size > 20, `too few writes to mean anything (${acknowledgedMemos.size})`);
        assert.ok(acknowledgedDeliveries > 10, `too few deliveries to mean anything (${acknowledgedDeliveries})`);

        for (const [id, content] of acknowledgedMemos) {
          const { status, json } = await call(base, 'GET', `/api/memos/${id}`);
          assert.equal(status, 200, `acknowledged memo ${id} lost`);
          assert.equal(json.content, content);
        }
        // Drain the rest of today's feed: nothing delivered before the kills comes again.
        for (;;) {
          const { json } = await call(base, 'PUT', '/api/timeline/fetch?size=50');
          const entries = json.entries as Array<{ id: string }>;
          recordDeliveries(entries);
          if (entries.length === 0) break;
        }
        // Every acknowledged delivery is counted in today's activity (a delivery cut off by a kill may add more).
        const activities = await call(base, 'GET', '/api/activities?start=2026-03-10');
        const today = (activities.json as unknown as Array<{ date: string; count: number }>).find((entry) => entry.date === '2026-03-10');
        assert.ok(today && today.count >= acknowledgedDeliveries, `activity ${today?.count} < ${acknowledgedDeliveries} acknowledged`);
        const summary = await call(base, 'GET', '/api/timeline/summary');
        assert.equal(summary.json.todayLeft, 0);
        t.diagnostic(`${acknowledgedMemos.size} memos and ${acknowledgedDeliveries} deliveries acknowledged, all kept, across ${KILLS} kills (seed ${SEED})`);
      } finally {
        await killHard(running);
      }
    });
  });
}
