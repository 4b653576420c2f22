// The process that reads an Anki package's collection (read-off-thread.ts starts one per read): it is sent the
// collection, sends its notes back in batches as they are read (each dropped here once sent), then the rest of the
// result, and ends; the media never come here.
import { readAnkiCollection } from './formats/anki/read-anki';
import { ImportFileError, type ImportedNote } from './model';
import type { ReaderMessage, ReaderReply, ReaderRequest } from './read-off-thread';

const send = (message: ReaderMessage, sent?: () => void) => process.send?.(message, undefined, undefined, sent);

async function read(request: ReaderRequest): Promise<ReaderReply> {
  try {
    const source = await readAnkiCollection(request, { reviews: true, onNotes: (batch: ImportedNote[]) => send({ batch }) });
    return { ok: true, source };
  } catch (error) {
    return error instanceof ImportFileError
      ? { ok: false, refused: { message: error.message, code: error.code } }
      : { ok: false, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// The server gone (its channel closed), there is no one to read for.
process.once('disconnect', () => process.exit(0));
process.once('message', async (request: ReaderRequest) => {
  const reply = await read(request);
  // Ends once the reply is on its way (the channel open, the process would wait for another request).
  send(reply, () => process.disconnect());
});
