import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_SNIFF_BYTES, startsAsSvg } from '@memory/contracts';

/**
 * The first `size` bytes of `source` (fewer if it ends first), and a stream that yields the whole body again.
 * The bytes read are put back with unshift, so the caller keeps the very request stream (its error handling and
 * its "do not destroy the request before answering" rule stay as they are); a body shorter than the sample has
 * already ended, and is handed on as a new stream of those bytes.
 */
export function peekStart(source: Readable, size = FILE_SNIFF_BYTES): Promise<{ sample: Buffer; body: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onEnd = () => {
      cleanup();
      const sample = Buffer.concat(chunks);
      resolve({ sample, body: NodeReadable.from(sample.length > 0 ? [sample] : []) });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (total < size && (chunk = source.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        total += chunk.length;
      }
      if (total < size) return;
      cleanup();
      const sample = Buffer.concat(chunks);
      source.unshift(sample);
      resolve({ sample: sample.subarray(0, size), body: source });
    };
    source.on('readable', onReadable);
    source.on('end', onEnd);
    source.on('error', onError);
  });
}

/** The content type the bytes themselves show (magic bytes; SVG by its root element), or undefined. */
export async function sniffContentType(sample: Uint8Array): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(sample);
  if (found && found.mime !== 'application/xml') return found.mime;
  return startsAsSvg(sample) ? 'image/svg+xml' : undefined;
}
