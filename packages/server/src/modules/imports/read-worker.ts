// The thread that reads an Anki package's notes (read-off-thread.ts starts one per read). Its result crosses back
// by structured clone, so the media, which read lazily from the zip, are left to the calling thread.
import { parentPort, workerData } from 'node:worker_threads';
import { readAnkiPackage } from './formats/anki/read-anki';
import { ImportFileError } from './model';
import type { ReaderReply, ReaderRequest } from './read-off-thread';

const { fileName, bytes } = workerData as ReaderRequest;
let reply: ReaderReply;
try {
  const { media: _media, ...source } = await readAnkiPackage(fileName, bytes, { reviews: true });
  reply = { ok: true, source };
} catch (error) {
  reply =
    error instanceof ImportFileError
      ? { ok: false, refused: { message: error.message, code: error.code } }
      : { ok: false, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort?.postMessage(reply);
