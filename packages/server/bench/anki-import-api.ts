/**
 * Anki import benchmark (not a test), through the real app on PGlite as a learner meets it: a generated package of
 * 20 000 notes with 1 000 images of ≈ 100 KB (≈ 100 MB, bench/anki-fixture.ts) is uploaded over HTTP
 * (POST /api/imports: the upload answers once the preview is ready), then 导入 (PUT …/commit) and the job followed to
 * its end by polling, as the page does. The server runs in a process of its own (bench/anki-import-server.ts), so
 * the peak RSS printed is the server's alone, read from the kernel; the longest event-loop hold is how long other
 * requests had to wait at once.
 *
 *   node --import tsx bench/anki-import-api.ts [anki21b|anki21|anki2] [--built]
 *
 * With --built the server is first bundled as production builds it (dist-bench/, bundle.mjs) and runs as plain
 * JavaScript, without tsx: the figures of the deployed server (tsx's loader adds ≈ 100 MB of RSS and slower starts).
 *
 * BENCH_TRACE=1 prints the server's memory every 500 ms (rss, heap and its spaces, outside it, and the process's
 * resident memory by kind from /proc/self/smaps: V8's pages, WebAssembly, malloc, files) and the job's phase at each
 * poll, to see when a peak builds up; BENCH_TRACE=gc with BENCH_NODE_FLAGS="<start's flags> --expose-gc" collects
 * before each sample, so the heap printed is what is live (slower: a trace, not a figure).
 *
 * The reader runs in a process of its own: its peak is printed beside the server's, and the most the server and its
 * children held at once (PSS). BENCH_PORT sets the server's port (else any free one).
 *
 * Targets: preview ≤ 5 s, import ≤ 60 s, peak RSS ≤ 600 MB.
 */
import { execFileSync, fork } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ImportJob } from '@memory/contracts';
import { IMAGES, NOTES } from './anki-fixture';
import type { ChildPeaks, MemoryPeaks, ServerMessage } from './anki-import-server';

const args = process.argv.slice(2);
const built = args.includes('--built');
const layout = args.find((arg) => !arg.startsWith('--')) ?? 'anki21b';
const IMAGE_BYTES = Number(process.env.BENCH_IMAGE_BYTES ?? 100_000);
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
const peaksOf = ({ peaks }: { peaks: MemoryPeaks }) =>
  `main thread's peaks: heap ${mb(peaks.heapUsed)}, outside the heap ${mb(peaks.external)} (array buffers ${mb(peaks.arrayBuffers)})`;
const childrenOf = ({ children }: { children: ChildPeaks }) =>
  `${children.childPeakRssBytes ? `; reader process's peak ${mb(children.childPeakRssBytes)}` : ''}; server and its children at once ${mb(children.togetherPssBytes)} (PSS, sampled)`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function serverEntry(): Promise<{ file: string; loader: string[] }> {
  if (!built) return { file: fileURLToPath(new URL('./anki-import-server.ts', import.meta.url)), loader: ['--import', 'tsx'] };
  // @ts-expect-error: the bundler is plain JavaScript, shared with build.mjs
  const { bundle } = (await import('../bundle.mjs')) as { bundle(folder: string, entries: Record<string, string>): Promise<void> };
  await bundle('dist-bench', { 'anki-import-server': 'bench/anki-import-server.ts', 'import-reader': 'src/modules/imports/read-worker.ts' });
  return { file: fileURLToPath(new URL('../dist-bench/anki-import-server.js', import.meta.url)), loader: [] };
}

// The server's flags are production's (package.json `start`, read by node-flags.mjs).
// @ts-expect-error: plain JavaScript, shared with package.json's scripts and the e2e server
const { serverNodeFlags } = (await import('../node-flags.mjs')) as { serverNodeFlags(): string[] };
const entry = await serverEntry();
// BENCH_CPU_PROF=<folder>: the server's CPU profiles (its main thread's and each reader thread's) are written there.
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
// BENCH_NODE_FLAGS replaces production's flags, to weigh them against memory ("--max-semi-space-size=16").
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags();
const server = fork(entry.file, { execArgv: [...nodeFlags, ...profile, ...entry.loader], stdio: 'inherit' });
const replies: Array<(message: ServerMessage) => void> = [];
server.on('message', (message: ServerMessage) => replies.shift()?.(message));
const nextMessage = () => new Promise<ServerMessage>((resolve) => replies.push(resolve));
async function figures() {
  const reply = nextMessage();
  server.send('figures');
  const message = await reply;
  if (message.kind !== 'figures') throw new Error('the server answered out of turn');
  return message;
}

try {
  const ready = await nextMessage();
  if (ready.kind !== 'ready') throw new Error('the server did not start');
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  const api = async (method: string, url: string, body?: RequestInit['body'], extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, { method, headers: { ...headers, ...extra }, body });
    return { status: response.status, text: await response.text() };
  };

  const packageFile = path.join(tmpdir(), `memory-bench-package-${process.pid}`);
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./anki-fixture.ts', import.meta.url)), layout, String(IMAGE_BYTES), packageFile], { stdio: 'inherit' });
  const bytes = await readFile(packageFile);
  await rm(packageFile);
  console.log(`${built ? 'built server' : 'server from source (tsx)'}, layout ${layout}: ${NOTES} notes, ${IMAGES} images of ${(IMAGE_BYTES / 1000).toFixed(0)} KB, upload ${mb(bytes.length)}`);
  const idle = await figures();
  console.log(`server before the upload: rss ${mb(idle.rssBytes)} (peak while starting ${mb(idle.peakRssBytes)}); ${peaksOf(idle)}`);

  const form = new FormData();
  form.append('file', new Blob([bytes]), `bench.${layout === 'anki21b' ? 'colpkg' : 'apkg'}`);
  const uploadStarted = performance.now();
  const created = await api('POST', '/api/imports', form);
  const previewTime = performance.now() - uploadStarted;
  if (created.status !== 201) throw new Error(`upload: ${created.status} ${created.text}`);
  const id = (JSON.parse(created.text) as { id: string }).id;
  const previewed = JSON.parse((await api('GET', `/api/imports/${id}`)).text) as ImportJob;
  const afterPreview = await figures();
  console.log(`preview: ${seconds(previewTime)} (${JSON.stringify(previewed.preview?.counts)}); longest event-loop hold ${afterPreview.longestHoldMs.toFixed(0)} ms; server peak rss during the preview ${mb(afterPreview.peakRssBytes)}${childrenOf(afterPreview)}; ${peaksOf(afterPreview)}`);

  const importStarted = performance.now();
  const committed = await api('PUT', `/api/imports/${id}/commit`, '{}', { 'content-type': 'application/json' });
  if (committed.status !== 200) throw new Error(`commit: ${committed.status} ${committed.text}`);
  let job: ImportJob;
  for (;;) {
    job = JSON.parse((await api('GET', `/api/imports/${id}`)).text) as ImportJob;
    if (process.env.BENCH_TRACE) console.log(`PHASE ${Date.now()} ${JSON.stringify(job.progress)}`);
    if (job.status === 'DONE' || job.status === 'FAILED') break;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling, as the page does
  }
  const importTime = performance.now() - importStarted;
  const afterImport = await figures();
  console.log(`import: ${seconds(importTime)}, ${job.status} ${JSON.stringify(job.report?.counts ?? job.progress)}; longest event-loop hold ${afterImport.longestHoldMs.toFixed(0)} ms`);
  console.log(`server peak rss during the import: ${mb(afterImport.peakRssBytes)} (the kernel's high-water mark)${childrenOf(afterImport)}; rss now ${mb(afterImport.rssBytes)}; ${peaksOf(afterImport)}`);
} finally {
  server.send('stop');
}
