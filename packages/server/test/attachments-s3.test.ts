import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES } from '@memory/contracts';
import S3rver from 's3rver';
import { buildApp, type App } from '../src/app';
import { loadS3Settings, type S3Settings } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { grantMembership } from '../src/modules/account/membership';
import { BlobTooLargeError, type BlobStore } from '../src/modules/attachments/blob-store';
import { createS3Client, s3BlobStore } from '../src/modules/attachments/s3-blob-store';
import { seedReferenceData } from '../src/seed';
import { testBackends, type TestStorage } from './helpers/backends';
import { clientFor } from './helpers/test-app';
import { createTestAuth } from './helpers/test-auth';

const BUCKET = 'memory-test';
const MB = 1024 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** `size` bytes where byte i is i % 251 (after `head`, if given): any misplaced or lost chunk changes the hash. */
function pattern(size: number, head?: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(MB, size - offset));
      for (let index = 0; index < chunk.length; index += 1) chunk[index] = (offset + index) % 251;
      if (offset === 0 && head) head.copy(chunk);
      offset += chunk.length;
      this.push(chunk);
    },
  });
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let counter = 0;
/** A 21-character id like the browser's nanoid. */
function newId(): string {
  counter += 1;
  return `s3t${process.pid}x${counter}`.padEnd(21, '_').slice(0, 21);
}

describe('S3 settings from the environment', () => {
  it('selects S3 only with S3_BUCKET, and wants both keys or neither', () => {
    assert.equal(loadS3Settings({}), undefined);
    assert.deepEqual(
      loadS3Settings({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }),
      { bucket: 'files', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
    );
    assert.deepEqual(loadS3Settings({ S3_BUCKET: 'files', S3_REGION: 'eu-west-3' }), {
      bucket: 'files',
      endpoint: undefined,
      region: 'eu-west-3',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    assert.throws(() => loadS3Settings({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }), /S3_SECRET_ACCESS_KEY/);
  });
});

describe('attachments in an S3-compatible bucket (s3rver, in process)', () => {
  let s3rver: S3rver;
  let s3rverDir: string;
  let settings: S3Settings;
  let client: S3Client;
  let store: BlobStore;
  let storage: TestStorage;
  let database: OpenDatabase;
  let app: App;
  let auth: Awaited<ReturnType<typeof createTestAuth>>;

  const objectSize = async (id: string) => {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: id }))).ContentLength;
    } catch {
      return null;
    }
  };

  before(async () => {
    s3rverDir = await mkdtemp(path.join(tmpdir(), 'memory-s3rver-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3rverDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3rver.run();
    settings = {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    client = createS3Client(settings);
    store = s3BlobStore(client, BUCKET);

    storage = await testBackends()[0]!.createStorage();
    database = await openDatabase(storage.options);
    await seedReferenceData(database.db);
    auth = await createTestAuth();
    app = await buildApp({ nodeEnv: 'test', corsOrigins: [], blobsDir: storage.blobsDir, s3: settings }, { db: database.db, auth: auth.plugin });
    await app.ready();
  });

  after(async () => {
    await app?.close();
    await database?.close();
    await storage?.dispose();
    client?.destroy();
    await s3rver?.close();
    if (s3rverDir) await rm(s3rverDir, { recursive: true, force: true });
  });

  it('stores a multipart-sized stream whole, reads it back whole or by range, and removes it', async () => {
    const id = newId();
    const size = 19 * MB + 123; // three parts of the multipart upload
    assert.deepEqual(await store.write(id, pattern(size), 20 * MB), { size });
    assert.equal(await store.size(id), size);
    assert.equal(await sha256(store.read(id)), await sha256(pattern(size)));

    const tail = await bytesOf(store.read(id, { start: size - 5, end: size - 1 }));
    assert.deepEqual([...tail], [0, 1, 2, 3, 4].map((back) => (size - 5 + back) % 251));

    await store.remove(id);
    assert.equal(await store.size(id), null);
    await store.remove(id); // removing twice is fine, as on disk
    await assert.rejects(text(store.read(id)), 'reading a missing object fails the stream');
  });

  it('refuses a stream past the limit, small or multipart, and keeps nothing', async () => {
    const small = newId();
    await assert.rejects(store.write(small, pattern(1000), 999), BlobTooLargeError);
    assert.equal(await store.size(small), null);

    const large = newId();
    await assert.rejects(store.write(large, pattern(18 * MB), 17 * MB), BlobTooLargeError);
    assert.equal(await store.size(large), null);
    assert.equal(await objectSize(large), null);
  });

  it('serves the signed URL flow from the bucket: upload, read, range, size limit, delete', async () => {
    const sub = 's3-alice';
    const alice = clientFor(app, await auth.sign(sub));
    await alice.get('/api/users/me');
    await grantMembership(database.db, sub, 'MONTHLY');

    const id = newId();
    const signed = await alice.put('/api/attachments', { id, contentType: 'image/png' });
    assert.equal(signed.statusCode, 200, signed.body);
    const signedUrl: string = signed.json().data.signedUrl;
    const uploaded = await app.inject({ method: 'PUT', url: signedUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
    assert.equal(uploaded.statusCode, 204, uploaded.body);
    assert.equal(await objectSize(id), PNG.length, 'the bytes are in the bucket');
    assert.ok(!(await readdir(storage.blobsDir)).some((file) => file.startsWith(id)), 'and not on local disk');

    const memo = (await alice.post('/api/memos', { content: '桶里的图', attachments: [{ id, type: 'IMAGE' }] })).json();
    const url: string = memo.attachments[0].url;
    const read = await app.inject({ method: 'GET', url });
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['content-type'], 'image/png');
    assert.deepEqual(read.rawPayload, PNG);
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1-3' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 1-3/${PNG.length}`);
    assert.deepEqual(part.rawPayload, PNG.subarray(1, 4));

    const tooLargeId = newId();
    const tooLargeUrl: string = (await alice.put('/api/attachments', { id: tooLargeId, contentType: 'image/png' })).json().data.signedUrl;
    const refused = await app.inject({
      method: 'PUT',
      url: tooLargeUrl,
      payload: pattern(IMAGE_MAX_BYTES + 1, PNG),
      headers: { 'content-type': 'image/png' },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, '单个图片大小不能超过20MB');
    assert.equal(await objectSize(tooLargeId), null);

    assert.equal((await alice.send({ method: 'DELETE', url: `/api/attachments/${id}` })).statusCode, 204);
    assert.equal(await objectSize(id), null);
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 403);
  });
});
