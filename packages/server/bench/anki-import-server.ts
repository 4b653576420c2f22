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
import { buildApp } from '../src/app';
import { authDependencies, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { openDatabase } from '../src/db/database';
import { grantMembership } from '../src/modules/account/membership';
import { seedReferenceData } from '../src/seed';

export type ServerMessage =
  | { kind: 'ready'; port: number; token: string }
  | { kind: 'figures'; longestHoldMs: number; peakRssBytes: number; rssBytes: number; peaks: MemoryPeaks };

/** This thread's share of the peak, sampled with the ticker: JS heap, memory outside it (PGlite's WebAssembly memory included), array buffers. */
export interface MemoryPeaks { heapUsed: number; external: number; arrayBuffers: number }

const send = (message: ServerMessage) => process.send?.(message);

const dataDir = await mkdtemp(path.join(tmpdir(), 'memory-bench-import-'));
const database = await openDatabase({ dataDir });
await seedReferenceData(database.db);
const settings = resolveAuthSettings({ publicUrl: 'http://bench.invalid', env: {} });
const { auth } = authDependencies(database.db, settings);
const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir: path.join(dataDir, 'blobs') }, { db: database.db, auth });
await app.listen({ port: 0, host: '127.0.0.1' });
const token = await mintAccessToken(database.db, 'bench-importer', 'bench-importer', { settings });
await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
await grantMembership(database.db, 'bench-importer', 'ANNUAL');

// The longest gap between 10-ms ticks: other requests wait that long.
let lastTick = performance.now();
let longestHold = 0;
let peaks: MemoryPeaks = { heapUsed: 0, external: 0, arrayBuffers: 0 };
const ticker = setInterval(() => {
  const usage = process.memoryUsage();
  peaks = {
    heapUsed: Math.max(peaks.heapUsed, usage.heapUsed),
    external: Math.max(peaks.external, usage.external),
    arrayBuffers: Math.max(peaks.arrayBuffers, usage.arrayBuffers),
  };
  const now = performance.now();
  longestHold = Math.max(longestHold, now - lastTick);
  lastTick = now;
}, 10);

// BENCH_TRACE (bench/anki-import-api.ts's header): this thread's memory every 500 ms; `gc` collects first.
if (process.env.BENCH_TRACE) {
  setInterval(() => {
    if (process.env.BENCH_TRACE === 'gc') (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(`MEM ${Date.now()} rss ${mb(usage.rss)} heapTotal ${mb(usage.heapTotal)} heapUsed ${mb(usage.heapUsed)} external ${mb(usage.external)} arrayBuffers ${mb(usage.arrayBuffers)}`);
  }, 500).unref();
}

const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

process.on('message', async (message: string) => {
  if (message === 'figures') {
    send({ kind: 'figures', longestHoldMs: longestHold, peakRssBytes: kilobytes('VmHWM'), rssBytes: kilobytes('VmRSS'), peaks });
    longestHold = 0;
    peaks = { heapUsed: 0, external: 0, arrayBuffers: 0 };
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
