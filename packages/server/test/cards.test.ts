// Knowledge points with a 正面 (question side) and cloze content, through every call that carries a point: add,
// edit, detail, list, the feed, 同步 and AI 考考我's prompt.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, it } from 'node:test';
import { AI_CONTENT_MAX_LENGTH, JAR_ITEM_MAX_LENGTH, type JarItem, type Post } from '@memory/contracts';
import { addDays } from '../src/calendar';
import { jarItems } from '../src/db/tables';
import { buildMessages } from '../src/modules/ai/prompts';
import { setClock } from './helpers/clock';
import { createJar, drainFeed, jarAction, settings, type Client } from './helpers/jars';
import { publishJar } from './helpers/marketplace';
import { memberClient } from './helpers/plans';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

const DAY0 = '2026-08-03'; // a Monday

async function onDay(ctx: SuiteContext, day: number): Promise<void> {
  await setClock(ctx.app, `${addDays(DAY0, day)}T09:00:00`);
}

async function addItem(client: Client, jarId: string, body: object): Promise<JarItem> {
  const response = await client.post(`/api/jars/${jarId}/items`, body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

async function itemsOf(client: Client, jarId: string): Promise<JarItem[]> {
  const response = await client.get(`/api/jars/${jarId}/items/page?page=1&size=50`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entries;
}

describeEachBackend('cards: 正面 and cloze', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('adds and edits a point with a 正面: answered by add, detail and list; blank is none; omitted on edit keeps it', async () => {
    const client = await memberClient(ctx(), 'cards-front');
    const jar = await createJar(client, { name: '首都' });
    const item = await addItem(client, jar.id, { front: '中国的首都是哪里？', content: '北京' });
    assert.deepEqual([item.front, item.content], ['中国的首都是哪里？', '北京']);
    assert.equal((await client.get(`/api/jars/${jar.id}/items/${item.id}`)).json().front, '中国的首都是哪里？');

    const plain = await addItem(client, jar.id, { content: '没有正面' });
    const blank = await addItem(client, jar.id, { content: '空白正面', front: '   ' });
    const nulled = await addItem(client, jar.id, { content: 'null 正面', front: null });
    assert.deepEqual([plain.front, blank.front, nulled.front], [null, null, null]);
    assert.deepEqual(
      (await itemsOf(client, jar.id)).map((entry) => [entry.front, entry.content]),
      [['中国的首都是哪里？', '北京'], [null, '没有正面'], [null, '空白正面'], [null, 'null 正面']],
    );

    // Edit: a new 正面; the content alone keeps it; blank clears it.
    const url = `/api/jars/${jar.id}/items/${item.id}`;
    assert.equal((await client.put(url, { content: '北京', front: '首都？' })).json().front, '首都？');
    const contentOnly = (await client.put(url, { content: '北京市' })).json();
    assert.deepEqual([contentOnly.front, contentOnly.content], ['首都？', '北京市']);
    assert.equal((await client.put(url, { content: '北京市', front: '' })).json().front, null);
    assert.equal((await client.get(url)).json().front, null);
  });

  it('refuses a 正面 that is too long or not text: 400 naming `front`, nothing written', async () => {
    const client = await memberClient(ctx(), 'cards-invalid');
    const jar = await createJar(client, { name: '校验' });
    for (const front of ['长'.repeat(JAR_ITEM_MAX_LENGTH + 1), 42, ['a']]) {
      const refused = await client.post(`/api/jars/${jar.id}/items`, { content: '内容', front });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.ok(refused.json().fields?.front, refused.body);
    }
    assert.equal((await client.post(`/api/jars/${jar.id}/items`, { content: '内容', front: '长'.repeat(JAR_ITEM_MAX_LENGTH) })).statusCode, 201);
    const item = (await itemsOf(client, jar.id))[0];
    const refused = await client.put(`/api/jars/${jar.id}/items/${item?.id}`, { content: '内容', front: '长'.repeat(JAR_ITEM_MAX_LENGTH + 1) });
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.json().fields?.front);
    assert.equal((await itemsOf(client, jar.id)).length, 1);
  });

  it('points written before 正面 existed read front null and stay as they were', async () => {
    const client = await memberClient(ctx(), 'cards-existing');
    const jar = await createJar(client, { name: '旧罐' });
    const at = new Date();
    const id = randomUUID();
    const db = ctx().running.database.db;
    const me = (await client.get('/api/users/me')).json();
    // Written as a row of the old schema would be: no front column given.
    await db.insert(jarItems).values({ id, jarId: jar.id, userId: me.id, position: 0, content: '旧知识点 {{c1::不是填空时也原样}}', status: 'ACTIVE', createdAt: at, updatedAt: at });
    const read = (await client.get(`/api/jars/${jar.id}/items/${id}`)).json();
    assert.deepEqual([read.front, read.content], [null, '旧知识点 {{c1::不是填空时也原样}}']);
  });

  it('the feed: a hidden item post carries its 正面 (null without one) and its cloze content as written', async () => {
    await onDay(ctx(), 0);
    const client = await memberClient(ctx(), 'cards-feed');
    const jar = await createJar(client, { name: '卡片' });
    await addItem(client, jar.id, { front: '《静夜思》的作者？', content: '李白' });
    await addItem(client, jar.id, { content: '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}' });
    await addItem(client, jar.id, { content: '普通知识点' });
    await settings(client, jar.id, { batchSize: 3, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' });
    await jarAction(client, jar.id, 'start');
    const [batch] = await drainFeed(client);
    assert.equal(batch?.type, 'BATCH_TRIGGER_JAR_ITEM_POST');
    assert.deepEqual(
      batch?.items?.map((entry) => [entry.front ?? null, entry.content]),
      [['《静夜思》的作者？', '李白'], [null, '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}'], [null, '普通知识点']],
    );
    // The visible batch post reads as text: the 正面 with its answer, clozes filled.
    assert.equal(batch?.content, '1. 《静夜思》的作者？ —— 李白\n2. 床前明月光，疑是地上霜\n3. 普通知识点');

    await onDay(ctx(), 1);
    const posts: Post[] = await drainFeed(client);
    assert.deepEqual(
      posts.map((post) => [post.type, post.hidden, post.front, post.content]),
      [
        ['JAR_ITEM_POST', true, '《静夜思》的作者？', '李白'],
        ['JAR_ITEM_POST', true, null, '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}'],
        ['JAR_ITEM_POST', true, null, '普通知识点'],
      ],
    );
  });

  it('同步 copies the creator’s 正面 and its changes, and keeps a buyer’s own edit of it', async () => {
    const creator = await memberClient(ctx(), 'cards-creator');
    const { jar: source, items } = await publishJar(ctx(), creator, '卡片订阅罐', ['甲', '乙']);
    const [first, second] = items;
    assert.equal((await creator.put(`/api/jars/${source.id}/items/${first?.id}`, { content: '甲', front: '第一问' })).statusCode, 200);

    const buyer = await ctx().as('cards-buyer');
    const mine = (await buyer.put(`/api/marketplace/jars/${source.id}/subscribe`)).json();
    const copies = await itemsOf(buyer, mine.id);
    assert.deepEqual(copies.map((item) => [item.front, item.content]), [['第一问', '甲'], [null, '乙']]);

    // The buyer rewords the 正面 of 甲; the creator changes both fronts and adds a card.
    const copyOfFirst = copies[0]?.id ?? '';
    assert.equal((await buyer.put(`/api/jars/${mine.id}/items/${copyOfFirst}`, { content: '甲', front: '我的问法' })).statusCode, 200);
    assert.equal((await creator.put(`/api/jars/${source.id}/items/${first?.id}`, { content: '甲', front: '第一问（新）' })).statusCode, 200);
    assert.equal((await creator.put(`/api/jars/${source.id}/items/${second?.id}`, { content: '乙', front: '第二问' })).statusCode, 200);
    await addItem(creator, source.id, { content: '{{c1::丙}}', front: '第三问' });

    const synced = await buyer.put(`/api/jars/${mine.id}/reload`);
    assert.equal(synced.statusCode, 200, synced.body);
    assert.deepEqual([synced.json().sync.added, synced.json().sync.updated], [1, 1]);
    assert.deepEqual(
      (await itemsOf(buyer, mine.id)).map((item) => [item.front, item.content]),
      [['我的问法', '甲'], ['第二问', '乙'], ['第三问', '{{c1::丙}}']],
    );

    // The public page's preview shows the creator's 正面 too.
    const preview = (await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${source.id}` })).json().preview;
    assert.deepEqual(preview.map((item: { front: string | null; content: string }) => [item.front, item.content]), [['第一问（新）', '甲'], ['第二问', '乙'], ['第三问', '{{c1::丙}}']]);

    // The creator removes a 正面: a copy the buyer did not edit follows; a second sync has nothing to do.
    assert.equal((await creator.put(`/api/jars/${source.id}/items/${second?.id}`, { content: '乙', front: null })).statusCode, 200);
    assert.equal((await buyer.put(`/api/jars/${mine.id}/reload`)).json().sync.updated, 1);
    assert.equal((await itemsOf(buyer, mine.id))[1]?.front, null);
    assert.equal((await buyer.put(`/api/jars/${mine.id}/reload`)).json().sync.updated, 0);
  });

  it('AI 考考我 takes a card’s 正面 apart: one too long is a 400 naming `front`', async () => {
    const client = await ctx().as('cards-ai');
    const refused = await client.post('/api/ai/stream', { type: 'exam', prompt: '', memoContent: '北京', front: '问'.repeat(AI_CONTENT_MAX_LENGTH + 1) });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.ok(refused.json().fields?.front, refused.body);
  });

  it('documents 正面 in OpenAPI on the item bodies, the item and the post', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const text = JSON.stringify(doc);
    const addItemBody = doc.paths['/api/jars/{id}/items'].post.requestBody.content['application/json'].schema;
    assert.ok(addItemBody.properties.front, 'POST /jars/{id}/items documents front');
    assert.ok(doc.paths['/api/jars/{id}/items/{itemId}'].put.requestBody.content['application/json'].schema.properties.front);
    assert.match(text, /正面/);
  });
});

it('AI 考考我 on a card asks about the answer: the 正面 (or the masked text) is the question, the answer is given apart', () => {
  const withFront = buildMessages({ type: 'exam', prompt: '', memoContent: '北京', front: '中国的首都是哪里？' });
  const user = withFront.at(-1)?.content ?? '';
  assert.match(user, /正面（问题）：\n中国的首都是哪里？/);
  assert.match(user, /背面（答案）：\n北京/);
  assert.match(withFront[0]?.content ?? '', /单选题/);
  assert.match(withFront[0]?.content ?? '', /题干里不要出现答案本身/);

  const cloze = buildMessages({ type: 'exam', prompt: '', memoContent: '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}' });
  const clozeUser = cloze.at(-1)?.content ?? '';
  assert.match(clozeUser, /正面（问题）：\n床前\[\.\.\.\]光，疑是\[三个字\]/);
  assert.match(clozeUser, /背面（答案）：\n明月；地上霜/);
  assert.doesNotMatch(clozeUser, /\{\{c1::/);

  // A plain point is quizzed on its whole text, as before.
  const plain = buildMessages({ type: 'exam', prompt: '', memoContent: '温故而知新' });
  assert.match(plain.at(-1)?.content ?? '', /^笔记：\n温故而知新/);
});
