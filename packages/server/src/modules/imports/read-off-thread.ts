// Reading an Anki package takes seconds of CPU (SQLite, HTML → Markdown for every field): done on a worker thread,
// so the server keeps answering everyone else meanwhile, and with a memory ceiling of its own, so a package that
// claims little and holds much ends that thread, not the server.
import { Worker } from 'node:worker_threads';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { readAnkiMedia } from './formats/anki/read-anki';
import { ImportFileError, type ImportedSource } from './model';

export interface ReaderRequest {
  fileName: string;
  bytes: Uint8Array;
}

export type ReaderReply =
  | { ok: true; source: Omit<ImportedSource, 'media'> }
  | { ok: false; refused: { message: string; code: ImportFileError['code'] } }
  | { ok: false; crashed: string };

/** The reader's heap ceiling: the largest package allowed (IMPORT_LIMITS) reads well within it. */
const READER_HEAP_MB = 1024;

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

export async function readAnkiOffThread(fileName: string, bytes: Uint8Array): Promise<ImportedSource> {
  const reply = await new Promise<ReaderReply>((resolve, reject) => {
    const request: ReaderRequest = { fileName, bytes };
    const worker = startReader({ workerData: request, resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB } });
    worker.once('message', resolve);
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new ImportFileError(IMPORT_MESSAGES.tooBigToRead(fileName), 'IMPORT_TOO_LARGE'));
      else reject(error);
    });
    worker.once('exit', (code) => reject(new Error(`the import reader stopped (exit code ${code}) before answering`)));
  });
  if (reply.ok) return { ...reply.source, media: readAnkiMedia(fileName, bytes) };
  if ('refused' in reply) throw new ImportFileError(reply.refused.message, reply.refused.code);
  throw new Error(`the import reader failed: ${reply.crashed}`);
}
