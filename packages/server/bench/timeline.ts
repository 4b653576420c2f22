/**
 * Review-feed benchmark (not a test): one user with 100 000 scheduled memos and 100 jars of 1 000 items (30 of them
 * started, their introduced items at random stages of the curve beside the memos), then p50 / p95 of
 * PUT /api/timeline/fetch and GET /api/timeline/summary through the real app (Fastify inject), on PGlite and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Prints the query plans too.
 *
 *   npx -y pnpm@10.34.9 --filter @memory/server bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx -y pnpm@10.34.9 --filter @memory/server bench
 *
 * Targets: fetch p95 ≤ 5 ms on PGlite and ≤ 2 ms on PostgreSQL (with and without held posts); summary p95 ≤ 20 ms;
 * POST /api/reviews/events with 20 events (the posts of a fresh page met: seen, or revealed when hidden) p95 ≤ 5 ms
 * on PGlite; PUT /api/reviews/{id}/grade on reviews just met (half of their units moved onto 智能曲线, so half the
 * grades re-time a unit with ts-fsrs) p95 ≤ 5 ms on PGlite. GET /api/timeline/retention is printed too. Commits stay
 * synchronous throughout. BENCH_PERSONAL=1 grades with adopted personal 智能曲线 parameters. The baseline line (SELECT 1) says how busy the machine was: compare runs through it.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { authDependencies, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { today } from '../src/clock';
import type { Database } from '../src/db/database';
import { feedPageSql, textArray } from '../src/modules/timeline/queries';
import { writeGrade } from '../src/modules/timeline/grade-queries';
import { seedReferenceData } from '../src/seed';
import { benchDatabaseUrl, openBenchPglite, openBenchPostgres, type BenchDatabase } from './bench-databases';

const USER = 'bench-user';
const MEMOS = Number(process.env.BENCH_MEMOS ?? 100_000);
const JARS = Number(process.env.BENCH_JARS ?? 100);
const ITEMS_PER_JAR = Number(process.env.BENCH_ITEMS_PER_JAR ?? 1_000);
const STARTED_JARS = Number(process.env.BENCH_STARTED_JARS ?? 30);
/** Each started jar has introduced this many items (batches of 10) so far. */
const INTRODUCED_PER_JAR = Math.min(ITEMS_PER_JAR, 200);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
/**
 * Calls of the feed fetch and the summary: 300 of them last a quarter of a second, so one burst of anything else on
 * the machine (a collection, another process's moment) fills their p95; 2 000 (≈ 1.5 s) measure the steady state.
 * The slower calls (events, grades, retention) keep ITERATIONS: events use up 20 due posts a call.
 */
const FEED_ITERATIONS = Number(process.env.BENCH_FEED_ITERATIONS ?? 2_000);
/** BENCH_PERSONAL=1: the user grades with adopted personal 智能曲线 parameters (fsrs_parameters), not the defaults. */
const PERSONAL = process.env.BENCH_PERSONAL === '1';
/**
 * Calls before timing starts. The first few hundred calls of a fresh process include V8's optimising the path:
 * BENCH_WARMUP=300 measures the steady state a long-running server is in.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const FEED_PAGE = 10;
/** Posts per events batch: a page and a half of a learner's scrolling and 查看. */
const EVENTS_PER_BATCH = 20;

/** The real sign-in check: the embedded provider's settings, and a token minted with its key. */
const AUTH_SETTINGS = resolveAuthSettings({ publicUrl: 'http://bench.invalid', env: {} });

/**
 * Bulk seed in a few INSERT ... SELECT statements: 100 000 memos spread over the four system curves, each unit at
 * a random stage. As the rules allow, a unit is due at most its last step after today (a daily curve is due today
 * or tomorrow, EBBINGHAUS up to 14 days ahead), and a quarter of them are 1–3 days overdue. One of 50 tags each,
 * and a year of activity.
 */
export async function seed(db: Database): Promise<void> {
  const day = today();
  await db.execute(sql`INSERT INTO users (id, username, created_at, updated_at) VALUES (${USER}, ${USER}, now(), now())`);
  await db.execute(sql`INSERT INTO accounts (user_id, type, expired_at, updated_at) VALUES (${USER}, 'ANNUAL', now() + interval '1 year', now())`);
  await db.execute(sql`
    INSERT INTO memos (id, user_id, content, curve_id, status, created_day, created_at, updated_at)
    SELECT 'bench-' || g, ${USER}, '第 ' || g || ' 条记忆：' || repeat('内容', 40),
           (ARRAY['EBBINGHAUS','PER_DAY_LAST_A_WEEK','PER_DAY_LAST_A_MONTH','PER_WEEK_LAST_THREE_WEEKS'])[1 + g % 4],
           'ACTIVE', ${day}::date - 40, now(), now()
    FROM generate_series(1, ${MEMOS}) AS g ORDER BY g`);
  await db.execute(sql`
    INSERT INTO memo_tags (id, user_id, name, created_at)
    SELECT 'bench-tag-' || t, ${USER}, '标签' || t, now() FROM generate_series(0, 49) AS t`);
  await db.execute(sql`
    INSERT INTO memo_tag_links (memo_id, tag_id, position)
    SELECT 'bench-' || g, 'bench-tag-' || (g % 50), 0 FROM generate_series(1, ${MEMOS}) AS g`);
  await db.execute(sql`
    INSERT INTO review_units (id, user_id, kind, memo_id, curve_id, next_review, due_day, entered_day)
    SELECT id, user_id, 'MEMO', id, curve_id, next_review,
           ${day}::date + (h >> 10 & 1023) % (previous_step + 1) - (h >> 20 & 3), created_day
    FROM (
      SELECT m.*, h, next_review,
             CASE WHEN next_review = 0 THEN 0 ELSE (c.steps ->> (next_review - 1))::integer END AS previous_step
      FROM memos m JOIN curves c ON c.id = m.curve_id,
           LATERAL (SELECT hashtext(m.id) AS h) AS hashed,
           LATERAL (SELECT (h & 1023) % (jsonb_array_length(c.steps) + 1) AS next_review) AS stage
      WHERE m.user_id = ${USER}
    ) AS staged ORDER BY seq`);
  await seedJars(db, day);
  await db.execute(sql`
    INSERT INTO review_forecast (user_id, due_day, curve_id, next_review, units)
    SELECT user_id, due_day, curve_id, next_review, count(*) FROM review_units WHERE user_id = ${USER} GROUP BY 1, 2, 3, 4`);
  await db.execute(sql`
    INSERT INTO review_activity (user_id, day, count)
    SELECT ${USER}, ${day}::date - d, 5 + d % 40 FROM generate_series(1, 365) AS d`);
  // The history behind those stages: every review a unit has had, one every two days before today, the hidden
  // ones graded. The review statements look a batch's reviews up in this table, as in a learner's second year.
  await db.execute(sql`
    INSERT INTO reviews (user_id, unit_id, review_index, day, curve_id, hidden, revealed, grade, source)
    SELECT u.user_id, u.id, i, ${day}::date - 2 * (u.next_review - i), u.curve_id, i % 2 = 1, i % 2 = 1,
           CASE WHEN i % 2 = 1 THEN 'GOOD' END, CASE WHEN i % 2 = 1 THEN 'SELF' END
    FROM review_units u, generate_series(0, u.next_review - 1) AS i
    WHERE u.user_id = ${USER} AND u.kind <> 'JAR_BATCH'`);
  await settle(db);
}

/**
 * A database in use has long been vacuumed and checkpointed; one just bulk-loaded has not. Without this, the first
 * measured calls pay for the load: they set the new rows' hint bits (dirtying pages), and autovacuum's pass over the
 * freshly inserted tables and the checkpoint of the seeding's WAL run on the same two cores during the measurement.
 */
async function settle(db: Database): Promise<void> {
  if (process.env.BENCH_SETTLE === '0') {
    await db.execute(sql`ANALYZE`);
    return;
  }
  await db.execute(sql`VACUUM ANALYZE`);
  await db.execute(sql`CHECKPOINT`);
}

/**
 * 100 jars × 1 000 items; the first 30 started (alternately SERIAL and INTERSECT on EBBINGHAUS): 200 items each
 * introduced in batches of 10, their units at random stages like the memos', and each jar's latest batch post due
 * today. The next batch of every started jar is due in 1–3 days, so the feed's batch probe finds none (the day a
 * batch is due costs one introduction per jar, once).
 */
async function seedJars(db: Database, day: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO jars (id, user_id, role, name, description, batch_size, batch_mode, curve_id, status, round, last_batch_no,
                      last_batch_day, next_batch_day, created_at, updated_at)
    SELECT 'bench-jar-' || j, ${USER}, 'CREATOR', '知识罐 ' || j, '', 10,
           CASE WHEN j % 2 = 0 THEN 'SERIAL' ELSE 'INTERSECT' END, 'EBBINGHAUS',
           CASE WHEN j <= ${STARTED_JARS} THEN 'IN_PROGRESS' ELSE 'NOT_STARTED' END,
           CASE WHEN j <= ${STARTED_JARS} THEN 1 ELSE 0 END,
           CASE WHEN j <= ${STARTED_JARS} THEN ${INTRODUCED_PER_JAR / 10} ELSE 0 END,
           CASE WHEN j <= ${STARTED_JARS} THEN ${day}::date END,
           CASE WHEN j <= ${STARTED_JARS} THEN ${day}::date + 1 + j % 3 END,
           now(), now()
    FROM generate_series(1, ${JARS}) AS j ORDER BY j`);
  await db.execute(sql`
    INSERT INTO jar_items (id, jar_id, user_id, position, content, status, batch_no, introduced_day, created_at, updated_at)
    SELECT 'bench-jar-' || j || '-' || i, 'bench-jar-' || j, ${USER}, i, '知识点 ' || i || '：' || repeat('内容', 30), 'ACTIVE',
           CASE WHEN j <= ${STARTED_JARS} AND i < ${INTRODUCED_PER_JAR} THEN 1 + i / 10 END,
           CASE WHEN j <= ${STARTED_JARS} AND i < ${INTRODUCED_PER_JAR} THEN ${day}::date - 40 END,
           now(), now()
    FROM generate_series(1, ${JARS}) AS j, generate_series(0, ${ITEMS_PER_JAR - 1}) AS i ORDER BY j, i`);
  await db.execute(sql`
    INSERT INTO review_units (id, user_id, kind, jar_id, jar_item_id, batch_no, curve_id, next_review, due_day, last_review_day, entered_day)
    SELECT 'unit-' || id, ${USER}, 'JAR_ITEM', jar_id, id, batch_no, 'EBBINGHAUS', next_review,
           CASE WHEN next_review <= 7 THEN ${day}::date + (h >> 10 & 1023) % 15 - (h >> 20 & 3) END,
           ${day}::date - 5, introduced_day
    FROM (
      SELECT i.*, h, 1 + (h & 1023) % 7 AS next_review
      FROM jar_items i, LATERAL (SELECT hashtext(i.id) AS h) AS hashed
      WHERE i.user_id = ${USER} AND i.batch_no IS NOT NULL
    ) AS staged ORDER BY seq`);
  await db.execute(sql`
    INSERT INTO review_units (id, user_id, kind, jar_id, batch_no, curve_id, next_review, due_day, entered_day)
    SELECT 'batch-' || id, ${USER}, 'JAR_BATCH', id, last_batch_no, 'JAR_BATCH', 0, ${day}::date, ${day}::date
    FROM jars WHERE user_id = ${USER} AND status = 'IN_PROGRESS'`);
}

/**
 * Grades on the hidden reviews the events measurement just recorded today: half of their units are first moved onto
 * 智能曲线 (as a jar's curve change would leave them), so every other grade replays a history with ts-fsrs and
 * re-times its unit; the grades cycle so that each call changes the grade (never the idempotent shortcut).
 */
async function measureGrades(app: App, token: string, db: Database): Promise<void> {
  const result = await db.execute(sql`
    SELECT unit_id || '.' || review_index AS id FROM reviews
    WHERE user_id = ${USER} AND day = ${today()}::date AND hidden ORDER BY unit_id LIMIT ${WARMUP + ITERATIONS}`);
  const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  if (ids.length === 0) throw new Error('no hidden reviews met today to grade');
  await db.execute(sql`
    UPDATE review_units SET curve_id = 'SMART', fsrs_steps = '[3, 14, 57, 196, 586, 1559, 3760, 8346, 17267, 33631, 36501, 36501]',
      fsrs_from = next_review
    WHERE id IN (SELECT split_part(id, '.', 1) FROM unnest(${`{${ids.filter((_, index) => index % 2 === 0).join(',')}}`}::text[]) AS id)`);
  if (PERSONAL) {
    // The learner adopted personal parameters (issue 31): each 智能曲线 grade reads them beside the retention.
    const weights = JSON.stringify([0.3, 1.2, 2.9, 14, 7.0, 0.6, 2.0, 0.01, 1.5, 0.15, 1.0, 1.9, 0.1, 0.3, 2.3, 0.2, 2.9, 0.5, 0.6, 0.1, 0.15]);
    await db.execute(sql`
      INSERT INTO fsrs_fits (id, user_id, trigger, status, requested_at, decision, weights)
      VALUES ('bench-fit', ${USER}, 'REQUEST', 'DONE', now(), 'BETTER', ${weights}::jsonb) ON CONFLICT DO NOTHING`);
    await db.execute(sql`
      INSERT INTO fsrs_parameters (user_id, fit_id, weights, adopted_at) VALUES (${USER}, 'bench-fit', ${weights}::jsonb, now())
      ON CONFLICT (user_id) DO NOTHING`);
  }
  const grades = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;
  await measure(
    app,
    token,
    'PUT /api/reviews/{id}/grade',
    'PUT',
    (index) => `/api/reviews/${ids[index % ids.length]}/grade`,
    (index) => ({ grade: grades[Math.floor(index / ids.length) % grades.length], source: 'QUIZ' }),
  );
  // The grade statement alone (what a grade writes, in one statement), on the same reviews with the next grade.
  const timings: number[] = [];
  const steps = [5, 20, 80];
  for (let index = 0; index < WARMUP + ITERATIONS; index += 1) {
    const id = ids[index % ids.length]!;
    const dot = id.lastIndexOf('.');
    const reviewIndex = Number(id.slice(dot + 1));
    const started = performance.now();
    await writeGrade(db, {
      userId: USER,
      unitId: id.slice(0, dot),
      reviewIndex,
      grade: 'HARD',
      source: 'SELF',
      reschedule: index % 2 === 0,
      dueDay: today(),
      steps,
      gradedAt: new Date(),
    });
    if (index >= WARMUP) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(`  grade statement (writeGrade) p50 ${percentile(timings, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(2).padStart(6)} ms   (${ITERATIONS} runs)`);
}

/**
 * POST /api/reviews/events: each call reports the next EVENTS_PER_BATCH due posts as met (seen, or revealed when
 * hidden), fetched just before outside the timing, so every call records new reviews (none is a duplicate).
 */
async function measureEvents(app: App, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + ITERATIONS; index += 1) {
    const page = await app.inject({ method: 'PUT', url: `/api/timeline/fetch?size=${EVENTS_PER_BATCH}`, headers });
    const posts = (page.json() as { entries: Array<{ id: string; hidden: boolean }> }).entries;
    if (posts.length < EVENTS_PER_BATCH) throw new Error(`bench: only ${posts.length} posts due`);
    const events = posts.map((post) => ({ id: randomUUID(), reviewId: post.id, type: post.hidden ? 'revealed' : 'seen' }));
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/reviews/events', headers, payload: { events } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`events: ${response.statusCode} ${response.body}`);
    if (index >= WARMUP) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const label = `POST /api/reviews/events ×${EVENTS_PER_BATCH}`;
  console.log(`  ${label.padEnd(28)} p50 ${percentile(timings, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(2).padStart(6)} ms   (${ITERATIONS} calls)`);
}

/** The post ids of the first `count` posts of today's feed (what a screen holds after scrolling). */
async function heldPosts(db: Database, day: string, count: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT id || '.' || next_review AS id FROM review_units
    WHERE user_id = ${USER} AND due_day IS NOT NULL AND due_day <= ${day}::date ORDER BY due_day, seq LIMIT ${count}`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(
  app: App,
  token: string,
  label: string,
  method: 'GET' | 'PUT',
  url: string | ((index: number) => string),
  payload?: (index: number) => object,
  iterations = ITERATIONS,
): Promise<{ p50: number; p95: number }> {
  const calls: Array<{ started: number; elapsed: number }> = [];
  const collections = BENCH_GC ? watchCollections() : null;
  for (let index = 0; index < WARMUP + iterations; index += 1) {
    const target = typeof url === 'string' ? url : url(index);
    const body = payload?.(index);
    const started = performance.now();
    const response = await app.inject({ method, url: target, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    if (index >= WARMUP) calls.push({ started, elapsed });
  }
  const timings = calls.map((call) => call.elapsed).sort((a, b) => a - b);
  const result = { p50: percentile(timings, 50), p95: percentile(timings, 95) };
  console.log(`  ${label.padEnd(28)} p50 ${result.p50.toFixed(2).padStart(6)} ms   p95 ${result.p95.toFixed(2).padStart(6)} ms   (${iterations} calls)`);
  if (collections) console.log(`      ${collections.stop(calls, result.p95)}`);
  return result;
}

/** BENCH_GC=1: for each measured call, whether a garbage collection ran during it (is the tail the GC's?). */
const BENCH_GC = process.env.BENCH_GC === '1';

function watchCollections() {
  const entries: Array<{ startTime: number; duration: number }> = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push({ startTime: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop(calls: ReadonlyArray<{ started: number; elapsed: number }>, p95: number): string {
      observer.disconnect();
      const gcDuring = (call: { started: number; elapsed: number }) =>
        entries
          .filter((gc) => gc.startTime < call.started + call.elapsed && gc.startTime + gc.duration > call.started)
          .reduce((total, gc) => total + gc.duration, 0);
      const tail = calls.filter((call) => call.elapsed >= p95);
      const tailWithGc = tail.filter((call) => gcDuring(call) > 0);
      const all = calls.filter((call) => gcDuring(call) > 0).length;
      const gcMs = tailWithGc.reduce((total, call) => total + gcDuring(call), 0);
      return `GC: ${entries.length} collections; ${all} of ${calls.length} calls met one; of the ${tail.length} calls at or above p95, ${tailWithGc.length} met one (${gcMs.toFixed(1)} ms of GC in them)`;
    },
  };
}

/** How fast this machine runs the cheapest statement right now: a busy machine slows every figure alike. */
async function measureBaseline(db: Database): Promise<void> {
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + ITERATIONS; index += 1) {
    const started = performance.now();
    await db.execute(sql`SELECT 1`);
    timings.push(performance.now() - started);
  }
  timings.splice(0, WARMUP);
  timings.sort((a, b) => a - b);
  // Its p95 is the machine's own jitter on one round trip: a call's p95 cannot be read apart from it.
  console.log(
    `  baseline SELECT 1             p50 ${percentile(timings, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(2).padStart(6)} ms   (load average ${loadavg()[0]?.toFixed(1)})`,
  );
}

/**
 * The plans of the statements behind the two calls, with today's values filled in. The feed page runs as the app
 * runs it, prepared: after five runs PostgreSQL switches to the generic plan ($1, $2 in the conditions) it keeps.
 */
async function explain(database: Database): Promise<void> {
  // One connection throughout: a prepared statement belongs to the session that prepared it.
  await database.transaction(async (db) => {
    const day = today();
    // The screen holds the first page: the next one skips it on the same range scan.
    const held = await heldPosts(db, day, FEED_PAGE);
        const values = sql.raw(`${pg.escapeLiteral(USER)}, '${day}', ${pg.escapeLiteral(textArray(held))}`);
    await db.execute(sql.raw(`PREPARE bench_feed(text, date, text[]) AS ${feedPageSql(FEED_PAGE)}`));
    for (let run = 0; run < 6; run += 1) await db.execute(sql`EXECUTE bench_feed(${values})`);
    const statements: Array<[string, ReturnType<typeof sql>]> = [
      [`feed page (readFeedPage, one statement, ${held.length} posts held)`, sql`EXECUTE bench_feed(${values})`],
      [
        'summary groups (forecastGroups, without the join to curves)',
        sql`SELECT least(greatest(due_day, ${day}::date), ${day}::date + 40)::text, curve_id, next_review, sum(units)::integer
            FROM review_forecast WHERE user_id = ${USER} AND units > 0 GROUP BY 1, 2, 3`,
      ],
    ];
    for (const [label, statement] of statements) {
      const result = await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`);
      const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
      console.log(`  -- ${label}`);
      for (const row of rows) console.log(`     ${Object.values(row)[0]}`);
    }
    await db.execute(sql`DEALLOCATE bench_feed`);
  });
}

async function run(name: string, open: () => Promise<BenchDatabase>) {
  console.log(`\n== ${name}`);
  const { database, blobsDir, cleanup } = await open();
  try {
    await seedReferenceData(database.db);
    const seeding = performance.now();
    await seed(database.db);
    const [{ groups } = { groups: 0 }] = (
      (await database.db.execute(sql`SELECT count(*)::int AS groups FROM review_forecast WHERE user_id = ${USER}`)) as unknown as {
        rows: Array<{ groups: number }>;
      }
    ).rows;
    console.log(`  seeded ${MEMOS} scheduled memos, ${JARS} jars × ${ITEMS_PER_JAR} items (${STARTED_JARS} started) in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${groups} forecast groups)`);
    await measureBaseline(database.db);
    const { auth } = authDependencies(database.db, AUTH_SETTINGS);
    const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir }, { db: database.db, auth });
    await app.ready();
    const token = await mintAccessToken(database.db, USER, USER, { settings: AUTH_SETTINGS });
    await measure(app, token, `PUT /api/timeline/fetch?size=${FEED_PAGE}`, 'PUT', `/api/timeline/fetch?size=${FEED_PAGE}`, undefined, FEED_ITERATIONS);
    const held = await heldPosts(database.db, today(), 50);
    await measure(app, token, `  … holding ${held.length} posts`, 'PUT', `/api/timeline/fetch?size=${FEED_PAGE}`, () => ({ held }), FEED_ITERATIONS);
    await measure(app, token, 'GET /api/timeline/summary', 'GET', '/api/timeline/summary', undefined, FEED_ITERATIONS);
    await measureEvents(app, token);
    await measureGrades(app, token, database.db);
    await measure(app, token, 'GET /api/timeline/retention', 'GET', '/api/timeline/retention');
    await explain(database.db);
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_PGLITE !== '0') await run('PGlite', () => openBenchPglite('bench-pglite'));
  const databaseUrl = benchDatabaseUrl();
  if (!databaseUrl) {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  await run('PostgreSQL', () => openBenchPostgres(databaseUrl, 'bench'));
}

// Run when invoked as a script; importable for profiling.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
