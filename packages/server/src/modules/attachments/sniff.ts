import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** What file-type reads to recognise a format (its own `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/**
 * The first `size` bytes of `source` (fewer if it ends first), and a stream that yields the whole body again.
 * The bytes read are put back with unshift, so the caller keeps the very request stream (its error handling and
 * its "do not destroy the request before answering" rule stay as they are); a body shorter than the sample has
 * already ended, and is handed on as a new stream of those bytes.
 */
export function peekStart(source: Readable, size = SNIFF_BYTES): Promise<{ sample: Buffer; body: Readable }> {
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

/**
 * The content type the bytes themselves show, or undefined. file-type knows binary formats by their magic bytes;
 * SVG is text, so it is recognised by its root element: an `<svg` start tag, after at most an XML declaration,
 * comments and a doctype, in text without NUL bytes.
 */
export async function sniffContentType(sample: Uint8Array): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(sample);
  if (found && found.mime !== 'application/xml') return found.mime;
  return looksLikeSvg(sample) ? 'image/svg+xml' : undefined;
}

const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

function looksLikeSvg(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false;
  return SVG_START.test(Buffer.from(sample).toString('utf8'));
}
