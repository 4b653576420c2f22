// The thread that reads an Anki package's collection (read-off-thread.ts starts one per read). Its notes cross back
// in batches as they are read (each a small structured clone, dropped here once sent), then the rest of the result;
// the media never come here.
import { parentPort, workerData } from 'node:worker_threads';
import { readAnkiCollection } from './formats/anki/read-anki';
import { ImportFileError, type ImportedNote } from './model';
import type { ReaderMessage, ReaderReply, ReaderRequest } from './read-off-thread';

let reply: ReaderReply;
try {
  const send = (batch: ImportedNote[]) => parentPort?.postMessage({ batch } satisfies ReaderMessage);
  reply = { ok: true, source: await readAnkiCollection(workerData as ReaderRequest, { reviews: true, onNotes: send }) };
} catch (error) {
  reply =
    error instanceof ImportFileError
      ? { ok: false, refused: { message: error.message, code: error.code } }
      : { ok: false, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort?.postMessage(reply);
