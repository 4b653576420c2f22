// The thread that reads an Anki package's collection (read-off-thread.ts starts one per read). Its result crosses
// back by structured clone; the media never come here.
import { parentPort, workerData } from 'node:worker_threads';
import { readAnkiCollection } from './formats/anki/read-anki';
import { ImportFileError } from './model';
import type { ReaderReply, ReaderRequest } from './read-off-thread';

let reply: ReaderReply;
try {
  reply = { ok: true, source: await readAnkiCollection(workerData as ReaderRequest, { reviews: true }) };
} catch (error) {
  reply =
    error instanceof ImportFileError
      ? { ok: false, refused: { message: error.message, code: error.code } }
      : { ok: false, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort?.postMessage(reply);
