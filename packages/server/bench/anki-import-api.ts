/**
 * Anki import benchmark (not a test), through the real app on PGlite as a learner meets it: a generated package of
 * 20 000 notes with 1 000 images of ≈ 100 KB (≈ 100 MB, bench/anki-fixture.ts) is uploaded (POST /api/imports: the
 * upload answers once the preview is ready), then 导入 (PUT …/commit) and the job followed to its end by polling, as
 * the page does. Prints the preview and import times, the peak RSS of the process over the whole run, and how long
 * the event loop was held at once (the longest gap between 10-ms ticks: other requests wait that long).
 *
 *   node --expose-gc --max-semi-space-size=64 --import tsx bench/anki-import-api.ts [anki21b|anki21|anki2]
 *
 * Targets: preview ≤ 5 s, import ≤ 60 s, peak RSS ≤ 600 MB.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ImportJob } from '@memory/contracts';
import { buildApp } from '../src/app';
import { authDependencies, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { openDatabase } from '../src/db/database';
import { grantMembership } from '../src/modules/account/membership';
import { seedReferenceData } from '../src/seed';
import { IMAGES, NOTES } from './anki-fixture';

const layout = process.argv[2] ?? 'anki21b';
const IMAGE_BYTES = Number(process.env.BENCH_IMAGE_BYTES ?? 100_000);
const BOUNDARY = '----memory-import-bench';
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function multipart(name: string, bytes: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'memory-bench-import-'));
const database = await openDatabase({ dataDir });
const settings = resolveAuthSettings({ publicUrl: 'http://bench.invalid', env: {} });
try {
  await seedReferenceData(database.db);
  const { auth } = authDependencies(database.db, settings);
  const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir: path.join(dataDir, 'blobs') }, { db: database.db, auth });
  await app.ready();
  const token = await mintAccessToken(database.db, 'bench-importer', 'bench-importer', { settings });
  const headers = { authorization: `Bearer ${token}` };
  await app.inject({ method: 'GET', url: '/api/users/me', headers });
  await grantMembership(database.db, 'bench-importer', 'ANNUAL');

  // Written by another process: this one's memory is the server's alone.
  const packageFile = path.join(dataDir, 'bench-package');
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./anki-fixture.ts', import.meta.url)), layout, String(IMAGE_BYTES), packageFile], { stdio: 'inherit' });
  const payload = multipart(`bench.${layout === 'anki21b' ? 'colpkg' : 'apkg'}`, await readFile(packageFile));
  await rm(packageFile);
  console.log(`layout ${layout}: ${NOTES} notes, ${IMAGES} images of ${(IMAGE_BYTES / 1000).toFixed(0)} KB, upload ${mb(payload.length)}`);

  globalThis.gc?.();
  let peakRss = process.memoryUsage().rss;
  console.log(`before the upload: rss ${mb(peakRss)}`);
  let lastTick = performance.now();
  let longestHold = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    longestHold = Math.max(longestHold, now - lastTick);
    lastTick = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);

  const uploadStarted = performance.now();
  const created = await app.inject({ method: 'POST', url: '/api/imports', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
  const previewTime = performance.now() - uploadStarted;
  if (created.statusCode !== 201) throw new Error(`upload: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { id: string }).id;
  const previewed = (await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers })).json() as ImportJob;
  console.log(`preview: ${seconds(previewTime)} (${JSON.stringify(previewed.preview?.counts)}); longest event-loop hold ${longestHold.toFixed(0)} ms; peak rss ${mb(peakRss)}`);

  longestHold = 0;
  const importStarted = performance.now();
  const committed = await app.inject({ method: 'PUT', url: `/api/imports/${id}/commit`, headers, payload: {} });
  if (committed.statusCode !== 200) throw new Error(`commit: ${committed.statusCode} ${committed.body}`);
  let job: ImportJob;
  for (;;) {
    job = (await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers })).json() as ImportJob;
    if (job.status === 'DONE' || job.status === 'FAILED') break;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling, as the page does
  }
  const importTime = performance.now() - importStarted;
  clearInterval(sampler);
  console.log(`import: ${seconds(importTime)}, ${job.status} ${JSON.stringify(job.report?.counts ?? job.progress)}; longest event-loop hold ${longestHold.toFixed(0)} ms`);
  console.log(`peak rss over preview and import: ${mb(peakRss)} (sampled every 10 ms)`);
  await app.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
