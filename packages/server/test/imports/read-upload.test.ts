import { deepStrictEqual, rejects } from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { readUploadedFile, UploadTooLarge } from '../../src/files/read-upload';

const chunks = [Buffer.from('记忆'), Buffer.from('仓库'), Buffer.from('!')];
const whole = Buffer.concat(chunks);

describe('readUploadedFile', () => {
  it('copies the chunks into one buffer of the declared length and returns the file alone', async () => {
    const bytes = await readUploadedFile(Readable.from(chunks), whole.length + 200, 1024);
    deepStrictEqual(Buffer.from(bytes), whole);
  });

  it('grows when the body declares less than it sends (or nothing)', async () => {
    deepStrictEqual(Buffer.from(await readUploadedFile(Readable.from(chunks), 2, 1024)), whole);
    deepStrictEqual(Buffer.from(await readUploadedFile(Readable.from(chunks), 0, 1024)), whole);
  });

  it('refuses a file that multipart cut at its limit', async () => {
    const cut = Object.assign(Readable.from(chunks), { truncated: true });
    await rejects(readUploadedFile(cut, 10, 1024), (error: unknown) => error instanceof UploadTooLarge && error.code === 'FST_REQ_FILE_TOO_LARGE');
  });
});
