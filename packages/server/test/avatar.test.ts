import assert from 'node:assert/strict';
import { it } from 'node:test';
import { IMAGE_MAX_BYTES } from '@memory/contracts';
import { now, setNow } from '../src/clock';
import { localBlobStore } from '../src/modules/attachments/blob-store';
import { sweepAttachments } from '../src/modules/attachments/sweeper';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');

async function askAvatarUpload(client: Client, contentType: string): Promise<string> {
  const response = await client.put('/api/users/me/avatar', { contentType });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(typeof response.json().data.id, 'string');
  return response.json().data.signedUrl;
}

function putBlob(ctx: SuiteContext, url: string, body: Buffer, contentType: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType, ...headers } });
}

async function avatarOf(ctx: SuiteContext, client: Client): Promise<Buffer | null> {
  const url = (await client.get('/api/users/me')).json().avatarUrl as string | null;
  if (!url) return null;
  const read = await ctx.app.inject({ method: 'GET', url });
  assert.equal(read.statusCode, 200);
  return read.rawPayload;
}

describeEachBackend('avatar', (ctx) => {
  it('a trial user uploads an avatar through a signed URL and GET /users/me serves it', async () => {
    const alice = await ctx().as('avatar-alice', 'alice');
    assert.equal((await alice.get('/api/users/me')).json().avatarUrl, null);
    const signedUrl = await askAvatarUpload(alice, 'image/png');
    // Asked for but not uploaded yet: still no avatar.
    assert.equal((await alice.get('/api/users/me')).json().avatarUrl, null);
    assert.equal((await putBlob(ctx(), signedUrl, PNG, 'image/png')).statusCode, 204);
    assert.deepEqual(await avatarOf(ctx(), alice), PNG);
  });

  it('keeps the old avatar until a new upload has finished', async () => {
    const alice = await ctx().as('avatar-keep', 'keep');
    assert.equal((await putBlob(ctx(), await askAvatarUpload(alice, 'image/png'), PNG, 'image/png')).statusCode, 204);
    const abandoned = await askAvatarUpload(alice, 'image/jpeg');
    assert.deepEqual(await avatarOf(ctx(), alice), PNG);
    // A third request after an unfinished one still keeps the PNG; finishing it shows the new one.
    const next = await askAvatarUpload(alice, 'image/jpeg');
    assert.deepEqual(await avatarOf(ctx(), alice), PNG);
    assert.equal((await putBlob(ctx(), next, JPEG, 'image/jpeg')).statusCode, 204);
    assert.deepEqual(await avatarOf(ctx(), alice), JPEG);
    assert.notEqual(abandoned, next);
  });

  it('a replaced avatar’s file is swept once the new one has finished uploading; the one shown is kept', async () => {
    const alice = await ctx().as('avatar-sweep', 'sweep');
    const idOf = (signedUrl: string) => decodeURIComponent(new URL(signedUrl, 'http://x').pathname.split('/').pop()!);
    const first = await askAvatarUpload(alice, 'image/png');
    assert.equal((await putBlob(ctx(), first, PNG, 'image/png')).statusCode, 204);
    const start = now();
    try {
      // A day later a new avatar is asked for but not there yet: the PNG is still what everyone sees, so a sweep keeps it.
      setNow(new Date(start.getTime() + 25 * 3_600_000));
      const second = await askAvatarUpload(alice, 'image/jpeg');
      const blobs = localBlobStore(ctx().storage.blobsDir);
      await sweepAttachments(ctx().running.database.db, blobs);
      assert.deepEqual(await avatarOf(ctx(), alice), PNG);
      // Once the JPEG has arrived, the PNG is left behind: the next sweep removes it, never the JPEG.
      assert.equal((await putBlob(ctx(), second, JPEG, 'image/jpeg')).statusCode, 204);
      const swept = await sweepAttachments(ctx().running.database.db, blobs);
      assert.ok(swept.files >= 1, JSON.stringify(swept));
      assert.deepEqual(await avatarOf(ctx(), alice), JPEG);
      const left = (await alice.put('/api/attachments/detail', { ids: [idOf(first), idOf(second)] })).json() as Array<{ id: string }>;
      assert.deepEqual(left.map((attachment) => attachment.id), [idOf(second)]);
    } finally {
      setNow(null);
    }
  });

  it('accepts images only, naming the field', async () => {
    const alice = await ctx().as('avatar-types', 'types');
    for (const contentType of ['video/mp4', 'application/pdf']) {
      const response = await alice.put('/api/users/me/avatar', { contentType });
      assert.equal(response.statusCode, 400, contentType);
      assert.ok(response.json().fields?.contentType, response.body);
    }
    assert.equal((await alice.put('/api/users/me/avatar', {})).statusCode, 400);
  });

  it('refuses an avatar whose bytes are not an image with the message a .txt gets, keeping the old one', async () => {
    const alice = await ctx().as('avatar-fake', 'fake');
    assert.equal((await putBlob(ctx(), await askAvatarUpload(alice, 'image/png'), PNG, 'image/png')).statusCode, 204);
    const txt = (await alice.put('/api/users/me/avatar', { contentType: 'text/plain' })).json().message as string;
    assert.equal(txt, '头像只支持 PNG、JPG、SVG、GIF、WebP 图片');
    const refused = await putBlob(ctx(), await askAvatarUpload(alice, 'image/jpeg'), Buffer.from('不是图片'), 'image/jpeg');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().fields, { file: txt });
    assert.deepEqual(await avatarOf(ctx(), alice), PNG);
  });

  it('refuses an avatar over 20 MB with the size message', async () => {
    const alice = await ctx().as('avatar-big', 'big');
    const signedUrl = await askAvatarUpload(alice, 'image/png');
    const response = await putBlob(ctx(), signedUrl, PNG, 'image/png', { 'content-length': String(IMAGE_MAX_BYTES + 1) });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, '单个图片大小不能超过20MB');
    assert.equal((await alice.get('/api/users/me')).json().avatarUrl, null);
  });

  it("is the owner's own: another user's profile does not show it", async () => {
    const alice = await ctx().as('avatar-owner', 'owner');
    const bob = await ctx().as('avatar-bob', 'bob');
    assert.equal((await putBlob(ctx(), await askAvatarUpload(alice, 'image/png'), PNG, 'image/png')).statusCode, 204);
    assert.equal((await bob.get('/api/users/me')).json().avatarUrl, null);
    assert.ok((await alice.get('/api/users/me')).json().avatarUrl);
  });
});
