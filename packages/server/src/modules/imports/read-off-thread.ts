// Reading an Anki package's notes takes seconds of CPU (SQLite, HTML → Markdown for every field): done on a worker
// thread, so the server keeps answering everyone else meanwhile, and with a memory ceiling of its own, so a package
// that claims little and holds much ends that thread, not the server. Only the collection crosses to that thread,
// moved, not copied: the package (up to 300 MB) stays where it is stored, read here entry by entry when needed.
// The notes come back in batches as the thread reads them, so neither thread ever holds them twice.
import { Worker } from 'node:worker_threads';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { openAnkiPackage, readAnkiMedia, type AnkiCollectionEntry } from './formats/anki/read-anki';
import { isZstd, zstdContentSize } from './formats/anki/zstd';
import { ImportFileError, type ImportedNote, type ImportedSource } from './model';
import type { ZipReader } from './safe-zip';

export type ReaderRequest = AnkiCollectionEntry;

/** What the thread sends: batches of notes as it reads them, then its reply (the rest of the source, or why not). */
export type ReaderMessage = { batch: ImportedNote[] } | ReaderReply;

export type ReaderReply =
  | { ok: true; source: Omit<ImportedSource, 'media'> }
  | { ok: false; refused: { message: string; code: ImportFileError['code'] } }
  | { ok: false; crashed: string };

/**
 * The reader's heap ceiling, from the size of the collection's SQLite file: what it reads lives in ≈ 6 times that
 * (20 000 notes with 3 reviews each: 6.9 MB of SQLite, 38 MB of notes), and without a ceiling near it V8 lets the
 * heap grow to several times the live size before collecting (250 MB there). Unknown size: the largest package
 * allowed (IMPORT_LIMITS) reads within the top ceiling.
 */
const READER_HEAP_MB = { base: 64, perSqliteMb: 16, min: 128, max: 1024 };

function readerHeapMb(collection: Uint8Array): number {
  const sqliteBytes = isZstd(collection) ? zstdContentSize(collection) : collection.length;
  if (sqliteBytes === null) return READER_HEAP_MB.max;
  const wanted = READER_HEAP_MB.base + READER_HEAP_MB.perSqliteMb * (sqliteBytes / 1024 / 1024);
  return Math.round(Math.min(READER_HEAP_MB.max, Math.max(READER_HEAP_MB.min, wanted)));
}

// Built, the reader is dist's import-reader.js (an entry of build.mjs), beside the bundle this code is in. Run from
// source (tsx: dev server, tests) it is the .ts file beside this one, and the new thread registers tsx before
// loading it (a thread does not inherit the loader that --import gave this one).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const READER = FROM_SOURCE ? new URL('./read-worker.ts', import.meta.url) : new URL('./import-reader.js', import.meta.url);

function startReader(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!FROM_SOURCE) return new Worker(READER, options);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(READER.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/** A buffer of its own, so that moving it to the thread detaches nothing else (an entry may share the zip's). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

export async function readAnkiOffThread(fileName: string, packageZip: ZipReader): Promise<ImportedSource> {
  const { zip, collectionName, modern } = await openAnkiPackage(fileName, packageZip);
  const collection = ownBuffer(await zip.read(collectionName));
  const request: ReaderRequest = { fileName, collectionName, collection };
  const notes: ImportedNote[] = [];
  const reply = await new Promise<ReaderReply>((resolve, reject) => {
    const worker = startReader({
      workerData: request,
      transferList: [request.collection.buffer as ArrayBuffer],
      // maxYoungGenerationSizeMb is asked for but not what the thread gets while the process runs with
      // --max-semi-space-size (V8 applies that flag to every isolate: a worker asking for 8 MB had 128 MB; README).
      resourceLimits: { maxOldGenerationSizeMb: readerHeapMb(collection), maxYoungGenerationSizeMb: 16 },
    });
    worker.on('message', (message: ReaderMessage) => {
      if ('batch' in message) notes.push(...message.batch);
      else resolve(message);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new ImportFileError(IMPORT_MESSAGES.tooBigToRead(fileName), 'IMPORT_TOO_LARGE'));
      else reject(error);
    });
    worker.once('exit', (code) => reject(new Error(`the import reader stopped (exit code ${code}) before answering`)));
  });
  if (reply.ok) return { ...reply.source, notes, media: await readAnkiMedia(fileName, zip, modern) };
  if ('refused' in reply) throw new ImportFileError(reply.refused.message, reply.refused.code);
  throw new Error(`the import reader failed: ${reply.crashed}`);
}
