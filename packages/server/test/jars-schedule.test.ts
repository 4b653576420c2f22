import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import type { JarItem, Post } from '@memory/contracts';
import { addDays } from '../src/calendar';
import { setClock } from './helpers/clock';
import { addItems, createJar, drainFeed, jarAction, progressOf, settings, type Client } from './helpers/jars';
import { memberClient } from './helpers/plans';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

const DAY0 = '2026-06-01'; // a Monday

/** Sets the clock to 09:00 Beijing time `day` days after DAY0. */
async function onDay(ctx: SuiteContext, day: number, time = '09:00:00'): Promise<void> {
  await setClock(ctx.app, `${addDays(DAY0, day)}T${time}`);
}

/** A post as a short label: B[1,2,3] for a batch post listing items 1–3, 4 for a (hidden) review of item 4. */
function label(post: Post, names: Map<string, string>): string {
  if (post.type === 'BATCH_TRIGGER_JAR_ITEM_POST') {
    assert.equal(post.hidden, false);
    return `B[${(post.items ?? []).map((item) => names.get(item.id)).join(',')}]`;
  }
  assert.equal(post.type, 'JAR_ITEM_POST');
  assert.equal(post.hidden, true);
  return names.get(post.itemId ?? '') ?? '?';
}

/** A jar of `count` items named 1..count with these settings, owned by a new member. */
async function jarOf(
  ctx: SuiteContext,
  sub: string,
  count: number,
  config: { batchSize: number; batchMode: string; steps?: number[]; curveId?: string },
) {
  const client = await memberClient(ctx, sub);
  const curveId = config.steps
    ? (await client.post('/api/curves', { name: `曲线 ${sub}`, steps: config.steps })).json().id
    : (config.curveId ?? 'EBBINGHAUS');
  const jar = await createJar(client, { name: `罐 ${sub}` });
  const items = await addItems(
    client,
    jar.id,
    Array.from({ length: count }, (_, index) => `知识点 ${index + 1}`),
  );
  await settings(client, jar.id, { batchSize: config.batchSize, batchMode: config.batchMode, curveId });
  const names = new Map(items.map((item, index) => [item.id, String(index + 1)]));
  return { client, jar, items, names, curveId };
}

/** Day by day from `from` to `to`: what the feed delivers each day, as "day:label label ...". Empty days are left out. */
async function walk(ctx: SuiteContext, client: Client, names: Map<string, string>, from: number, to: number): Promise<string[]> {
  const lines: string[] = [];
  for (let day = from; day <= to; day += 1) {
    await onDay(ctx, day);
    const posts = await drainFeed(client);
    if (posts.length > 0) lines.push(`${day}:${posts.map((post) => label(post, names)).join(' ')}`);
  }
  return lines;
}

describeEachBackend('jars: scheduling in the feed', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('SERIAL on a custom curve: the next batch comes the day after the previous batch’s last review', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-serial', 10, { batchSize: 3, batchMode: 'SERIAL', steps: [1, 2] });
    assert.deepEqual(await jarAction(client, jar.id, 'start'), { status: 'IN_PROGRESS', percent: 30, current: [...names.keys()][2] });
    assert.deepEqual(await walk(ctx(), client, names, 0, 17), [
      '0:B[1,2,3]',
      '1:1 2 3',
      '3:1 2 3',
      '4:B[4,5,6]',
      '5:4 5 6',
      '7:4 5 6',
      '8:B[7,8,9]',
      '9:7 8 9',
      '11:7 8 9',
      '12:B[10]',
      '13:10',
      '15:10',
    ]);
    assert.deepEqual(await progressOf(client, jar.id), { status: 'FINISHED', percent: 100, current: [...names.keys()][9] });
  });

  // 智能曲线 at the default 90%: an item's review 1 comes 3 days after its batch post, then (记得) 14 days later.
  it('智能曲线 INTERSECT: a batch every first interval; ungraded reviews go on as 记得', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-smart-intersect', 6, { batchSize: 2, batchMode: 'INTERSECT', curveId: 'SMART' });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual(await walk(ctx(), client, names, 0, 20), ['0:B[1,2]', '3:1 2 B[3,4]', '6:3 4 B[5,6]', '9:5 6', '17:1 2', '20:3 4']);
  });

  it('智能曲线 SERIAL: the next batch the day after the previous batch’s first recall (reviews never end)', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-smart-serial', 4, { batchSize: 2, batchMode: 'SERIAL', curveId: 'SMART' });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual(await walk(ctx(), client, names, 0, 10), ['0:B[1,2]', '3:1 2', '4:B[3,4]', '7:3 4']);
  });

  it('SERIAL: a late review pushes the rest of the batch and the next batch with it', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-serial-late', 4, { batchSize: 2, batchMode: 'SERIAL', steps: [1, 2] });
    await jarAction(client, jar.id, 'start');
    // Day 1 is skipped: the reviews due then come on day 2, the next ones 2 days after that, batch 2 the day after.
    const lines = [...(await walk(ctx(), client, names, 0, 0)), ...(await walk(ctx(), client, names, 2, 9))];
    assert.deepEqual(lines, ['0:B[1,2]', '2:1 2', '4:1 2', '5:B[3,4]', '6:3 4', '8:3 4']);
  });

  it('INTERSECT on a custom curve: a batch every steps[0] days after the previous one started', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-intersect', 10, { batchSize: 3, batchMode: 'INTERSECT', steps: [1, 2] });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual(await walk(ctx(), client, names, 0, 7), [
      '0:B[1,2,3]',
      '1:1 2 3 B[4,5,6]',
      '2:4 5 6 B[7,8,9]',
      '3:1 2 3 7 8 9 B[10]',
      '4:4 5 6 10',
      '5:7 8 9',
      '6:10',
    ]);
    assert.equal((await progressOf(client, jar.id)).status, 'FINISHED');
  });

  it('EBBINGHAUS: INTERSECT introduces daily, SERIAL waits for the whole curve (35 days) of the batch', async () => {
    await onDay(ctx(), 0);
    const fast = await jarOf(ctx(), 'sched-ebb-fast', 10, { batchSize: 3, batchMode: 'INTERSECT' });
    const slow = await jarOf(ctx(), 'sched-ebb-slow', 10, { batchSize: 3, batchMode: 'SERIAL' });
    await jarAction(fast.client, fast.jar.id, 'start');
    await jarAction(slow.client, slow.jar.id, 'start');
    const batchDays = (lines: string[]) => lines.filter((line) => line.includes('B[')).map((line) => line.split(':')[0]);
    const fastLines = await walk(ctx(), fast.client, fast.names, 0, 5);
    assert.deepEqual(batchDays(fastLines), ['0', '1', '2', '3']);
    const slowLines = await walk(ctx(), slow.client, slow.names, 0, 37);
    assert.deepEqual(batchDays(slowLines), ['0', '36']);
    // Item 1's reviews on EBBINGHAUS (1,2,3,4,4,7,14): days 1, 3, 6, 10, 14, 21, 35.
    assert.deepEqual(
      slowLines.filter((line) => line.split(':')[1]?.split(' ').includes('1')).map((line) => Number(line.split(':')[0])),
      [1, 3, 6, 10, 14, 21, 35],
    );
    // The heat map counts jar posts: day 36 delivered one batch post, day 37 its three item reviews.
    const activity = (await slow.client.get(`/api/activities?start=${addDays(DAY0, 36)}`)).json();
    assert.deepEqual(activity, [
      { date: addDays(DAY0, 36), count: 1, level: 1 },
      { date: addDays(DAY0, 37), count: 3, level: 1 },
    ]);
    assert.deepEqual((await slow.client.get('/api/timeline/summary')).json().todayLeft, 0);
  });

  it('counts a started jar in the summary: the batch post today, every later item review in the totals', async () => {
    await onDay(ctx(), 0);
    const { client, jar } = await jarOf(ctx(), 'sched-summary', 4, { batchSize: 2, batchMode: 'SERIAL', steps: [1, 2] });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual((await client.get('/api/timeline/summary')).json(), { todayLeft: 1, weekLeft: 5, monthLeft: 5, totalLeft: 5 });
    const first = (await client.put('/api/timeline/fetch?size=10')).json();
    assert.deepEqual([first.entries.length, first.remaining], [1, 0]);
    assert.equal(first.entries[0].source, `罐 sched-summary`);
    assert.equal(first.entries[0].jarId, jar.id);
    assert.match(first.entries[0].content, /^1\. 知识点 1\n2\. 知识点 2$/);
  });

  it('pause for 4 days then resume: every pending day and the next batch move by 4, nothing piles up or is lost', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-pause', 10, { batchSize: 3, batchMode: 'INTERSECT', steps: [1, 2] });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual(await walk(ctx(), client, names, 0, 1), ['0:B[1,2,3]', '1:1 2 3 B[4,5,6]']);
    assert.deepEqual(await jarAction(client, jar.id, 'pause'), { status: 'PAUSED', percent: 60, current: [...names.keys()][5] });
    assert.deepEqual((await client.get('/api/timeline/summary')).json().totalLeft, 0);
    assert.deepEqual(await walk(ctx(), client, names, 2, 4), []);
    await onDay(ctx(), 5);
    assert.equal((await jarAction(client, jar.id, 'start')).status, 'IN_PROGRESS');
    // The same sequence as without the pause (INTERSECT test), 4 days later.
    assert.deepEqual(await walk(ctx(), client, names, 5, 11), ['6:4 5 6 B[7,8,9]', '7:1 2 3 7 8 9 B[10]', '8:4 5 6 10', '9:7 8 9', '10:10']);
  });

  it('finish, then 开始 again: a new round from batch 1; items added to a finished jar come the next day', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-restart', 2, { batchSize: 1, batchMode: 'INTERSECT', steps: [1] });
    await jarAction(client, jar.id, 'start');
    const firstRound = await walk(ctx(), client, names, 0, 3);
    assert.deepEqual(firstRound, ['0:B[1]', '1:1 B[2]', '2:2']);
    assert.deepEqual(await progressOf(client, jar.id), { status: 'FINISHED', percent: 100, current: [...names.keys()][1] });

    await onDay(ctx(), 4);
    assert.deepEqual(await jarAction(client, jar.id, 'start'), { status: 'IN_PROGRESS', percent: 50, current: [...names.keys()][0] });
    const page = (await client.get(`/api/jars/${jar.id}/items/page`)).json();
    assert.deepEqual(page.entries.map((item: JarItem) => item.introduced), [true, false]);
    assert.deepEqual(await walk(ctx(), client, names, 4, 7), ['4:B[1]', '5:1 B[2]', '6:2']);
    assert.equal((await progressOf(client, jar.id)).status, 'FINISHED');

    const [added] = await addItems(client, jar.id, ['新来的']);
    names.set(added?.id ?? '', '3');
    assert.deepEqual(await progressOf(client, jar.id), { status: 'IN_PROGRESS', percent: 66, current: [...names.keys()][1] });
    assert.deepEqual(await walk(ctx(), client, names, 7, 9), ['8:B[3]', '9:3']);
  });

  it('cancel an item mid-curve: it leaves every later feed, stays listed as cancelled, the rest go on', async () => {
    await onDay(ctx(), 0);
    const { client, jar, items, names } = await jarOf(ctx(), 'sched-cancel', 3, { batchSize: 3, batchMode: 'SERIAL', steps: [1, 2, 3] });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual(await walk(ctx(), client, names, 0, 1), ['0:B[1,2,3]', '1:1 2 3']);
    const second = items[1]?.id ?? '';
    assert.equal((await client.put(`/api/jars/${jar.id}/items/${second}/cancel`)).json().status, 'CANCELLED');
    assert.deepEqual(await walk(ctx(), client, names, 2, 7), ['3:1 3', '6:1 3']);
    const listed = (await client.get(`/api/jars/${jar.id}/items/page`)).json().entries.map((item: JarItem) => item.status);
    assert.deepEqual(listed, ['ACTIVE', 'CANCELLED', 'ACTIVE']);
    assert.deepEqual(await progressOf(client, jar.id), { status: 'FINISHED', percent: 100, current: items[2]?.id });
  });

  it('settings changed mid-jar: the new curve re-times the pending reviews, size and mode apply from the next batch', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-settings', 6, { batchSize: 2, batchMode: 'INTERSECT', steps: [1, 2] });
    await jarAction(client, jar.id, 'start');
    assert.deepEqual(await walk(ctx(), client, names, 0, 0), ['0:B[1,2]']);
    const slower = (await client.post('/api/curves', { name: '两天两天', steps: [2, 2] })).json();
    await settings(client, jar.id, { batchSize: 3, batchMode: 'SERIAL', curveId: slower.id });
    // Items 1–2 had review 0 on day 0: review 1 now 2 days later, review 2 two more; batch 2 (3 items) after that.
    assert.deepEqual(await walk(ctx(), client, names, 1, 10), ['2:1 2', '4:1 2', '5:B[3,4,5]', '7:3 4 5', '9:3 4 5', '10:B[6]']);
  });

  it('edit from a jar post goes through the item call: the jar and the next review show the new text', async () => {
    await onDay(ctx(), 0);
    const { client, jar, items } = await jarOf(ctx(), 'sched-edit', 1, { batchSize: 1, batchMode: 'SERIAL', steps: [1] });
    await jarAction(client, jar.id, 'start');
    const [batch] = await drainFeed(client);
    assert.equal(batch?.items?.[0]?.content, '知识点 1');
    const itemId = items[0]?.id ?? '';
    assert.equal((await client.put(`/api/jars/${jar.id}/items/${itemId}`, { content: '改过的知识点' })).statusCode, 200);
    assert.equal((await client.get(`/api/jars/${jar.id}/items/${itemId}`)).json().content, '改过的知识点');
    await onDay(ctx(), 1);
    const [review] = await drainFeed(client);
    assert.deepEqual([review?.type, review?.content, review?.itemId, review?.hidden], ['JAR_ITEM_POST', '改过的知识点', itemId, true]);
  });

  it('a jar started at 23:59 and one at 00:01 Beijing time start on different days', async () => {
    await onDay(ctx(), 0, '23:59:00');
    const late = await jarOf(ctx(), 'sched-midnight-late', 1, { batchSize: 1, batchMode: 'SERIAL', steps: [1] });
    await jarAction(late.client, late.jar.id, 'start');
    assert.deepEqual((await drainFeed(late.client)).map((post) => label(post, late.names)), ['B[1]']);

    await onDay(ctx(), 1, '00:01:00');
    const early = await jarOf(ctx(), 'sched-midnight-early', 1, { batchSize: 1, batchMode: 'SERIAL', steps: [1] });
    await jarAction(early.client, early.jar.id, 'start');
    // Two minutes later it is the next day: the 23:59 jar's item is due (review 1), the new jar starts (batch post).
    assert.deepEqual((await drainFeed(late.client)).map((post) => label(post, late.names)), ['1']);
    assert.deepEqual((await drainFeed(early.client)).map((post) => label(post, early.names)), ['B[1]']);
    await onDay(ctx(), 2, '00:01:00');
    assert.deepEqual((await drainFeed(early.client)).map((post) => label(post, early.names)), ['1']);
  });

  it('shows jar posts beside memo posts in one feed, oldest due first', async () => {
    await onDay(ctx(), 0);
    const { client, jar, names } = await jarOf(ctx(), 'sched-mixed', 2, { batchSize: 2, batchMode: 'SERIAL', steps: [1] });
    const memo = (await client.post('/api/memos', { content: '一条 MEMO' })).json();
    await jarAction(client, jar.id, 'start');
    const posts = await drainFeed(client);
    assert.deepEqual(
      posts.map((post) => (post.type === 'MEMO_POST' ? post.memoId : label(post, names))),
      [memo.id, 'B[1,2]'],
    );
  });
});
