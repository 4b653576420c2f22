import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { JarItem, Post } from '@memory/contracts';
import { addDays } from '../../src/calendar';
import { jars, reviewUnits } from '../../src/db/tables';
import { setClock } from '../helpers/clock';
import { drainFeed, jarAction, progressOf, settings, upload, type Client } from '../helpers/jars';
import { publishJar } from '../helpers/marketplace';
import { memberClient } from '../helpers/plans';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';

const DAY0 = '2026-07-06'; // a Monday

async function onDay(ctx: SuiteContext, day: number): Promise<void> {
  await setClock(ctx.app, `${addDays(DAY0, day)}T09:00:00`);
}

async function itemsOf(client: Client, jarId: string): Promise<JarItem[]> {
  const response = await client.get(`/api/jars/${jarId}/items/page?page=1&size=50`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entries;
}

/** Every scheduled review of the jar (item and batch units) and its next batch day, straight from the database. */
async function scheduleOf(ctx: SuiteContext, jarId: string) {
  const db = ctx.running.database.db;
  const units = await db
    .select({ item: reviewUnits.jarItemId, kind: reviewUnits.kind, batch: reviewUnits.batchNo, due: reviewUnits.dueDay, last: reviewUnits.lastReviewDay, next: reviewUnits.nextReview })
    .from(reviewUnits)
    .where(eq(reviewUnits.jarId, jarId))
    .orderBy(asc(reviewUnits.id));
  const [jar] = await db.select({ nextBatchDay: jars.nextBatchDay, lastBatchNo: jars.lastBatchNo }).from(jars).where(eq(jars.id, jarId));
  return { units, jar };
}

const batchItems = (posts: Post[]) => posts.filter((post) => post.type === 'BATCH_TRIGGER_JAR_ITEM_POST').flatMap((post) => (post.items ?? []).map((item) => item.content));

describeEachBackend('subscriptions: subscribe and 同步', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('adds 3, edits 2 (one the buyer edited), deletes 2 (one the buyer reviewed): the buyer’s jar follows ARCHITECTURE §4 and no due day moves', async () => {
    await onDay(ctx(), 0);
    const creator = await memberClient(ctx(), 'sync-creator');
    const contents = ['一', '二', '三', '四', '五', '六', '七', '八'];
    const { jar: source, items: sourceItems } = await publishJar(ctx(), creator, '同步测试罐', contents);
    const at = (index: number) => sourceItems[index]?.id ?? '';

    const buyer = await ctx().as('sync-buyer');
    const subscribed = await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`);
    assert.equal(subscribed.statusCode, 200, subscribed.body);
    const mine = subscribed.json();
    assert.equal(mine.role, 'BUYER');
    assert.deepEqual(await progressOf(buyer, mine.id), { status: 'NOT_STARTED', percent: 0, current: null });
    const listed = (await buyer.get('/api/jars/page?role=BUYER&page=1&size=18')).json();
    assert.deepEqual(listed.entries.map((jar: { id: string }) => jar.id), [mine.id]);
    // Subscribing twice gives the same jar.
    assert.equal((await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`)).json().id, mine.id);

    // The buyer's own schedule: 3 a batch, 快速 (INTERSECT, the next batch 1 day after on 艾宾浩斯).
    await settings(buyer, mine.id, { batchSize: 3, batchMode: 'INTERSECT', curveId: 'EBBINGHAUS' });
    await jarAction(buyer, mine.id, 'start');
    assert.deepEqual(batchItems(await drainFeed(buyer)), ['一', '二', '三']);
    await onDay(ctx(), 1);
    assert.deepEqual(batchItems(await drainFeed(buyer)), ['四', '五', '六']);

    const copies = await itemsOf(buyer, mine.id);
    const copyOf = (content: string) => copies.find((item) => item.content === content)?.id ?? '';
    const edited = await buyer.send({ method: 'PUT', url: `/api/jars/${mine.id}/items/${copyOf('二')}`, payload: { content: '二（我的笔记）' } });
    assert.equal(edited.statusCode, 200, edited.body);
    const progressBefore = await progressOf(buyer, mine.id);
    const scheduleBefore = await scheduleOf(ctx(), mine.id);

    // The creator adds 3, edits 二 and 五, deletes 三 (reviewed by the buyer) and 七 (not yet introduced).
    for (const content of ['九', '十', '十一']) assert.equal((await creator.post(`/api/jars/${source.id}/items`, { content })).statusCode, 201);
    for (const [index, content] of [[1, '二（新）'], [4, '五（新）']] as const) {
      const response = await creator.send({ method: 'PUT', url: `/api/jars/${source.id}/items/${at(index)}`, payload: { content } });
      assert.equal(response.statusCode, 200, response.body);
    }
    for (const index of [2, 6]) assert.equal((await creator.send({ method: 'DELETE', url: `/api/jars/${source.id}/items/${at(index)}` })).statusCode, 204);

    const synced = await buyer.put(`/api/jars/${mine.id}/reload`);
    assert.equal(synced.statusCode, 200, synced.body);
    assert.deepEqual(synced.json().sync, { added: 3, updated: 1, removed: 1, message: '新增 3 条，更新 1 条，移除 1 条' });

    const after = await itemsOf(buyer, mine.id);
    assert.deepEqual(
      after.map((item) => [item.content, item.introduced, item.removedByCreator ?? false]),
      [
        ['一', true, false],
        ['二（我的笔记）', true, false],
        ['三', true, true],
        ['四', true, false],
        ['五（新）', true, false],
        ['六', true, false],
        ['八', false, false],
        ['九', false, false],
        ['十', false, false],
        ['十一', false, false],
      ],
    );
    assert.deepEqual(await scheduleOf(ctx(), mine.id), scheduleBefore, 'every due day and the next batch day unchanged');
    const progressAfter = await progressOf(buyer, mine.id);
    assert.deepEqual([progressAfter.status, progressAfter.current], [progressBefore.status, progressBefore.current]);

    // A second sync has nothing to do.
    assert.deepEqual((await buyer.put(`/api/jars/${mine.id}/reload`)).json().sync, { added: 0, updated: 0, removed: 0, message: '新增 0 条，更新 0 条，移除 0 条' });

    // The new items come with the buyer's own batches, in the creator's order.
    await onDay(ctx(), 2);
    assert.deepEqual(batchItems(await drainFeed(buyer)), ['八', '九', '十']);
    await onDay(ctx(), 3);
    assert.deepEqual(batchItems(await drainFeed(buyer)), ['十一']);

    // The creator's later edit of 二 still leaves the buyer's own text.
    await creator.send({ method: 'PUT', url: `/api/jars/${source.id}/items/${at(1)}`, payload: { content: '二（再改）' } });
    assert.equal((await buyer.put(`/api/jars/${mine.id}/reload`)).json().sync.updated, 0);
  });

  it('a subscriber may rename and re-describe their own copy: 同步 keeps it, and the creator’s jar does not change', async () => {
    const creator = await memberClient(ctx(), 'rename-creator');
    const { jar: source } = await publishJar(ctx(), creator, '创建者的名字', ['甲']);
    const buyer = await ctx().as('rename-buyer');
    const mine = (await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`)).json();

    const edited = await buyer.send({ method: 'PUT', url: `/api/jars/${mine.id}/edit`, payload: { name: '我的唐诗', description: '睡前读' } });
    assert.equal(edited.statusCode, 200, edited.body);
    await creator.send({ method: 'PUT', url: `/api/jars/${source.id}/edit`, payload: { name: '创建者改了名', description: '新简介' } });
    assert.equal((await buyer.put(`/api/jars/${mine.id}/reload`)).statusCode, 200);

    const copy = (await buyer.get(`/api/jars/${mine.id}`)).json();
    assert.deepEqual([copy.name, copy.description, copy.role], ['我的唐诗', '睡前读', 'BUYER']);
    assert.equal((await creator.get(`/api/jars/${source.id}`)).json().name, '创建者改了名');
    // Their items stay the creator's: adding one to the copy is refused.
    assert.equal((await buyer.send({ method: 'POST', url: `/api/jars/${mine.id}/items`, payload: { content: '乙' } })).statusCode, 403);
  });

  it('a creator cannot sync; deleting the BUYER jar unsubscribes; an unpublished source stays as last synced', async () => {
    const creator = await memberClient(ctx(), 'sync-creator-2');
    const { jar: source } = await publishJar(ctx(), creator, '退订测试罐', ['甲', '乙']);
    assert.equal((await creator.put(`/api/jars/${source.id}/reload`)).statusCode, 409);
    assert.equal((await creator.put(`/api/marketplace/jars/${source.id}/subscribe`)).statusCode, 409, 'not one’s own jar');

    const buyer = await ctx().as('sync-leaver');
    const mine = (await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`)).json();
    const total = async () => (await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${source.id}` })).json().totalSubscribes;
    assert.equal(await total(), 1);
    assert.equal((await buyer.send({ method: 'DELETE', url: `/api/jars/${mine.id}` })).statusCode, 204);
    assert.equal(await total(), 0);
    assert.equal((await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`)).json().id !== mine.id, true, 'a new subscription');

    const again = (await buyer.get('/api/jars/page?role=BUYER&page=1&size=18')).json().entries[0];
    assert.equal((await creator.send({ method: 'DELETE', url: `/api/jars/${source.id}` })).statusCode, 204);
    assert.equal((await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${source.id}` })).statusCode, 404);
    assert.deepEqual((await buyer.put(`/api/jars/${again.id}/reload`)).json().sync.added, 0);
    assert.deepEqual((await itemsOf(buyer, again.id)).map((item) => item.content), ['甲', '乙']);
  });

  it('shows the creator’s item files on a subscriber’s copy (readable through its signed URL), to no one else', async () => {
    const creator = await memberClient(ctx(), 'files-creator');
    const { jar: source, items } = await publishJar(ctx(), creator, '带图片的罐', ['有图的知识点']);
    const image = await upload(ctx(), creator);
    const attached = await creator.post('/api/attachments', { id: image, type: 'IMAGE', jarId: source.id, itemId: items[0]?.id });
    assert.equal(attached.statusCode, 200, attached.body);

    const buyer = await ctx().as('files-buyer');
    const mine = (await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`)).json();
    const [copy] = await itemsOf(buyer, mine.id);
    assert.deepEqual(copy?.attachments?.map((file) => file.id), [image]);
    const read = await ctx().app.inject({ method: 'GET', url: copy?.attachments?.[0]?.url ?? '' });
    assert.equal(read.statusCode, 200);

    // Leaving (deleting the copy) leaves the creator's file in place, and the ex-subscriber has no way to it.
    assert.equal((await buyer.send({ method: 'DELETE', url: `/api/jars/${mine.id}` })).statusCode, 204);
    assert.equal((await buyer.get(`/api/jars/${mine.id}/items/page?page=1&size=5`)).statusCode, 404);
    const still = (await creator.get(`/api/jars/${source.id}/items/${items[0]?.id}`)).json();
    assert.deepEqual(still.attachments.map((file: { id: string }) => file.id), [image]);
  });
});
