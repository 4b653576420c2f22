import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, it } from 'node:test';
import { JAR_DESCRIPTION_MAX_LENGTH, JAR_ITEM_MAX_LENGTH, JAR_NAME_MAX_LENGTH, PAGE_SIZES, type Jar, type JarItem } from '@memory/contracts';
import { jarItems, jars } from '../src/db/tables';
import { setClock } from './helpers/clock';
import { addItems, createJar, drainFeed, jarAction, MP4, progressOf, upload } from './helpers/jars';
import { memberClient } from './helpers/plans';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

function field(response: { statusCode: number; json(): { fields?: Record<string, string> } }, name: string): string | undefined {
  assert.equal(response.statusCode, 400);
  return response.json().fields?.[name];
}

/** A subscribed jar (role BUYER) written straight into the database: subscriptions come with the marketplace. */
async function buyerJar(ctx: SuiteContext, userId: string): Promise<{ jarId: string; itemId: string }> {
  const db = ctx.running.database.db;
  const at = new Date();
  const jarId = randomUUID();
  const itemId = randomUUID();
  await db.insert(jars).values({
    id: jarId,
    userId,
    role: 'BUYER',
    name: '订阅的知识罐',
    batchSize: 5,
    batchMode: 'SERIAL',
    curveId: 'EBBINGHAUS',
    status: 'NOT_STARTED',
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(jarItems).values({ id: itemId, jarId, userId, position: 0, content: '创建者的知识点', status: 'ACTIVE', createdAt: at, updatedAt: at });
  return { jarId, itemId };
}

describeEachBackend('jars: API', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('lets only members create a jar: a trial user gets 403 PREMIUM_REQUIRED with the way to upgrade', async () => {
    const trial = await ctx().as('jars-trial');
    const refused = await trial.post('/api/jars', { name: '唐诗' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { code: 'PREMIUM_REQUIRED', message: '创建知识罐仅限会员使用，请前往「会员卡」开通' });
    assert.equal((await trial.get('/api/jars/page?role=CREATOR&page=1&size=18')).json().total, 0);

    const member = await memberClient(ctx(), 'jars-member');
    const jar = await createJar(member, { name: '唐诗', description: '五言绝句' });
    assert.deepEqual(jar, {
      id: jar.id,
      name: '唐诗',
      description: '五言绝句',
      cover: null,
      coverBlurHash: null,
      role: 'CREATOR',
      settings: { batchSize: 5, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' },
    });
    assert.deepEqual((await member.get(`/api/jars/${jar.id}`)).json(), jar);
    assert.deepEqual(await progressOf(member, jar.id), { status: 'NOT_STARTED', percent: 0, current: null });

    // Once the card has expired the account is free again: no new jars, the existing one stays readable.
    await setClock(ctx().app, '2099-01-01T09:00:00');
    assert.equal((await member.post('/api/jars', { name: '过期后' })).json().code, 'PREMIUM_REQUIRED');
    assert.equal((await member.get(`/api/jars/${jar.id}`)).statusCode, 200);
  });

  it('checks name 64/65, description 1024/1025 and blank names, naming the field and writing nothing', async () => {
    const member = await memberClient(ctx(), 'jars-limits');
    const longest = await createJar(member, { name: '名'.repeat(JAR_NAME_MAX_LENGTH), description: '述'.repeat(JAR_DESCRIPTION_MAX_LENGTH) });
    assert.equal(longest.name.length, 64);
    assert.equal(longest.description.length, 1024);
    assert.ok(field(await member.post('/api/jars', { name: '名'.repeat(JAR_NAME_MAX_LENGTH + 1) }), 'name'));
    assert.ok(field(await member.post('/api/jars', { name: 'ok', description: '述'.repeat(JAR_DESCRIPTION_MAX_LENGTH + 1) }), 'description'));
    assert.ok(field(await member.post('/api/jars', { name: '   ' }), 'name'));
    assert.ok(field(await member.post('/api/jars', {}), 'name'));
    const edited = await member.put(`/api/jars/${longest.id}/edit`, { name: '名'.repeat(JAR_NAME_MAX_LENGTH + 1) });
    assert.ok(field(edited, 'name'));
    assert.equal((await member.get('/api/jars/page?role=CREATOR')).json().total, 1);
  });

  it('pages jars by role, 18 per page, newest first; buyers’ jars apart', async () => {
    const member = await memberClient(ctx(), 'jars-pages');
    const created: Jar[] = [];
    for (let index = 1; index <= PAGE_SIZES.jars + 1; index += 1) created.push(await createJar(member, { name: `第 ${index} 罐` }));
    await buyerJar(ctx(), 'jars-pages');
    const first = (await member.get('/api/jars/page?role=CREATOR&page=1&size=18')).json();
    assert.equal(first.entries.length, 18);
    assert.equal(first.total, 19);
    assert.equal(first.entries[0].name, '第 19 罐');
    const second = (await member.get('/api/jars/page?role=CREATOR&page=2&size=18')).json();
    assert.deepEqual(second.entries.map((jar: Jar) => jar.name), ['第 1 罐']);
    assert.equal(second.total, 19);
    // A page past the end has no row to carry the total: it is counted on its own.
    const beyond = (await member.get('/api/jars/page?role=CREATOR&page=3&size=18')).json();
    assert.deepEqual([beyond.entries, beyond.total], [[], 19]);
    const bought = (await member.get('/api/jars/page?role=BUYER&page=1&size=18')).json();
    assert.deepEqual([bought.total, bought.entries[0].role], [1, 'BUYER']);
    assert.equal((await member.get('/api/jars/page?role=OTHER')).statusCode, 400);
    assert.equal((await member.get('/api/jars/page?role=CREATOR&size=101')).statusCode, 400);
  });

  it('keeps items in order, 2048/2049 and blank checked, 10 per page, edit changes content only', async () => {
    const member = await memberClient(ctx(), 'jars-items');
    const jar = await createJar(member);
    const longest = '知'.repeat(JAR_ITEM_MAX_LENGTH);
    const items = await addItems(member, jar.id, [longest, ...Array.from({ length: 10 }, (_, index) => `知识点 ${index + 1}`)]);
    assert.ok(field(await member.post(`/api/jars/${jar.id}/items`, { content: '知'.repeat(JAR_ITEM_MAX_LENGTH + 1) }), 'content'));
    assert.ok(field(await member.post(`/api/jars/${jar.id}/items`, { content: ' \n ' }), 'content'));
    const page1 = (await member.get(`/api/jars/${jar.id}/items/page?page=1&size=10`)).json();
    assert.deepEqual([page1.total, page1.entries.length, page1.entries[0].content.length], [11, 10, 2048]);
    const page2 = (await member.get(`/api/jars/${jar.id}/items/page?page=2&size=10`)).json();
    assert.deepEqual(page2.entries.map((item: JarItem) => item.content), ['知识点 10']);
    assert.deepEqual(page2.entries[0], { id: items[10]?.id, front: null, content: '知识点 10', attachments: [], status: 'ACTIVE', introduced: false });

    const itemId = items[1]?.id ?? '';
    const edited = await member.put(`/api/jars/${jar.id}/items/${itemId}`, { content: '改过的' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await member.get(`/api/jars/${jar.id}/items/${itemId}`)).json().content, '改过的');
    assert.ok(field(await member.put(`/api/jars/${jar.id}/items/${itemId}`, { content: 'x'.repeat(JAR_ITEM_MAX_LENGTH + 1) }), 'content'));

    const cancelled = await member.put(`/api/jars/${jar.id}/items/${itemId}/cancel`);
    assert.equal(cancelled.json().status, 'CANCELLED');
    assert.equal((await member.put(`/api/jars/${jar.id}/items/${itemId}`, { content: '再改' })).statusCode, 409);
    assert.equal((await member.send({ method: 'DELETE', url: `/api/jars/${jar.id}/items/${itemId}` })).statusCode, 204);
    assert.equal((await member.get(`/api/jars/${jar.id}/items/${itemId}`)).statusCode, 404);
    assert.equal((await member.get(`/api/jars/${jar.id}/items/page`)).json().total, 10);
  });

  it('checks settings: batch size 1..100, mode, a curve of the system or one’s own', async () => {
    const member = await memberClient(ctx(), 'jars-settings');
    const other = await memberClient(ctx(), 'jars-settings-other');
    const theirs = (await other.post('/api/curves', { name: '别人的', steps: [1] })).json();
    const mine = (await member.post('/api/curves', { name: '我的', steps: [2, 3] })).json();
    const jar = await createJar(member);
    const put = (body: object) => member.put(`/api/jars/${jar.id}/settings`, body);
    for (const batchSize of [1, 100]) {
      const ok = await put({ batchSize, batchMode: 'INTERSECT', curveId: mine.id });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json().settings, { batchSize, batchMode: 'INTERSECT', curveId: mine.id });
    }
    for (const batchSize of [0, 101, 2.5]) assert.ok(field(await put({ batchSize, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' }), 'batchSize'));
    assert.ok(field(await put({ batchSize: 3, batchMode: 'FAST', curveId: 'EBBINGHAUS' }), 'batchMode'));
    assert.ok(field(await put({ batchSize: 3, batchMode: 'SERIAL', curveId: theirs.id }), 'curveId'));
    assert.ok(field(await put({ batchSize: 3, batchMode: 'SERIAL' }), 'curveId'));
    assert.ok(field(await put({ batchSize: 3, curveId: 'EBBINGHAUS' }), 'batchMode'));
    assert.equal((await member.get(`/api/jars/${jar.id}`)).json().settings.batchSize, 100);
  });

  it('answers 404 for another user’s jar, item and cover, and changes nothing of theirs', async () => {
    const owner = await memberClient(ctx(), 'jars-owner');
    const intruder = await memberClient(ctx(), 'jars-intruder');
    const jar = await createJar(owner, { name: '我的罐' });
    const [item] = await addItems(owner, jar.id, ['秘密']);
    const own = await createJar(intruder, { name: '闯入者的罐' });
    const itemUrl = `/api/jars/${jar.id}/items/${item?.id}`;
    const attempts = [
      intruder.get(`/api/jars/${jar.id}`),
      intruder.put(`/api/jars/${jar.id}/edit`, { name: '改掉' }),
      intruder.send({ method: 'DELETE', url: `/api/jars/${jar.id}` }),
      intruder.get(`/api/jars/${jar.id}/items/page`),
      intruder.post(`/api/jars/${jar.id}/items`, { content: '塞进去' }),
      intruder.get(itemUrl),
      intruder.put(itemUrl, { content: '改' }),
      intruder.put(`${itemUrl}/cancel`),
      intruder.send({ method: 'DELETE', url: itemUrl }),
      intruder.put(`/api/jars/${jar.id}/settings`, { batchSize: 1, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' }),
      intruder.get(`/api/jars/${jar.id}/progress`),
      intruder.put(`/api/jars/${jar.id}/start`),
      intruder.put(`/api/jars/${jar.id}/pause`),
      intruder.put(`/api/jars/${jar.id}/reload`),
      // Their item through one's own jar is just as unknown.
      intruder.get(`/api/jars/${own.id}/items/${item?.id}`),
      intruder.put(`/api/jars/${own.id}/items/${item?.id}`, { content: '改' }),
    ];
    for (const response of await Promise.all(attempts)) assert.equal(response.statusCode, 404, response.body);

    const cover = await upload(ctx(), owner);
    const stolen = await intruder.post('/api/jars', { name: '偷封面', coverAttachmentId: cover });
    assert.equal(stolen.statusCode, 404);
    assert.equal((await intruder.put(`/api/jars/${own.id}/edit`, { name: '偷封面', coverAttachmentId: cover })).statusCode, 404);
    assert.equal((await owner.get(`/api/jars/${jar.id}`)).json().name, '我的罐');
    assert.equal((await owner.get(itemUrl)).json().content, '秘密');
  });

  it('signs the covers on the jars page: a page with covers and one without', async () => {
    const member = await memberClient(ctx(), 'jars-page-covers');
    const page = async () => (await member.get('/api/jars/page?role=CREATOR&page=1&size=18')).json() as { entries: Jar[]; total: number };
    const plain = await createJar(member, { name: '无封面' });
    assert.deepEqual((await page()).entries.map((jar) => jar.cover), [null], 'no cover: nothing to sign');

    const covered = await createJar(member, { name: '有封面', coverAttachmentId: await upload(ctx(), member), coverBlurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' });
    const { entries, total } = await page();
    assert.deepEqual([total, ...entries.map((jar) => jar.id)], [2, covered.id, plain.id]);
    const [withCover, without] = entries as [Jar, Jar];
    assert.match(withCover.cover ?? '', /^\/api\/blobs\/.+[?&]/);
    assert.equal(withCover.coverBlurHash, 'LEHV6nWB2yk8pyo0adR*.7kCMdnj');
    assert.equal(without.cover, null);
    const file = await ctx().app.inject({ method: 'GET', url: withCover.cover ?? '' });
    assert.equal(file.statusCode, 200);
  });

  it('serves the cover by a signed URL with its blurhash; only an uploaded image of one’s own', async () => {
    const member = await memberClient(ctx(), 'jars-cover');
    const cover = await upload(ctx(), member);
    const jar = await createJar(member, { coverAttachmentId: cover, coverBlurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' });
    assert.equal(jar.coverBlurHash, 'LEHV6nWB2yk8pyo0adR*.7kCMdnj');
    assert.match(jar.cover ?? '', /^\/api\/blobs\//);
    const file = await ctx().app.inject({ method: 'GET', url: jar.cover ?? '' });
    assert.deepEqual([file.statusCode, file.rawPayload.equals(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))], [200, true]);

    const video = await upload(ctx(), member, 'video/mp4', MP4);
    assert.equal(field(await member.post('/api/jars', { name: 'v', coverAttachmentId: video }), 'coverAttachmentId'), '封面只能是图片');
    // One cover for one jar.
    assert.ok(field(await member.post('/api/jars', { name: 'again', coverAttachmentId: cover }), 'coverAttachmentId'));
    // Replacing the cover removes the old file; null removes the cover.
    const next = await upload(ctx(), member);
    const replaced = (await member.put(`/api/jars/${jar.id}/edit`, { name: jar.name, coverAttachmentId: next, coverBlurHash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ' })).json();
    assert.equal(replaced.coverBlurHash, 'L00000fQfQfQfQfQfQfQfQfQfQfQ');
    // The file and its record are gone: the old link is no longer valid.
    assert.equal((await ctx().app.inject({ method: 'GET', url: jar.cover ?? '' })).statusCode, 403);
    const removed = (await member.put(`/api/jars/${jar.id}/edit`, { name: jar.name, coverAttachmentId: null })).json();
    assert.deepEqual([removed.cover, removed.coverBlurHash], [null, null]);
  });

  it('puts images and videos on items through the signed-URL flow (premium)', async () => {
    const member = await memberClient(ctx(), 'jars-item-files');
    const jar = await createJar(member);
    const [item] = await addItems(member, jar.id, ['有图的知识点']);
    const image = await upload(ctx(), member);
    const attached = await member.post('/api/attachments', { id: image, type: 'IMAGE', jarId: jar.id, itemId: item?.id });
    assert.equal(attached.statusCode, 200, attached.body);
    const read = (await member.get(`/api/jars/${jar.id}/items/${item?.id}`)).json();
    assert.deepEqual(read.attachments.map((file: { id: string }) => file.id), [image]);
    // On an item it is no longer free for a memo.
    assert.equal((await member.post('/api/memos', { content: 'm', attachments: [{ id: image, type: 'IMAGE' }] })).statusCode, 400);
    const stranger = await memberClient(ctx(), 'jars-item-files-stranger');
    const theirs = await upload(ctx(), stranger);
    assert.equal((await stranger.post('/api/attachments', { id: theirs, type: 'IMAGE', jarId: jar.id, itemId: item?.id })).statusCode, 404);
    assert.equal((await member.put('/api/attachments/disattach', { id: image, jarId: jar.id, itemId: item?.id })).statusCode, 204);
    assert.deepEqual((await member.get(`/api/jars/${jar.id}/items/${item?.id}`)).json().attachments, []);
  });

  it('imports memos as new items at the end, in the order given, with copies of their files; memos unchanged', async () => {
    const member = await memberClient(ctx(), 'jars-import');
    const image = await upload(ctx(), member);
    const first = (await member.post('/api/memos', { content: '床前明月光', attachments: [{ id: image, type: 'IMAGE' }] })).json();
    const second = (await member.post('/api/memos', { content: '疑是地上霜' })).json();
    const jar = await createJar(member);
    await addItems(member, jar.id, ['已有的']);
    const imported = await member.put(`/api/jars/${jar.id}/items/import-from-memos`, { memoIds: [second.id, first.id] });
    assert.equal(imported.statusCode, 200, imported.body);
    const page = (await member.get(`/api/jars/${jar.id}/items/page?size=10`)).json();
    assert.deepEqual(page.entries.map((item: JarItem) => item.content), ['已有的', '疑是地上霜', '床前明月光']);
    const copied = page.entries[2].attachments[0];
    assert.notEqual(copied.id, image);
    assert.equal((await ctx().app.inject({ method: 'GET', url: copied.url })).rawPayload.length, 16);
    const memo = (await member.get(`/api/memos/${first.id}`)).json();
    assert.deepEqual([memo.content, memo.attachments.map((file: { id: string }) => file.id)], ['床前明月光', [image]]);

    const stranger = await ctx().as('jars-import-stranger');
    const theirs = (await stranger.post('/api/memos', { content: '别人的' })).json();
    assert.equal((await member.put(`/api/jars/${jar.id}/items/import-from-memos`, { memoIds: [theirs.id] })).statusCode, 404);
    assert.ok(field(await member.put(`/api/jars/${jar.id}/items/import-from-memos`, { memoIds: [] }), 'memoIds'));
    assert.equal((await member.get(`/api/jars/${jar.id}/items/page`)).json().total, 3);
  });

  it('keeps a buyer’s list of the creator’s items fixed (403 add / delete) but lets them edit a copy’s text, schedule and abandon', async () => {
    const buyer = await ctx().as('jars-buyer');
    await buyer.get('/api/users/me');
    const { jarId, itemId } = await buyerJar(ctx(), 'jars-buyer');
    const forbidden = await buyer.post(`/api/jars/${jarId}/items`, { content: '加' });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().message, '订阅的知识罐由创建者维护，不能修改其中的知识点');
    assert.equal((await buyer.send({ method: 'DELETE', url: `/api/jars/${jarId}/items/${itemId}` })).statusCode, 403);
    assert.equal((await buyer.get(`/api/jars/${jarId}/items/${itemId}`)).json().content, '创建者的知识点');
    // A buyer's own edit of a copy is theirs; 同步 keeps it (ARCHITECTURE §4 Subscriptions, test/marketplace).
    assert.equal((await buyer.put(`/api/jars/${jarId}/items/${itemId}`, { content: '改' })).statusCode, 200);
    assert.equal((await buyer.get(`/api/jars/${jarId}/items/${itemId}`)).json().content, '改');
    assert.equal((await buyer.put(`/api/jars/${jarId}/settings`, { batchSize: 2, batchMode: 'INTERSECT', curveId: 'EBBINGHAUS' })).statusCode, 200);
    assert.equal((await jarAction(buyer, jarId, 'start')).status, 'IN_PROGRESS');
    assert.equal((await buyer.put(`/api/jars/${jarId}/reload`)).statusCode, 200);

    const creator = await memberClient(ctx(), 'jars-creator-reload');
    const own = await createJar(creator);
    const reload = await creator.put(`/api/jars/${own.id}/reload`);
    assert.equal(reload.statusCode, 409);
    assert.match(reload.json().message, /同步只适用于订阅的知识罐/);
  });

  it('refuses to start an empty jar or pause one that is not running, with messages that say why', async () => {
    const member = await memberClient(ctx(), 'jars-start-rules');
    const jar = await createJar(member);
    const empty = await member.put(`/api/jars/${jar.id}/start`);
    assert.deepEqual([empty.statusCode, empty.json().message], [409, '知识罐里没有可学习的知识点（还没有添加，或都已放弃），请先添加知识点再开始']);
    assert.equal((await member.put(`/api/jars/${jar.id}/pause`)).statusCode, 409);
    await addItems(member, jar.id, ['一']);
    await jarAction(member, jar.id, 'start');
    assert.equal((await member.put(`/api/jars/${jar.id}/start`)).json().message, '知识罐已在进行中');
  });

  it('deletes a jar with its items, schedule, posts and files', async () => {
    await setClock(ctx().app, '2026-05-04T09:00:00');
    const member = await memberClient(ctx(), 'jars-delete');
    const cover = await upload(ctx(), member);
    const jar = await createJar(member, { coverAttachmentId: cover });
    await addItems(member, jar.id, ['一', '二']);
    await jarAction(member, jar.id, 'start');
    assert.equal((await member.get('/api/timeline/summary')).json().todayLeft, 1);
    assert.equal((await member.send({ method: 'DELETE', url: `/api/jars/${jar.id}` })).statusCode, 204);
    assert.equal((await member.get(`/api/jars/${jar.id}`)).statusCode, 404);
    assert.deepEqual(await drainFeed(member), []);
    assert.deepEqual((await member.get('/api/timeline/summary')).json(), { todayLeft: 0, weekLeft: 0, monthLeft: 0, totalLeft: 0 });
    // The file and its record are gone: the old link is no longer valid.
    assert.equal((await ctx().app.inject({ method: 'GET', url: jar.cover ?? '' })).statusCode, 403);
  });

  it('needs a signed-in caller', async () => {
    assert.equal((await ctx().app.inject({ method: 'GET', url: '/api/jars/page?role=CREATOR' })).statusCode, 401);
    assert.equal((await ctx().app.inject({ method: 'POST', url: '/api/jars', payload: { name: 'x' } })).statusCode, 401);
  });
});
