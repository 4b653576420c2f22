// A zip written as a stream (fflate's streaming Zip): entries one after another, each pushed in chunks, the output
// a Readable the blob store consumes. Memory holds one chunk of one entry, not the archive: writing waits while the
// store is behind (backpressure), so a 5-GB account is packed in a few megabytes.
//
// Limits: fflate writes no ZIP64 records, so the archive must stay under 4 GiB and 65 535 entries (checked here: a
// bigger one fails the export instead of writing a zip no tool can open).
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const ZIP32_MAX_BYTES = 0xffff_ffff;
const ZIP32_MAX_ENTRIES = 0xffff;

export class ZipTooLargeError extends Error {
  constructor() {
    super('the archive would need ZIP64');
    this.name = 'ZipTooLargeError';
  }
}

export class ZipStream {
  /** The archive's bytes, for the blob store. */
  readonly output = new PassThrough({ highWaterMark: 1024 * 1024 });
  private readonly zip: Zip;
  private written = 0;
  private entries = 0;
  private failure: Error | null = null;

  constructor() {
    // Failures are read through `failure` and the store's own promise; an unheard 'error' would crash the process.
    this.output.on('error', () => undefined);
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        this.output.destroy(error);
        return;
      }
      this.written += chunk.length;
      if (this.written > ZIP32_MAX_BYTES) {
        this.failure = new ZipTooLargeError();
        this.output.destroy(this.failure);
        return;
      }
      this.output.write(chunk);
      if (final) this.output.end();
    });
  }

  /** A text or JSON entry, deflated; `chunks` may be an async generator (data.json is written section by section). */
  async addText(name: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const entry = new ZipDeflate(name, { level: 6 });
    this.start(entry);
    const encoder = new TextEncoder();
    let pending: string[] = [];
    let pendingLength = 0;
    for await (const chunk of chunks) {
      pending.push(chunk);
      pendingLength += chunk.length;
      if (pendingLength >= 256 * 1024) {
        entry.push(encoder.encode(pending.join('')));
        pending = [];
        pendingLength = 0;
        await this.drained();
      }
    }
    entry.push(encoder.encode(pending.join('')), true);
    await this.drained();
  }

  /** A file stored as it is (images and videos are compressed already), read chunk by chunk from `source`. */
  async addFile(name: string, source: Readable): Promise<void> {
    const entry = new ZipPassThrough(name);
    this.start(entry);
    for await (const chunk of source) {
      entry.push(chunk as Uint8Array);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** The consumer failed (the store refused the bytes): stops the writer waiting for it. */
  abort(error: Error): void {
    this.failure ??= error;
    this.output.destroy(error);
  }

  /** Writes the central directory; the output ends. */
  end(): void {
    this.zip.end();
  }

  private start(entry: ZipPassThrough | ZipDeflate): void {
    if (this.failure) throw this.failure;
    this.entries += 1;
    if (this.entries > ZIP32_MAX_ENTRIES) throw new ZipTooLargeError();
    this.zip.add(entry);
  }

  /** Waits while the consumer is behind; rejects when the output failed. */
  private async drained(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.output.destroyed) throw new Error('the archive output was closed');
    if (this.output.writableNeedDrain) await once(this.output, 'drain');
    if (this.failure) throw this.failure;
  }
}
