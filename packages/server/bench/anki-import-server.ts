/**
 * The server half of bench/anki-import-api.ts, in a process of its own so that its memory is the server's alone:
 * the real app on PGlite, listening on a loopback port, with one member learner. It tells its parent the port and
 * the learner's token, and on request the longest event-loop hold since the last request and its peak RSS (the
 * kernel's own high-water mark, not a sample).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { buildApp } from '../src/app';
import { authDependencies, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { openDatabase } from '../src/db/database';
import { grantMembership } from '../src/modules/account/membership';
import { seedReferenceData } from '../src/seed';

export type ServerMessage =
  | { kind: 'ready'; port: number; token: string }
  | { kind: 'figures'; longestHoldMs: number; peakRssBytes: number; rssBytes: number; peaks: MemoryPeaks; children: ChildPeaks };

/**
 * The server's child processes (the import reader), sampled with the ticker: the largest one's own high-water mark,
 * and the most memory the server and its children held at once (PSS, so that the pages of the node binary they share
 * count once; sampled every 50 ms, so a little under the true figure).
 */
export interface ChildPeaks { childPeakRssBytes: number; togetherPssBytes: number }

/** This thread's share of the peak, sampled with the ticker: JS heap, memory outside it (PGlite's WebAssembly memory included), array buffers. */
export interface MemoryPeaks { heapUsed: number; external: number; arrayBuffers: number }

const send = (message: ServerMessage) => process.send?.(message);

const dataDir = await mkdtemp(path.join(tmpdir(), 'memory-bench-import-'));
const database = await openDatabase({ dataDir });
await seedReferenceData(database.db);
const settings = resolveAuthSettings({ publicUrl: 'http://bench.invalid', env: {} });
const { auth } = authDependencies(database.db, settings);
const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir: path.join(dataDir, 'blobs') }, { db: database.db, auth });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' }); // BENCH_PORT: a fixed port, where ephemeral ones are shared
const token = await mintAccessToken(database.db, 'bench-importer', 'bench-importer', { settings });
await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
await grantMembership(database.db, 'bench-importer', 'ANNUAL');

const kilobytes = (field: string, status = readFileSync('/proc/self/status', 'utf8')) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;

// The longest gap between 10-ms ticks: other requests wait that long.
let lastTick = performance.now();
let longestHold = 0;
let peaks: MemoryPeaks = { heapUsed: 0, external: 0, arrayBuffers: 0 };
let children: ChildPeaks = { childPeakRssBytes: 0, togetherPssBytes: 0 };
let tick = 0;
/** The server's and its children's proportional set size: pages they share (the node binary's) counted once. */
function familyPss(): number {
  const pids = [String(process.pid), ...readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').split(' ').filter(Boolean)];
  let total = 0;
  for (const pid of pids) {
    try {
      total += kilobytes('Pss', readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
const ticker = setInterval(() => {
  const usage = process.memoryUsage();
  tick += 1;
  for (const pid of readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').split(' ').filter(Boolean)) {
    try {
      children.childPeakRssBytes = Math.max(children.childPeakRssBytes, kilobytes('VmHWM', readFileSync(`/proc/${pid}/status`, 'utf8')));
    } catch {
      // ended between the two reads
    }
  }
  if (tick % 5 === 0) children.togetherPssBytes = Math.max(children.togetherPssBytes, familyPss());
  peaks = {
    heapUsed: Math.max(peaks.heapUsed, usage.heapUsed),
    external: Math.max(peaks.external, usage.external),
    arrayBuffers: Math.max(peaks.arrayBuffers, usage.arrayBuffers),
  };
  const now = performance.now();
  longestHold = Math.max(longestHold, now - lastTick);
  lastTick = now;
}, 10);

/**
 * The process's resident memory by kind, from the kernel: V8's heap pages (anonymous mappings of ≤ 256 KB, every
 * isolate's: this thread's and a reader thread's), WebAssembly memory (PGlite's: the one anonymous mapping over
 * 64 MB), malloc (the brk heap and its 64 MB arenas), the node binary and other files.
 */
function residentMappings(): string {
  const kinds = new Map<string, number>();
  for (const block of readFileSync('/proc/self/smaps', 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const [head = ''] = block.split('\n', 1);
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(block)?.[1] ?? 0) / 1024;
    const name = head.split(/\s+/).slice(5).join(' ');
    const size = field('Size');
    const kind = name === '[heap]' ? 'malloc' : name ? 'files' : size <= 0.25 ? 'v8 pages' : size > 64 ? 'wasm' : size >= 8 ? 'malloc' : 'other';
    kinds.set(kind, (kinds.get(kind) ?? 0) + field('Rss'));
  }
  return [...kinds].map(([kind, rss]) => `${kind} ${rss.toFixed(0)}`).join(', ');
}

// BENCH_TRACE (bench/anki-import-api.ts's header): this thread's memory every 500 ms; `gc` collects first.
if (process.env.BENCH_TRACE) {
  setInterval(() => {
    if (process.env.BENCH_TRACE === 'gc') (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const spaces = getHeapSpaceStatistics().map((space) => `${space.space_name.replace('_space', '')} ${mb(space.physical_space_size)}`).join(', ');
    console.log(`MEM ${Date.now()} rss ${mb(usage.rss)} heapTotal ${mb(usage.heapTotal)} heapUsed ${mb(usage.heapUsed)} external ${mb(usage.external)} arrayBuffers ${mb(usage.arrayBuffers)}; resident heap spaces: ${spaces}`);
    console.log(`MAPS ${Date.now()} ${residentMappings()}`);
  }, 500).unref();
}


process.on('message', async (message: string) => {
  if (message === 'figures') {
    send({ kind: 'figures', longestHoldMs: longestHold, peakRssBytes: kilobytes('VmHWM'), rssBytes: kilobytes('VmRSS'), peaks, children });
    longestHold = 0;
    peaks = { heapUsed: 0, external: 0, arrayBuffers: 0 };
    children = { childPeakRssBytes: 0, togetherPssBytes: 0 };
    writeFileSync('/proc/self/clear_refs', '5'); // the next peak is measured from here
  } else if (message === 'stop') {
    clearInterval(ticker);
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
const address = app.server.address();
send({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0, token });
