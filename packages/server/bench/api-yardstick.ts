/**
 * API yardstick (not a test): what the product's own work costs per request, against a floor. For each of four
 * authenticated calls — GET /api/curves/page, GET /api/timeline/summary, GET /api/jars/page and the feed fetch
 * (PUT /api/timeline/fetch) — it loads, one after the other in this process:
 * - the product: the real app (buildApp, production settings: sign-in check, validation, security headers,
 *   serialisation), listening on loopback;
 * - the floor: a bare Fastify 5 with no plugin at all, whose route runs exactly the SQL the product ran for that
 *   call (captured at the driver while the product answered it once: same texts, values, prepared statements and
 *   driver — the same pg pool or PGlite instance), one statement after another, and answers the rows as JSON.
 * Load: autocannon, CONNECTIONS clients (default 50) for DURATION seconds after a warm-up, in ROUNDS (default 3)
 * that take turns — product, floor, product, floor … — so a load that comes and goes on the machine touches both;
 * printed per call: the median round's req/s, p50 and p99 of both, and the median of the rounds' ratios
 * product / floor with their range. Data: the feed bench's user (bench/timeline.ts: 100 000 memos,
 * 100 jars × 1 000 items; BENCH_MEMOS and friends scale it), vacuumed and analysed before loading, on PGlite and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a schema of its own, dropped after).
 *
 *   node node-flags.mjs bench/api-yardstick.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_PGLITE=0 node node-flags.mjs bench/api-yardstick.ts
 *
 * CLIENT=process runs the load generator in a child process (bench/load-child.ts) instead of this one, and adds each
 * side's CPU time per request (this process's user + system time during the load over the requests answered): the
 * product's own cost against the floor's, which other work on the machine hardly moves (req/s it does).
 *
 * PROFILE=<part of a call's label> (e.g. PROFILE=curves) also writes a CPU profile of this process while the product
 * answers that call's load (yardstick-<backend>.cpuprofile in the temporary folder; open it in Chrome's DevTools);
 * PROFILE_FLOOR the same for the floor. ONLY=<part of a label> loads that call alone.
 *
 * Targets (issue "Speed where it is felt"): every call ≥ 0.70 of its floor on PostgreSQL and ≥ 0.50 on PGlite; the
 * feed fetch's p99 ≤ 100 ms under the 50-client load on PostgreSQL. The load generator shares the 2 cores with
 * both servers: compare figures of one run, and read the load average printed with them.
 */
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { authDependencies, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { seedReferenceData } from '../src/seed';
import { benchDatabaseUrl, openBenchPglite, openBenchPostgres, type BenchDatabase } from './bench-databases';
import { seed } from './timeline';

const USER = 'bench-user';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WARMUP_S = 2;
const AUTH_SETTINGS = resolveAuthSettings({ publicUrl: 'http://bench.invalid', env: {} });

interface Call {
  label: string;
  method: 'GET' | 'PUT';
  url: string;
}

const ALL_CALLS: Call[] = [
  { label: 'GET /api/curves/page', method: 'GET', url: '/api/curves/page?page=1&size=10' },
  { label: 'GET /api/timeline/summary', method: 'GET', url: '/api/timeline/summary' },
  { label: 'GET /api/jars/page', method: 'GET', url: '/api/jars/page?page=1&size=10&role=CREATOR' },
  { label: 'PUT /api/timeline/fetch', method: 'PUT', url: '/api/timeline/fetch?size=10' },
];
/** ONLY=<part of a label> loads that call alone (e.g. ONLY=summary), for a quicker look at one route. */
const CALLS = ALL_CALLS.filter((call) => !process.env.ONLY || call.label.includes(process.env.ONLY));

/** One driver call as the product made it: the method's arguments, replayed on the same object. */
interface Statement {
  target: object;
  method: Method;
  args: unknown[];
}

type Method = 'query' | 'exec' | 'transaction';

/**
 * Records every statement the product sends while `during` runs, by wrapping the driver's query methods (pg's pool
 * and client, PGlite's query, exec and transaction: a transaction is replayed by calling it again with the same
 * function, which runs the same statements) for that time only.
 */
async function capture(during: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const patched: Array<[object, Method, unknown]> = [];
  const wrap = (prototype: object, method: Method) => {
    const original = (prototype as Record<string, unknown>)[method] as (...args: unknown[]) => unknown;
    patched.push([prototype, method, original]);
    (prototype as Record<string, unknown>)[method] = function (this: object, ...args: unknown[]) {
      // pg's pool.query calls client.query: the outer call is the one to replay (a PGlite transaction's statements
      // go through its own object, not the instance's methods).
      if (!(this instanceof pg.Client && statements.at(-1)?.target instanceof pg.Pool)) statements.push({ target: this, method, args });
      return original.apply(this, args);
    };
  };
  wrap(pg.Pool.prototype, 'query');
  wrap(pg.Client.prototype, 'query');
  wrap(PGlite.prototype, 'query');
  wrap(PGlite.prototype, 'exec');
  wrap(PGlite.prototype, 'transaction');
  try {
    await during();
  } finally {
    for (const [prototype, method, original] of patched) (prototype as Record<string, unknown>)[method] = original;
  }
  return statements;
}

/** The rows of a driver's answer: a result, PGlite exec's list of results, or the rows a transaction returned. */
function rowsOf(result: unknown): unknown {
  if (!Array.isArray(result)) return (result as { rows?: unknown }).rows;
  const last: unknown = result.at(-1);
  return last && typeof last === 'object' && 'rows' in last && 'fields' in last ? (last as { rows: unknown }).rows : result;
}

/** The floor: a bare Fastify whose routes replay the captured statements, in order, and answer the last rows. */
async function floorServer(captured: Map<Call, Statement[]>): Promise<FastifyInstance> {
  const floor = Fastify();
  for (const [call, statements] of captured) {
    const route = new URL(call.url, 'http://x').pathname;
    floor.route({
      method: call.method,
      url: route,
      handler: async () => {
        let rows: unknown = null;
        for (const statement of statements) {
          const result = await (statement.target as Record<string, (...args: unknown[]) => Promise<unknown>>)[statement.method]!(...statement.args);
          rows = rowsOf(result);
        }
        return rows;
      },
    });
  }
  return floor;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** This process's CPU time per answered request, in µs (CLIENT=process only). */
  cpuPerRequest?: number;
}

const CLIENT_IN_CHILD = process.env.CLIENT === 'process';

/** Runs autocannon in bench/load-child.ts and waits for its result. */
function loadInChild(options: autocannon.Options): Promise<autocannon.Result> {
  const child = fork(path.join(import.meta.dirname, 'load-child.ts'), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as autocannon.Result));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited ${code}`)));
    child.send(options);
  });
}

async function load(base: string, call: Call, token: string, seconds: number): Promise<Figures> {
  const options: autocannon.Options = {
    url: `${base}${call.url}`,
    method: call.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, ...(call.method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
    ...(call.method === 'PUT' ? { body: '{}' } : {}),
  };
  const cpuBefore = process.cpuUsage();
  const result = CLIENT_IN_CHILD ? await loadInChild(options) : await autocannon(options);
  const cpu = process.cpuUsage(cpuBefore);
  const figures = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  return CLIENT_IN_CHILD ? { ...figures, cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total) } : figures;
}

/** A CPU profile of this process (the product, the load generator and the driver all run here). */
async function startProfile(): Promise<{ stop(name: string): Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const file = path.join(tmpdir(), `yardstick-${name.toLowerCase()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;
/** The round whose req/s is the median one, with its own latencies. */
const medianBy = (figures: Figures[]) => [...figures].sort((a, b) => a.rps - b.rps)[Math.floor(figures.length / 2)]!;

const cpuCell = (figures: Figures) => (figures.cpuPerRequest === undefined ? '' : `  ${figures.cpuPerRequest.toFixed(0).padStart(4)} µs CPU`);
const cell = (figures: Figures) =>
  `${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms${cpuCell(figures)}`;

async function run(name: string, open: () => Promise<BenchDatabase>): Promise<void> {
  console.log(`\n== ${name}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per call and server after ${WARMUP_S} s of warm-up`);
  const { database, blobsDir, cleanup } = await open();
  const servers: FastifyInstance[] = [];
  try {
    await seedReferenceData(database.db);
    await seed(database.db);
    await database.db.execute(sql`VACUUM ANALYZE`);
    const { auth } = authDependencies(database.db, AUTH_SETTINGS);
    const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir }, { db: database.db, auth });
    servers.push(app);
    const product = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await mintAccessToken(database.db, USER, USER, { settings: AUTH_SETTINGS });

    const captured = new Map<Call, Statement[]>();
    for (const call of CALLS) {
      const ask = async () => {
        const response = await app.inject({ method: call.method, url: call.url, headers: { authorization: `Bearer ${token}` }, ...(call.method === 'PUT' ? { payload: {} } : {}) });
        if (response.statusCode !== 200) throw new Error(`${call.label}: ${response.statusCode} ${response.body}`);
      };
      await ask(); // the first answer prepares statements and fills caches; the second is what every later one does
      captured.set(call, await capture(ask));
    }
    const floor = await floorServer(captured);
    servers.push(floor);
    const floorBase = await floor.listen({ port: 0, host: '127.0.0.1' });
    // What each answers, once (the floor answers its last statement's rows, as the driver gave them).
    for (const call of CALLS) {
      const options = { method: call.method, url: call.url, headers: { authorization: `Bearer ${token}` }, ...(call.method === 'PUT' ? { payload: {} } : {}) };
      const [ours, bare] = await Promise.all([app.inject(options), floor.inject(options)]);
      console.log(`(${call.label}: product ${ours.statusCode}, ${ours.body.length} B; floor ${bare.statusCode}, ${bare.body.length} B)`);
    }

    console.log('| call | statements | product | floor | product / floor |');
    console.log('|---|---|---|---|---|');
    for (const call of CALLS) {
      await load(product, call, token, WARMUP_S);
      await load(floorBase, call, token, WARMUP_S);
      const rounds: Array<{ ours: Figures; bare: Figures }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const profiling = round === 0 && process.env.PROFILE && call.label.includes(process.env.PROFILE) ? await startProfile() : null;
        const ours = await load(product, call, token, DURATION_S);
        if (profiling) console.log(`(CPU profile of the product answering ${call.label}: ${await profiling.stop(name)})`);
        const profilingFloor = round === 0 && process.env.PROFILE_FLOOR && call.label.includes(process.env.PROFILE_FLOOR) ? await startProfile() : null;
        const bare = await load(floorBase, call, token, DURATION_S);
        if (profilingFloor) console.log(`(CPU profile of the floor answering ${call.label}: ${await profilingFloor.stop(`${name}-floor`)})`);
        rounds.push({ ours, bare });
      }
      const ratios = rounds.map((round) => round.ours.rps / round.bare.rps).sort((a, b) => a - b);
      const ours = medianBy(rounds.map((round) => round.ours));
      const bare = medianBy(rounds.map((round) => round.bare));
      const errors = rounds.reduce((sum, round) => sum + round.ours.errors + round.bare.errors, 0);
      const failed = errors > 0 ? ` (${errors} failed)` : '';
      const range = ratios.length > 1 ? ` (${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)})` : '';
      // The floor's CPU per request over the product's: the req/s ratio a machine with nothing else to do would show.
      const cpuRatios = rounds.map((round) => (round.bare.cpuPerRequest ?? NaN) / (round.ours.cpuPerRequest ?? NaN)).sort((a, b) => a - b);
      const cpuRatio = CLIENT_IN_CHILD ? `; CPU ${median(cpuRatios).toFixed(2)} (${cpuRatios[0]!.toFixed(2)}–${cpuRatios.at(-1)!.toFixed(2)})` : '';
      console.log(`| ${call.label} | ${captured.get(call)!.length} | ${cell(ours)} | ${cell(bare)} | ${median(ratios).toFixed(2)}${range}${cpuRatio}${failed} |`);
    }
    console.log(`(load average ${loadavg().map((value) => value.toFixed(1)).join(' / ')})`);
  } finally {
    for (const server of servers.reverse()) await server.close();
    await database.close();
    await cleanup();
  }
}

if (process.env.BENCH_PGLITE !== '0') await run('PGlite', () => openBenchPglite('yardstick'));
const databaseUrl = benchDatabaseUrl();
if (databaseUrl) await run('PostgreSQL', () => openBenchPostgres(databaseUrl, 'yardstick'));
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
