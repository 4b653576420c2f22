import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where attachment bytes live: local disk by default, an S3-compatible bucket when configured (s3-blob-store.ts). */
export interface BlobStore {
  /** Streams `source` into the blob `id`; rejects with BlobTooLargeError (and keeps nothing) past `maxBytes`. */
  write(id: string, source: Readable, maxBytes: number): Promise<{ size: number }>;
  size(id: string): Promise<number | null>;
  /** `end` is inclusive, as in an HTTP Range. */
  read(id: string, range?: { start: number; end: number }): Readable;
  /** Where the store can (local files): `target` filled from `position`, fewer bytes only at the blob's end. */
  readAt?(id: string, position: number, target: Uint8Array): Promise<number>;
  remove(id: string): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob exceeds ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/**
 * Stops the stream as soon as more than `maxBytes` went through: nothing past the limit is kept or buffered.
 * `bytes` counts what went through.
 */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new BlobTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}

/**
 * Feeds `source` (a request body) into `limiter` until `consume` settles. The request stream is piped, not
 * pipelined: refusing the file must not destroy the request (and its socket) before the 400 is answered; the
 * route closes the connection after answering instead.
 */
export async function throughLimit<T>(source: Readable, limiter: ByteLimit, consume: () => Promise<T>): Promise<T> {
  const abort = (error: Error) => limiter.destroy(error);
  source.once('error', abort);
  source.pipe(limiter);
  try {
    return await consume();
  } catch (error) {
    source.unpipe(limiter);
    throw error;
  } finally {
    source.off('error', abort);
  }
}

/** Blobs as files named by their id under `dir` (ids are validated nanoids, safe as file names). */
export function localBlobStore(dir: string): BlobStore {
  const fileOf = (id: string) => path.join(dir, id);
  let ready: Promise<unknown> | undefined;
  return {
    async write(id, source, maxBytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      // Written aside and renamed when complete, so a reader never sees half a file.
      const partial = `${fileOf(id)}.${randomBytes(6).toString('hex')}.part`;
      const limiter = new ByteLimit(maxBytes);
      try {
        return await throughLimit(source, limiter, async () => {
          await pipeline(limiter, createWriteStream(partial));
          const { size } = await stat(partial);
          await rename(partial, fileOf(id));
          return { size };
        });
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async size(id) {
      try {
        return (await stat(fileOf(id))).size;
      } catch {
        return null;
      }
    },
    read(id, range) {
      return createReadStream(fileOf(id), range ? { start: range.start, end: range.end } : {});
    },
    async readAt(id, position, target) {
      const file = await open(fileOf(id), 'r');
      try {
        let filled = 0;
        while (filled < target.length) {
          const { bytesRead } = await file.read(target, filled, target.length - filled, position + filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        return filled;
      } finally {
        await file.close();
      }
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
  };
}
