// A stored package read by range (src/files/ranged-zip.ts) into reused memory, by the store's own reads: the same
// bytes as the streamed read, the same memory from one read to the next, and the same refusals.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { zipSync } from 'fflate';
import { openZipByRange, type RangeSource } from '../../src/files/ranged-zip';
import { ReusedBuffers } from '../../src/files/reused-buffers';
import { ZipRefused } from '../../src/files/safe-zip';
import { localBlobStore } from '../../src/modules/attachments/blob-store';
import { IMPORT_LIMITS } from '../../src/modules/imports/model';

const NAME = '牌组.apkg';
const text = (words: number) => new TextEncoder().encode(Array.from({ length: words }, (_, i) => `记忆 ${i % 97} `).join(''));
const STORED = text(3000);
const DEFLATED = text(5000);

/** Each zip is stored as a blob of a local store, read through its streams and, when `readAt`, its own reads. */
let dir: string;
let store: ReturnType<typeof localBlobStore>;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'memory-ranged-zip-'));
  store = localBlobStore(dir);
});
after(() => rm(dir, { recursive: true, force: true }));

let blobs = 0;
async function sourceOf(zip: Uint8Array, readAt: boolean): Promise<RangeSource> {
  const id = `zip${(blobs += 1)}`;
  await store.write(id, Readable.from([zip]), zip.length);
  const source: RangeSource = { size: zip.length, read: (range) => store.read(id, range) };
  return readAt ? { ...source, readAt: (position, target) => store.readAt!(id, position, target) } : source;
}

const packageZip = () => zipSync({ 'stored.bin': [STORED, { level: 0 }], 'deflated.txt': [DEFLATED, { level: 6 }] });

/** The zip with `name`'s uncompressed size rewritten in its central directory and its local header. */
function withClaimedSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const patched = zip.slice();
  const view = new DataView(patched.buffer);
  const nameBytes = new TextEncoder().encode(name);
  const nameAt = (at: number) => nameBytes.every((byte, i) => patched[at + i] === byte);
  for (let at = 0; at + 46 < patched.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x02014b50 && nameAt(at + 46)) view.setUint32(at + 24, size, true);
    if (signature === 0x04034b50 && nameAt(at + 30)) view.setUint32(at + 22, size, true);
  }
  return patched;
}

/** Rejects with a ZipRefused of that reason whose message matches. */
const refusedAs = (reason: ZipRefused['reason'], message: RegExp) => (error: unknown) =>
  error instanceof ZipRefused && error.reason === reason && message.test(error.message);

describe('a stored zip read into reused memory', () => {
  it('reads stored and deflated entries as the streamed read does, into the same memory each time', async () => {
    const streamed = await openZipByRange(NAME, await sourceOf(packageZip(), false), IMPORT_LIMITS);
    const inPlace = await openZipByRange(NAME, await sourceOf(packageZip(), true), IMPORT_LIMITS);
    const reuse = new ReusedBuffers();
    for (const name of ['stored.bin', 'deflated.txt']) {
      const expected = name === 'stored.bin' ? STORED : DEFLATED;
      assert.deepEqual(await streamed.read(name), expected, `${name}, streamed`);
      assert.deepEqual(await streamed.read(name, reuse), expected, `${name}, streamed into reused memory`);
      assert.deepEqual(await inPlace.read(name, reuse), expected, `${name}, read in place`);
      assert.deepEqual(await inPlace.read(name), expected, `${name}, in place without reuse`);
    }
    const first = await inPlace.read('stored.bin', reuse);
    const second = await inPlace.read('stored.bin', reuse);
    assert.equal(first.buffer, second.buffer, 'the second read is in the first one’s memory');
  });

  it('refuses a deflated entry that inflates beyond its claimed size (read in place, reused memory or not)', async () => {
    // Streamed (a store without its own reads: S3), yauzl's stream of this entry stalls: not tested here.
    const zip = await openZipByRange(NAME, await sourceOf(withClaimedSize(packageZip(), 'deflated.txt', DEFLATED.length - 1), true), IMPORT_LIMITS);
    for (const reuse of [new ReusedBuffers(), undefined]) {
      await assert.rejects(zip.read('deflated.txt', reuse), refusedAs('ZIP_BOMB', /「牌组\.apkg」里的 deflated\.txt 与声明的大小不符/));
    }
  });

  it('refuses an entry whose local header is damaged', async () => {
    const damaged = packageZip();
    damaged[0] = 0; // the first entry's local header signature
    const zip = await openZipByRange(NAME, await sourceOf(damaged, true), IMPORT_LIMITS);
    const first = [...zip.entries.keys()][0]!;
    await assert.rejects(zip.read(first, new ReusedBuffers()), refusedAs('NOT_ZIP', /「牌组\.apkg」里的文件已损坏/));
  });
});
