// The uploaded file read into one buffer. multipart's toBuffer keeps every chunk and then concatenates them: twice
// the file at its peak (≈ 200 MB more RSS for a 96 MB package). The request's declared length bounds the file, so
// the chunks are copied into one buffer of that size as they arrive and dropped at once.
import type { Readable } from 'node:stream';

/** The limit was met while the file streamed in: the same code multipart's own reader throws. */
export class UploadTooLarge extends Error {
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
}

export async function readUploadedFile(file: Readable & { truncated?: boolean }, declaredBytes: number, maxBytes: number): Promise<Uint8Array> {
  let target = new Uint8Array(Math.min(Math.max(declaredBytes, 0), maxBytes));
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (file.truncated) throw new UploadTooLarge();
    if (length + chunk.length > target.length) {
      // A body without (or with a wrong) declared length: grow, as a list of chunks would.
      const grown = new Uint8Array(Math.max(target.length * 2, length + chunk.length));
      grown.set(target.subarray(0, length));
      target = grown;
    }
    target.set(chunk, length);
    length += chunk.length;
  }
  if (file.truncated) throw new UploadTooLarge();
  return target.subarray(0, length);
}
