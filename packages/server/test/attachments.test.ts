import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterEach, it } from 'node:test';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@memory/contracts';
import { setClock } from './helpers/clock';
import { memberClient } from './helpers/plans';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

let counter = 0;
/** A 21-character id like the browser's nanoid. */
function newId(): string {
  counter += 1;
  return `att${process.pid}x${counter}`.padEnd(21, '_').slice(0, 21);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** The start of an MP4 file (an ftyp box of brand isom): what the server's sniffing recognises as video/mp4. */
const MP4 = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');

/** `size` bytes starting with `head` (the rest zeros): a file of that type as far as its magic bytes tell. */
function startingWith(head: Buffer, size: number): Buffer {
  const body = Buffer.alloc(size);
  head.copy(body);
  return body;
}
const BLUR_HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

async function requestUpload(client: Client, id: string, contentType: string) {
  return client.put('/api/attachments', { id, contentType });
}

async function signedUrlFor(client: Client, id: string, contentType: string): Promise<string> {
  const response = await requestUpload(client, id, contentType);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().data.id, id);
  return response.json().data.signedUrl;
}

function putBlob(ctx: SuiteContext, url: string, body: Buffer | Readable, contentType: string) {
  return ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
}

/** Uploads `body` and returns the attachment id. */
async function upload(ctx: SuiteContext, client: Client, contentType = 'image/png', body: Buffer = PNG): Promise<string> {
  const id = newId();
  const response = await putBlob(ctx, await signedUrlFor(client, id, contentType), body, contentType);
  assert.equal(response.statusCode, 204, response.body);
  return id;
}

/** `size` bytes, `head` then zeros, from one reused 1 MB chunk: the test never holds the body in memory either. */
function zeros(size: number, head: Buffer = MP4): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = size;
  let first = true;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const length = Math.min(left, chunk.length);
      left -= length;
      if (first) {
        first = false;
        return void this.push(startingWith(head, length));
      }
      this.push(length === chunk.length ? chunk : chunk.subarray(0, length));
    },
  });
}

describeEachBackend('attachments', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('uploads an image through a signed URL, puts it on a memo and serves it back to its owner', async () => {
    const alice = await memberClient(ctx(), 'att-alice');
    const id = newId();
    const signedUrl = await signedUrlFor(alice, id, 'image/png');
    assert.match(signedUrl, new RegExp(`^/api/blobs/${id}\\?expires=\\d+&signature=`));
    assert.equal((await putBlob(ctx(), signedUrl, PNG, 'image/png')).statusCode, 204);

    const memo = (await alice.post('/api/memos', { content: '有图', attachments: [{ id, type: 'IMAGE', blurHash: BLUR_HASH }] })).json();
    assert.equal(memo.attachments.length, 1);
    assert.deepEqual({ ...memo.attachments[0], url: undefined }, { id, type: 'IMAGE', url: undefined, blurHash: BLUR_HASH });

    const read = await ctx().app.inject({ method: 'GET', url: memo.attachments[0].url });
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['content-type'], 'image/png');
    assert.equal(read.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(read.rawPayload, PNG);
    const part = await ctx().app.inject({ method: 'GET', url: memo.attachments[0].url, headers: { range: 'bytes=1-3' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 1-3/${PNG.length}`);
    assert.deepEqual(part.rawPayload, PNG.subarray(1, 4));

    const listed = (await alice.get('/api/memos/page?page=1&size=1')).json();
    assert.equal(listed.entries[0].attachmentCount, 1);
    const [post] = (await alice.put('/api/timeline/fetch')).json().entries;
    assert.equal(post.hasAttachments, true);
    assert.equal(post.attachments[0].id, id);
  });

  it('accepts an image of exactly 20 MB and refuses one byte more, keeping nothing', async () => {
    const bob = await memberClient(ctx(), 'att-bob');
    await upload(ctx(), bob, 'image/png', startingWith(PNG, IMAGE_MAX_BYTES));

    const id = newId();
    const url = await signedUrlFor(bob, id, 'image/png');
    const refused = await putBlob(ctx(), url, startingWith(PNG, IMAGE_MAX_BYTES + 1), 'image/png');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, '单个图片大小不能超过20MB');
    assert.deepEqual((await bob.put('/api/attachments/detail', { ids: [id] })).json(), []);
    assert.ok(!(await readdir(ctx().storage.blobsDir)).some((file) => file.startsWith(id)));
  });

  it('refuses a video streamed past 200 MB without a declared length, keeping nothing', async () => {
    const carol = await memberClient(ctx(), 'att-carol');
    const id = newId();
    const url = await signedUrlFor(carol, id, 'video/mp4');
    const refused = await putBlob(ctx(), url, zeros(VIDEO_MAX_BYTES + 1), 'video/mp4');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, '单个视频大小不能超过200MB');
    assert.ok(!(await readdir(ctx().storage.blobsDir)).some((file) => file.startsWith(id)));
    // A video under the limit goes through the same way.
    await upload(ctx(), carol, 'video/mp4', startingWith(MP4, 1024));
  });

  it('refuses a type that is neither image nor video, and a body of another type than was signed', async () => {
    const dan = await memberClient(ctx(), 'att-dan');
    for (const contentType of ['application/pdf', 'application/octet-stream', 'text/html', 'image/tiff']) {
      const response = await requestUpload(dan, newId(), contentType);
      assert.equal(response.statusCode, 400, contentType);
      assert.ok(response.json().fields.contentType);
    }
    const url = await signedUrlFor(dan, newId(), 'image/jpeg');
    const mismatch = await putBlob(ctx(), url, PNG, 'text/html');
    assert.equal(mismatch.statusCode, 400);
    assert.equal(mismatch.json().message, '文件类型与申请上传时不一致');
    assert.equal((await requestUpload(dan, 'short', 'image/png')).statusCode, 400);
  });

  it('refuses bytes that are not the image or video they were asked for as, with the message a .txt gets, keeping nothing', async () => {
    const fay = await memberClient(ctx(), 'att-fay');
    const txtMessage = (await requestUpload(fay, newId(), 'text/plain')).json().message as string;
    assert.equal(txtMessage, '只支持 PNG、JPG、SVG、GIF、WebP 图片和 MP4、MOV、WebM 视频');
    const text = Buffer.from('这是一个改了扩展名的文本文件\n'.repeat(400));
    const refusals: Array<[string, Buffer | Readable]> = [
      ['image/png', text],
      ['image/jpeg', Buffer.alloc(0)],
      ['video/mp4', PNG],
      ['image/png', MP4],
      ['image/svg+xml', PNG],
      ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      // Longer than the sample read to tell the type, and streamed without a declared length.
      ['video/mp4', zeros(3 * 1024 * 1024, Buffer.from('not a video'))],
    ];
    for (const [contentType, body] of refusals) {
      const id = newId();
      const refused = await putBlob(ctx(), await signedUrlFor(fay, id, contentType), body, contentType);
      assert.equal(refused.statusCode, 400, contentType);
      assert.deepEqual(refused.json(), { code: 'BAD_REQUEST', message: txtMessage, fields: { file: txtMessage } });
      assert.ok(!(await readdir(ctx().storage.blobsDir)).some((file) => file.startsWith(id)), contentType);
      assert.deepEqual((await fay.put('/api/attachments/detail', { ids: [id] })).json(), []);
    }
    // What the bytes show is enough when the kind agrees: a PNG named .jpg, an SVG with a declaration, a big video.
    await upload(ctx(), fay, 'image/jpeg', PNG);
    await upload(ctx(), fay, 'image/svg+xml', Buffer.from('<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    const id = newId();
    const whole = await putBlob(ctx(), await signedUrlFor(fay, id, 'video/mp4'), zeros(3 * 1024 * 1024), 'video/mp4');
    assert.equal(whole.statusCode, 204, whole.body);
    const [stored] = (await fay.put('/api/attachments/detail', { ids: [id] })).json() as Array<{ url: string }>;
    const read = await ctx().app.inject({ method: 'GET', url: stored!.url });
    assert.equal(read.rawPayload.length, 3 * 1024 * 1024);
    assert.deepEqual(read.rawPayload.subarray(0, MP4.length), MP4);
  });

  it('rejects an expired or tampered signature', async () => {
    const erin = await memberClient(ctx(), 'att-erin');
    await setClock(ctx().app, '2026-03-02T10:00:00');
    const url = await signedUrlFor(erin, newId(), 'image/png');

    const forged = url.replace(/signature=.*/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    assert.deepEqual((await putBlob(ctx(), forged, PNG, 'image/png')).json(), { code: 'FORBIDDEN', message: '链接无效' });
    const extended = url.replace(/expires=(\d+)/, (_match, seconds: string) => `expires=${Number(seconds) + 86400}`);
    assert.equal((await putBlob(ctx(), extended, PNG, 'image/png')).json().message, '链接无效');

    await setClock(ctx().app, '2026-03-02T10:31:00');
    const expired = await putBlob(ctx(), url, PNG, 'image/png');
    assert.equal(expired.statusCode, 403);
    assert.equal(expired.json().message, '链接已过期，请重新上传');
  });

  it('keeps image and video uploads for members: trial, free and expired accounts get 403 PREMIUM_REQUIRED', async () => {
    await setClock(ctx().app, '2026-03-02T10:00:00');
    const trial = await ctx().as('att-trial');
    const refused = await requestUpload(trial, newId(), 'image/png');
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { code: 'PREMIUM_REQUIRED', message: '图片和视频附件仅限会员使用，请前往「会员卡」开通' });

    const lapsed = await memberClient(ctx(), 'att-lapsed');
    await setClock(ctx().app, '2026-05-02T10:00:00'); // the one-month card ran out
    assert.equal((await requestUpload(lapsed, newId(), 'video/mp4')).json().code, 'PREMIUM_REQUIRED');
    assert.equal((await requestUpload(trial, newId(), 'image/png')).json().code, 'PREMIUM_REQUIRED');
  });

  it('treats another user’s attachment as missing', async () => {
    const owner = await memberClient(ctx(), 'att-owner');
    const other = await memberClient(ctx(), 'att-other');
    const id = await upload(ctx(), owner);
    const memo = (await other.post('/api/memos', { content: '别人的' })).json();

    assert.deepEqual((await other.put('/api/attachments/detail', { ids: [id] })).json(), []);
    assert.equal((await other.send({ method: 'DELETE', url: `/api/attachments/${id}` })).statusCode, 404);
    assert.equal((await other.post('/api/attachments', { id, type: 'IMAGE', memoId: memo.id })).statusCode, 404);
    assert.equal((await other.put('/api/attachments/disattach', { id })).statusCode, 404);
    const create = await other.post('/api/memos', { content: '偷图', attachments: [{ id, type: 'IMAGE' }] });
    assert.equal(create.statusCode, 400);
    assert.ok(create.json().fields.attachments);
    // The id is taken: asking to upload under it again is a conflict, not a takeover.
    assert.equal((await requestUpload(other, id, 'image/png')).statusCode, 409);
    // ... and the owner's file is untouched.
    assert.equal((await owner.put('/api/attachments/detail', { ids: [id] })).json().length, 1);
  });

  it('attaches, detaches and deletes; a deleted file is no longer served', async () => {
    const grace = await memberClient(ctx(), 'att-grace');
    const memo = (await grace.post('/api/memos', { content: '后来加图' })).json();
    const id = await upload(ctx(), grace);

    const attached = await grace.post('/api/attachments', { id, type: 'IMAGE', blurHash: BLUR_HASH, memoId: memo.id });
    assert.equal(attached.statusCode, 200, attached.body);
    assert.equal(attached.json().blurHash, BLUR_HASH);
    assert.deepEqual((await grace.get(`/api/memos/${memo.id}`)).json().attachments.map((a: { id: string }) => a.id), [id]);
    assert.equal((await grace.post('/api/attachments', { id, type: 'VIDEO', memoId: memo.id })).statusCode, 400);

    assert.equal((await grace.put('/api/attachments/disattach', { id, memoId: memo.id })).statusCode, 204);
    assert.deepEqual((await grace.get(`/api/memos/${memo.id}`)).json().attachments, []);

    const [detail] = (await grace.put('/api/attachments/detail', { ids: [id] })).json();
    assert.equal((await ctx().app.inject({ method: 'GET', url: detail.url })).statusCode, 200);
    assert.equal((await grace.send({ method: 'DELETE', url: `/api/attachments/${id}` })).statusCode, 204);
    assert.equal((await ctx().app.inject({ method: 'GET', url: detail.url })).statusCode, 403);
    assert.equal((await grace.send({ method: 'DELETE', url: `/api/attachments/${id}` })).statusCode, 404);
  });
});
