// Storage limits: open upload slots and bytes per person are capped with a Chinese message, and
// the sweeper removes uploads never attached after a day and the files of abandoned memos after the grace period.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { ABANDONED_FILES_GRACE_DAYS } from '@memory/contracts';
import { now, setNow } from '../src/clock';
import { grantMembership } from '../src/modules/account/membership';
import { localBlobStore } from '../src/modules/attachments/blob-store';
import { storageByUser } from '../src/modules/attachments/queries';
import { sweepAttachments } from '../src/modules/attachments/sweeper';
import { testBackends, type TestStorage } from './helpers/backends';
import { clientFor, startTestApp, type TestApp } from './helpers/test-app';
import { createTestAuth } from './helpers/test-auth';

const QUOTA = 100 * 1024 * 1024; // room for five 20 MB image slots, not one 200 MB video slot
const OPEN_SLOTS = 3;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let counter = 0;
const newId = () => `quota${process.pid}x${(counter += 1)}`.padEnd(21, '_').slice(0, 21);

for (const backend of testBackends()) {
  describe(`storage limits [${backend.name}]`, () => {
    let storage: TestStorage;
    let testApp: TestApp;
    let app: TestApp['app'];
    let database: TestApp['database'];
    let auth: Awaited<ReturnType<typeof createTestAuth>>;

    before(async () => {
      storage = await backend.createStorage();
      auth = await createTestAuth();
      testApp = await startTestApp(storage, auth, {
        corsOrigins: [],
        storageLimits: { quotaBytes: QUOTA, maxPendingUploads: OPEN_SLOTS },
        sweepEveryMs: 0,
      });
      ({ app, database } = testApp);
    });
    afterEach(() => setNow(null));
    after(async () => {
      await testApp.close();
      await storage.dispose();
    });

    async function member(sub: string) {
      const client = clientFor(app, await auth.sign(sub));
      await client.get('/api/users/me');
      await grantMembership(database.db, sub, 'MONTHLY');
      return client;
    }

    it('stops an upload flood at the open-slot cap with 429 and a Chinese message', async () => {
      const flooder = await member('flooder');
      const answers = await Promise.all(Array.from({ length: 40 }, () => flooder.put('/api/attachments', { id: newId(), contentType: 'image/png' })));
      assert.equal(answers.filter((answer) => answer.statusCode === 200).length, OPEN_SLOTS);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      assert.equal(refused.length, 40 - OPEN_SLOTS);
      for (const answer of refused) {
        assert.equal(answer.statusCode, 429);
        assert.deepEqual(answer.json(), { code: 'RATE_LIMITED', message: '正在上传的附件过多（最多同时 3 个），请等它们上传完成或 30 分钟后再试' });
      }
    });

    it('refuses a slot the byte quota cannot hold with 413, naming what is used and the limit', async () => {
      const filmmaker = await member('filmmaker');
      const answer = await filmmaker.put('/api/attachments', { id: newId(), contentType: 'video/mp4' });
      assert.equal(answer.statusCode, 413);
      assert.equal(answer.json().code, 'PAYLOAD_TOO_LARGE');
      assert.equal(answer.json().message, '存储空间不足：已用 0 B，上限 100 MB。删除不需要的附件后再上传');
    });

    it('frees a slot when its upload finishes', async () => {
      const writer = await member('writer');
      const slots = [];
      for (let index = 0; index < OPEN_SLOTS; index += 1) slots.push((await writer.put('/api/attachments', { id: newId(), contentType: 'image/png' })).json());
      assert.equal((await writer.put('/api/attachments', { id: newId(), contentType: 'image/png' })).statusCode, 429);
      const put = await app.inject({ method: 'PUT', url: slots[0].data.signedUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
      assert.equal(put.statusCode, 204);
      assert.equal((await writer.put('/api/attachments', { id: newId(), contentType: 'image/png' })).statusCode, 200);
    });

    it('sweeps uploads never attached after 24 hours and abandoned memos’ files after the grace period', async () => {
      const owner = await member('sweeper-owner');
      const upload = async () => {
        const id = newId();
        const slot = (await owner.put('/api/attachments', { id, contentType: 'image/png' })).json();
        await app.inject({ method: 'PUT', url: slot.data.signedUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
        return id;
      };
      const start = now();
      const loose = await upload();
      const kept = await upload();
      const abandoned = await upload();
      // An avatar is attached to its person, not to content: the sweeper must leave it.
      const avatarSlot = (await owner.put('/api/users/me/avatar', { contentType: 'image/png' })).json();
      await app.inject({ method: 'PUT', url: avatarSlot.data.signedUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
      const keptMemo = (await owner.post('/api/memos', { content: '留着', attachments: [{ id: kept, type: 'IMAGE' }] })).json();
      const goneMemo = (await owner.post('/api/memos', { content: '放弃', attachments: [{ id: abandoned, type: 'IMAGE' }] })).json();
      assert.equal((await owner.put(`/api/memos/${goneMemo.id}/cancel`)).statusCode, 200);
      // What `admin storage sweeper-owner` prints: three uploaded files of PNG.length bytes.
      const [use] = await storageByUser(database.db, 'sweeper-owner');
      assert.deepEqual({ files: use?.files, bytes: Number(use?.bytes), pending: use?.pending }, { files: 4, bytes: 4 * PNG.length, pending: 0 });
      const file = (id: string) => existsSync(path.join(storage.blobsDir, id)) || existsSync(path.join(storage.blobsDir, id.slice(0, 2), id));
      const blobs = localBlobStore(storage.blobsDir);

      setNow(new Date(start.getTime() + 23 * 3_600_000));
      assert.deepEqual(await sweepAttachments(database.db, blobs), { files: 0, bytes: 0 });

      setNow(new Date(start.getTime() + 25 * 3_600_000));
      const daily = await sweepAttachments(database.db, blobs);
      assert.ok(daily.files >= 1 && daily.bytes >= PNG.length);
      assert.equal((await owner.put('/api/attachments/detail', { ids: [loose, kept, abandoned] })).json().length, 2);
      assert.equal(file(loose), false);
      assert.equal(file(avatarSlot.data.id), true, 'the avatar is kept');
      assert.match((await owner.get('/api/users/me')).json().avatarUrl ?? '', /./);

      setNow(new Date(start.getTime() + (ABANDONED_FILES_GRACE_DAYS + 1) * 86_400_000));
      await sweepAttachments(database.db, blobs);
      const left = (await owner.put('/api/attachments/detail', { ids: [kept, abandoned] })).json() as Array<{ id: string }>;
      assert.deepEqual(left.map((attachment) => attachment.id), [kept]);
      assert.equal(file(abandoned), false);
      assert.equal(file(kept), true);
      assert.equal((await owner.get(`/api/memos/${keptMemo.id}`)).json().attachments.length, 1);
    });
  });
}
