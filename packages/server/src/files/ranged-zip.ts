// A zip read where it is stored (a blob, by range reads) instead of held in memory: yauzl reads the end record and
// the central directory, every entry's claims are checked as safe-zip.ts checks them before anything is inflated,
// and an entry is inflated only when asked for, into one buffer of its declared size (more is refused as a bomb).
// A 96-MB Anki package thus costs its collection and a directory of a few MB, not 96 MB (or three copies of it).
import { PassThrough, type Readable } from 'node:stream';
import { inflateSync } from 'fflate';
import yauzl from 'yauzl';
import type { ReusedBuffers } from './reused-buffers';
import { claimsChecker, damagedEntry, missingEntry, notAZip, notWhole, sizeLied, ZipRefused, type SafeZip, type ZipEntry, type ZipLimits } from './safe-zip';

/** Where the zip's bytes are: their size and a stream of any range (`end` inclusive, as the blob store's). */
export interface RangeSource {
  size: number;
  read(range: { start: number; end: number }): Readable;
  /**
   * Where the store can (a local file): `target` filled from `position`, fewer bytes only at the source's end. An
   * entry read into reused memory is then read without a stream's chunks.
   */
  readAt?(position: number, target: Uint8Array): Promise<number>;
}

/** A zip whose entries are read on demand, wherever its bytes are. */
export interface ZipReader {
  entries: ReadonlyMap<string, ZipEntry>;
  /** An entry's bytes; with `reuse`, a view of that memory, valid until its next read into it. */
  read(name: string, reuse?: ReusedBuffers): Promise<Uint8Array>;
}

/** A zip already in memory (safe-zip.ts) as a ZipReader. */
export const inMemoryReader = (zip: SafeZip): ZipReader => ({ entries: zip.entries, read: async (name) => zip.read(name) });

/**
 * yauzl's reader of ranges, over the source's streams (yauzl's `end` is exclusive). yauzl asks for the central
 * directory one record at a time (46 bytes, then the name…) and for each entry's local header: thousands of small
 * reads, each a file opened (or a request to S3). Small reads are therefore served from a window of WINDOW_BYTES read
 * at once; an entry's data streams straight from the source.
 */
const WINDOW_BYTES = 64 * 1024;

class SourceReader extends yauzl.RandomAccessReader {
  private window: { start: number; bytes: Buffer } | null = null;

  constructor(private readonly source: RangeSource) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    if (end - start > WINDOW_BYTES) return this.source.read({ start, end: end - 1 });
    const stream = new PassThrough();
    this.windowed(start, end).then(
      (bytes) => stream.end(bytes),
      (error: Error) => stream.destroy(error),
    );
    return stream;
  }

  private async windowed(start: number, end: number): Promise<Buffer> {
    let window = this.window;
    if (!window || start < window.start || end > window.start + window.bytes.length) {
      const last = Math.min(this.source.size, start + WINDOW_BYTES) - 1;
      const chunks: Buffer[] = [];
      for await (const chunk of this.source.read({ start, end: last }) as AsyncIterable<Buffer>) chunks.push(chunk);
      window = { start, bytes: Buffer.concat(chunks) };
      this.window = window;
    }
    return window.bytes.subarray(start - window.start, end - window.start);
  }
}

const promised = <T>(call: (done: (error: Error | null, value: T) => void) => void) =>
  new Promise<T>((resolve, reject) => call((error, value) => (error ? reject(error) : resolve(value))));

/** Names as written: UTF-8 when the entry says so (bit 11), else byte for byte (as fflate reads them). */
function nameOf(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
}

async function listEntries(fileName: string, zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry & { checked: ZipEntry }>> {
  const claim = claimsChecker(fileName, limits);
  const entries = new Map<string, yauzl.Entry & { checked: ZipEntry }>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        const checked = claim({ name: nameOf(entry), compressedSize: entry.compressedSize, size: entry.uncompressedSize });
        if (checked) entries.set(checked.name, Object.assign(entry, { checked }));
        zip.readEntry();
      } catch (error) {
        zip.close();
        reject(error);
      }
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** Inflates one entry into a buffer of its declared size; a stream that brings more or less is refused. */
async function inflate(fileName: string, zip: yauzl.ZipFile, entry: yauzl.Entry & { checked: ZipEntry }, reuse?: ReusedBuffers): Promise<Uint8Array> {
  const { name, size } = entry.checked;
  const stream = await promised<Readable>((done) => zip.openReadStream(entry, done)).catch(() => {
    throw damagedEntry(fileName);
  });
  const data = reuse ? reuse.view('zip entry', size) : new Uint8Array(size);
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (length + chunk.length > size) throw sizeLied(fileName, name);
      data.set(chunk, length);
      length += chunk.length;
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ZipRefused) throw error;
    // yauzl's own size check ("too many bytes in the stream") is the same lie; anything else is damage.
    throw /bytes in the stream/.test(String(error)) ? sizeLied(fileName, name) : damagedEntry(fileName);
  }
  if (length !== size) throw sizeLied(fileName, name);
  return data;
}

/** A zip entry's local header: its fixed part, then the name and an extra field (APPNOTE 4.3.7). */
const LOCAL_HEADER = { bytes: 30, signature: 0x04034b50 };

/**
 * The same read as `inflate` by the source's own reads (no stream, no chunk per read), into reused memory when
 * given: the local header as yauzl checks it, the stored bytes, and a deflated entry inflated into one byte more
 * than its size, so that one bringing more fills it and is refused (yauzl's stream of such an entry stalls instead).
 */
async function readInPlace(
  fileName: string,
  readAt: NonNullable<RangeSource['readAt']>,
  sourceSize: number,
  entry: yauzl.Entry & { checked: ZipEntry },
  reuse?: ReusedBuffers,
): Promise<Uint8Array> {
  const { name, size } = entry.checked;
  const memory = (slot: string, bytes: number) => (reuse ? reuse.view(slot, bytes) : new Uint8Array(bytes));
  const header = memory('zip local header', LOCAL_HEADER.bytes);
  const headerAt = entry.relativeOffsetOfLocalHeader;
  if ((await readAt(headerAt, header)) !== header.length) throw damagedEntry(fileName);
  const fields = new DataView(header.buffer, header.byteOffset, header.length);
  if (fields.getUint32(0, true) !== LOCAL_HEADER.signature) throw damagedEntry(fileName);
  const start = headerAt + LOCAL_HEADER.bytes + fields.getUint16(26, true) + fields.getUint16(28, true);
  if (start + entry.compressedSize > sourceSize) throw damagedEntry(fileName);
  if (entry.compressionMethod === 0) {
    if (entry.compressedSize !== size) throw sizeLied(fileName, name);
    const data = memory('zip entry', size);
    if ((await readAt(start, data)) !== size) throw damagedEntry(fileName);
    return data;
  }
  const deflated = memory('zip deflated', entry.compressedSize);
  if ((await readAt(start, deflated)) !== deflated.length) throw damagedEntry(fileName);
  let data: Uint8Array;
  try {
    data = inflateSync(deflated, { out: memory('zip entry', size + 1) });
  } catch {
    throw damagedEntry(fileName);
  }
  if (data.length !== size) throw sizeLied(fileName, name);
  return data;
}

export async function openZipByRange(fileName: string, source: RangeSource, limits: ZipLimits): Promise<ZipReader> {
  let zip: yauzl.ZipFile;
  try {
    zip = await promised<yauzl.ZipFile>((done) =>
      yauzl.fromRandomAccessReader(new SourceReader(source), source.size, { lazyEntries: true, decodeStrings: false, autoClose: false }, done),
    );
  } catch {
    throw notAZip(fileName);
  }
  let listed: Map<string, yauzl.Entry & { checked: ZipEntry }>;
  try {
    listed = await listEntries(fileName, zip, limits);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw notWhole(fileName);
  }
  const entries = new Map([...listed].map(([name, entry]) => [name, entry.checked]));
  return {
    entries,
    read(name, reuse) {
      const entry = listed.get(name);
      if (!entry) return Promise.reject(missingEntry(fileName, name));
      const readAt = source.readAt?.bind(source);
      const plain = (entry.compressionMethod === 0 || entry.compressionMethod === 8) && !entry.isEncrypted();
      if (readAt && plain) return readInPlace(fileName, readAt, source.size, entry, reuse);
      return inflate(fileName, zip, entry, reuse);
    },
  };
}
