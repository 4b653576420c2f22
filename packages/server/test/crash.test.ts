// Crash durability: a real server process (on the embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set)
// is killed with SIGKILL at random (seeded) moments while memo writes, feed fetches and review reports are in
// flight, then restarted on the same data. Everything the server acknowledged must still be there: every memo, every
// reported review (never shown again that day, counted in the activity), and every post fetched but not reported
// (a kill between fetch and report) must still be due.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createCredentials, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { openDatabase } from '../src/db/database';
import { createAccountService } from '../src/modules/account/service';
import { createUsersService } from '../src/modules/users/service';
import { seedReferenceData } from '../src/seed';
import { testBackends } from './helpers/backends';
import { seededRandom } from '../src/random';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SEED = Number(process.env.CRASH_SEED ?? 20261123);
const KILLS = 4;
/** Noon in Beijing: every start pins the clock here, so the whole test is one review day. */
const PINNED_NOW = '2026-03-10T04:00:00.000Z';

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
async function startServer(database: { dataDir: string; databaseUrl: string }, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'testing/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.databaseUrl,
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

/** A UUID made from a counter: the event ids of one run are distinct and replayable with CRASH_SEED. */
function eventId(counter: number): string {
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

async function killHard(running: Running): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGKILL');
  await exited;
}

/** The server's DATABASE_URL for a test storage: PostgreSQL in the storage's own schema (libpq `options`). */
function databaseUrlOf(options: { databaseUrl?: string; searchPath?: string }): string {
  if (!options.databaseUrl) return '';
  const url = new URL(options.databaseUrl);
  if (options.searchPath) url.searchParams.set('options', `-c search_path=${options.searchPath}`);
  return url.toString();
}

for (const backend of testBackends()) {
  describe(`crash durability [${backend.name}]`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(`keeps every acknowledged memo and review, and every unreported post, across ${KILLS} kill -9 at random moments`, async (t) => {
      const storage = await backend.createStorage();
      cleanups.push(() => storage.dispose());
      const database = { dataDir: storage.options.dataDir, databaseUrl: databaseUrlOf(storage.options) };
      const port = await freePort();
      const random = seededRandom(SEED);

      // A user and a token, minted with the server's own key before the server opens the data.
      const setup = await openDatabase(storage.options);
      await seedReferenceData(setup.db);
      const account = await createCredentials(setup.db, { username: 'crash_tester', password: 'Qv7#pLm2!wZ9xRt4' });
      await createUsersService(setup.db, { account: createAccountService(setup.db) }).ensureUser(account.id, account.username);
      const token = await mintAccessToken(setup.db, account.id, account.username, {
        settings: resolveAuthSettings({ publicUrl: `http://127.0.0.1:${port}`, env: {} }),
      });
      await setup.close();

      const authorization = `Bearer ${token}`;
      const acknowledgedMemos = new Map<string, string>(); // id → content
      /** Posts whose report the server acknowledged: reviewed today, never due again today. */
      const acknowledgedReviews = new Set<string>();
      /** Posts a report was sent for (acknowledged or cut off by a kill: it may or may not have been recorded). */
      const reported = new Set<string>();
      /** Posts fetched and held on screen, never reported: the learner had not met them when the process died. */
      const unreported = new Set<string>();
      let written = 0;
      let events = 0;

      const call = async (base: string, method: string, url: string, body?: unknown) => {
        const response = await fetch(`${base}${url}`, {
          method,
          headers: body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, json: (await response.json()) as Record<string, unknown> };
      };
      const acknowledged = () => acknowledgedMemos.size + acknowledgedReviews.size;
      /** Reports posts as seen (memos' first reviews are visible); a post met once is never due again today. */
      const reportSeen = async (base: string, posts: ReadonlyArray<{ id: string }>) => {
        for (const post of posts) {
          reported.add(post.id);
          unreported.delete(post.id);
        }
        const batch = posts.map((post) => ({ id: eventId((events += 1)), reviewId: post.id, type: 'seen' }));
        const { status, json } = await call(base, 'POST', '/api/reviews/events', { events: batch });
        assert.equal(status, 200, JSON.stringify(json));
        for (const post of posts) acknowledgedReviews.add(post.id);
      };
      /** `before`: the reviews acknowledged when the fetch was sent (one acknowledged while it ran may be in it). */
      const checkFresh = (posts: ReadonlyArray<{ id: string }>, before: ReadonlySet<string>) => {
        for (const post of posts) assert.ok(!before.has(post.id), `post ${post.id} reviewed, then due again the same day`);
      };

      let running = await startServer(database, port);
      cleanups.push(() => killHard(running));
      try {
        for (let round = 0; round < KILLS; round += 1) {
          const base = running.base;
          await call(base, 'PUT', '/api/test/clock', { now: PINNED_NOW });
          // Bursts of writes and fetches until the process dies under them. The kill comes at a random moment:
          // after a random number of acknowledged answers, plus up to 40 ms.
          const target = acknowledged() + 8 + Math.floor(random() * 30);
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
                  // The screen holds what it fetched and has not reported; a third of the pages stay unreported
                  // until the kill (the learner has not met them yet).
                  const held = [...unreported];
                  const before = new Set(acknowledgedReviews);
                  const { status, json } = await call(base, 'PUT', '/api/timeline/fetch?size=3', { held });
                  assert.equal(status, 200, JSON.stringify(json));
                  const posts = json.entries as Array<{ id: string }>;
                  checkFresh(posts, before);
                  // Another worker may have fetched and reported the same posts meanwhile (fetching writes nothing).
                  if (random() < 1 / 3) {
                    for (const post of posts) if (!reported.has(post.id)) unreported.add(post.id);
                  } else if (posts.length > 0) {
                    await reportSeen(base, posts);
                  }
                }
                if (acknowledged() >= target) killMoment();
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
          running = await startServer(database, port);
        }

        const base = running.base;
        await call(base, 'PUT', '/api/test/clock', { now: PINNED_NOW });
        assert.ok(acknowledgedMemos.size > 20, `too few writes to mean anything (${acknowledgedMemos.size})`);
        assert.ok(acknowledgedReviews.size > 10, `too few reviews to mean anything (${acknowledgedReviews.size})`);
        const leftUnreported = new Set(unreported);
        assert.ok(leftUnreported.size > 0, 'no post was left unreported at a kill');

        for (const [id, content] of acknowledgedMemos) {
          const { status, json } = await call(base, 'GET', `/api/memos/${id}`);
          assert.equal(status, 200, `acknowledged memo ${id} lost`);
          assert.equal(json.content, content);
        }
        // Review the rest of today's feed: nothing reported and acknowledged comes again, and every post that was
        // fetched but never reported is still due (a report sent when the kill came may or may not have counted).
        const stillDue = new Set<string>();
        for (;;) {
          const { json } = await call(base, 'PUT', '/api/timeline/fetch?size=50');
          const entries = json.entries as Array<{ id: string }>;
          if (entries.length === 0) break;
          checkFresh(entries, acknowledgedReviews);
          for (const entry of entries) stillDue.add(entry.id);
          await reportSeen(base, entries);
        }
        for (const id of leftUnreported) assert.ok(stillDue.has(id), `post ${id} fetched, never reported, yet no longer due`);
        // Every review is counted once: at least every acknowledged one, at most every one ever reported.
        const activities = await call(base, 'GET', '/api/activities?start=2026-03-10');
        const today = (activities.json as unknown as Array<{ date: string; count: number }>).find((entry) => entry.date === '2026-03-10');
        assert.ok(today && today.count >= acknowledgedReviews.size, `activity ${today?.count} < ${acknowledgedReviews.size} acknowledged`);
        assert.ok(today.count <= reported.size, `activity ${today.count} > ${reported.size} reported`);
        const summary = await call(base, 'GET', '/api/timeline/summary');
        assert.equal(summary.json.todayLeft, 0);
        t.diagnostic(
          `${acknowledgedMemos.size} memos and ${acknowledgedReviews.size} reviews acknowledged, ${leftUnreported.size} posts left unreported, all kept, across ${KILLS} kills (seed ${SEED})`,
        );
      } finally {
        await killHard(running);
      }
    });
  });
}
