// Reading an Anki package's notes takes seconds of CPU (SQLite, HTML → Markdown for every field): done in a process
// of its own, so the server keeps answering everyone else meanwhile, with a memory ceiling of its own, so a package
// that claims little and holds much ends that process, not the server, and with V8's own young generation (a worker
// thread gets the server's --max-semi-space-size=64 whatever it asks for). A process gives all of its memory back
// when it ends; a worker thread's malloc'd memory stayed resident in the server (≈ 40 MB after a preview: README).
// Only the collection crosses to that process: the package (up to 300 MB) stays where it is stored, read here entry
// by entry when needed. The notes come back in batches as the process reads them, so neither side holds them twice.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { openAnkiPackage, readAnkiMedia, type AnkiCollectionEntry } from './formats/anki/read-anki';
import { isZstd, zstdContentSize } from './formats/anki/zstd';
import { ImportFileError, type ImportedNote, type ImportedSource } from './model';
import type { ZipReader } from './safe-zip';

export type ReaderRequest = AnkiCollectionEntry;

/** What the reader sends: batches of notes as it reads them, then its reply (the rest of the source, or why not). */
export type ReaderMessage = { batch: ImportedNote[] } | ReaderReply;

export type ReaderReply =
  | { ok: true; source: Omit<ImportedSource, 'media'> }
  | { ok: false; refused: { message: string; code: ImportFileError['code'] } }
  | { ok: false; crashed: string };

/**
 * The reader's heap ceiling (its old generation), from the size of the collection's SQLite file: what it reads lives
 * in ≈ 6 times that (20 000 notes with 3 reviews each: 6.9 MB of SQLite, 38 MB of notes), and without a ceiling near
 * it V8 lets the heap grow to several times the live size before collecting (250 MB there). Unknown size: the
 * largest package allowed (IMPORT_LIMITS) reads within the top ceiling.
 */
const READER_HEAP_MB = { base: 64, perSqliteMb: 16, min: 128, max: 1024 };

function readerHeapMb(collection: Uint8Array): number {
  const sqliteBytes = isZstd(collection) ? zstdContentSize(collection) : collection.length;
  if (sqliteBytes === null) return READER_HEAP_MB.max;
  const wanted = READER_HEAP_MB.base + READER_HEAP_MB.perSqliteMb * (sqliteBytes / 1024 / 1024);
  return Math.round(Math.min(READER_HEAP_MB.max, Math.max(READER_HEAP_MB.min, wanted)));
}

// Built, the reader is dist's import-reader.js (an entry of build.mjs), beside the bundle this code is in. Run from
// source (tsx: dev server, tests) it is the .ts file beside this one, run through tsx's loader as this code is.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const READER = fileURLToPath(FROM_SOURCE ? new URL('./read-worker.ts', import.meta.url) : new URL('./import-reader.js', import.meta.url));
/** How V8 says it stopped at the heap ceiling (--max-old-space-size), on the process's stderr. */
const OUT_OF_MEMORY = /JavaScript heap out of memory|Reached heap limit/;
/** How much of the reader's stderr is kept to say why it stopped: its start (V8's message comes before its stack). */
const STDERR_KEPT = 4096;

function startReader(heapMb: number): ChildProcess {
  // Not the server's flags (fork's default): V8's default young generation, and the ceiling for this package.
  const execArgv = [`--max-old-space-size=${heapMb}`, ...(FROM_SOURCE ? ['--import', import.meta.resolve('tsx')] : [])];
  return fork(READER, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
}

/** The package's notes and media; `heapMb` is the reader's heap ceiling when not the one its collection's size asks for. */
export async function readAnkiOffThread(fileName: string, packageZip: ZipReader, heapMb?: number): Promise<ImportedSource> {
  const { zip, collectionName, modern } = await openAnkiPackage(fileName, packageZip);
  const request: ReaderRequest = { fileName, collectionName, collection: await zip.read(collectionName) };
  const notes: ImportedNote[] = [];
  const reply = await new Promise<ReaderReply>((resolve, reject) => {
    const reader = startReader(heapMb ?? readerHeapMb(request.collection));
    let stderr = '';
    reader.stderr?.setEncoding('utf8').on('data', (text: string) => {
      if (stderr.length < STDERR_KEPT) stderr += text;
    });
    reader.on('message', (message: ReaderMessage) => {
      if ('batch' in message) notes.push(...message.batch);
      else resolve(message);
    });
    reader.once('error', reject);
    // After every message it sent (a reply already settled this promise; then this changes nothing).
    reader.once('close', (code, signal) => {
      if (OUT_OF_MEMORY.test(stderr)) reject(new ImportFileError(IMPORT_MESSAGES.tooBigToRead(fileName), 'IMPORT_TOO_LARGE'));
      else reject(new Error(`the import reader stopped (exit code ${code}, signal ${signal}) before answering: ${stderr}`));
    });
    reader.send(request);
  });
  if (reply.ok) return { ...reply.source, notes, media: await readAnkiMedia(fileName, zip, modern) };
  if ('refused' in reply) throw new ImportFileError(reply.refused.message, reply.refused.code);
  throw new Error(`the import reader failed: ${reply.crashed}`);
}
