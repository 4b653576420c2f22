import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Post } from '@memory/contracts';
import { reviewForecast, reviewUnits } from '../src/db/tables';
import { setClock } from './helpers/clock';
import { memberClient } from './helpers/plans';
import { meet } from './helpers/reviews';
import { describeEachBackend, type SuiteContext } from './helpers/suite';
import { PNG } from './helpers/jars';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

/** A page of the feed, every post of it met as a learner scrolling through would (seen, or revealed when hidden). */
async function fetchFeed(client: Client, size?: number): Promise<{ entries: Post[]; remaining: number; today: string }> {
  const response = await client.put(`/api/timeline/fetch${size ? `?size=${size}` : ''}`);
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json();
  await meet(client, page.entries);
  return page;
}

async function createMemo(client: Client, body: object): Promise<string> {
  const response = await client.post('/api/memos', body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

const pageOf = ({ entries, remaining }: { entries: Post[]; remaining: number }) => ({ entries, remaining });
const summaryOf = async (client: Client) => (await client.get('/api/timeline/summary')).json();
const shape = (posts: Post[]) => posts.map((post) => [post.id, post.hidden]);

describeEachBackend('timeline: the daily review', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('shows a new memo the day it is written, then hidden on its curve days; a late review pushes the rest', async () => {
    const alice = await ctx().as('timeline-curve');
    await setClock(ctx().app, '2026-03-02T10:00:00'); // Monday
    const memoId = await createMemo(alice, { content: '光合作用', tags: ['生物', '植物'], aiExplained: '植物用光造糖' });

    assert.deepEqual(await summaryOf(alice), { todayLeft: 1, weekLeft: 4, monthLeft: 7, totalLeft: 8 });
    const first = await fetchFeed(alice);
    assert.equal(first.remaining, 0);
    // The server's day (Beijing time), so the browser's 历史 MEMOS can tell today from before.
    assert.equal(first.today, '2026-03-02');
    assert.deepEqual(first.entries, [
      {
        id: `${memoId}.0`,
        type: 'MEMO_POST',
        memoId,
        jarId: null,
        itemId: null,
        content: '光合作用',
        subContent: '植物用光造糖',
        source: null,
        hidden: false,
        hasAttachments: false,
        attachments: [],
        tags: ['生物', '植物'],
      },
    ]);
    // Met is reviewed: not again today.
    assert.deepEqual((await fetchFeed(alice)).entries, []);
    assert.deepEqual(await summaryOf(alice), { todayLeft: 0, weekLeft: 3, monthLeft: 6, totalLeft: 7 });

    await setClock(ctx().app, '2026-03-03T08:00:00'); // day 1: review 1, hidden
    assert.deepEqual(shape((await fetchFeed(alice)).entries), [[`${memoId}.1`, true]]);
    await setClock(ctx().app, '2026-03-04T08:00:00'); // day 2: nothing (review 2 is due day 3)
    assert.deepEqual((await fetchFeed(alice)).entries, []);
    await setClock(ctx().app, '2026-03-07T21:00:00'); // day 5: review 2, two days late
    assert.deepEqual(shape((await fetchFeed(alice)).entries), [[`${memoId}.2`, true]]);
    await setClock(ctx().app, '2026-03-09T08:00:00'); // review 3 is 3 days after the actual review: day 8, not day 6
    assert.deepEqual((await fetchFeed(alice)).entries, []);
    await setClock(ctx().app, '2026-03-10T08:00:00');
    assert.deepEqual(shape((await fetchFeed(alice)).entries), [[`${memoId}.3`, true]]);
  });

  it('puts the day boundary at midnight Beijing time: 23:59 and 00:01 are different days', async () => {
    const bob = await ctx().as('timeline-midnight');
    await setClock(ctx().app, '2026-03-02T23:59:00');
    const late = await createMemo(bob, { content: '23:59 写的' });
    assert.deepEqual(shape((await fetchFeed(bob)).entries), [[`${late}.0`, false]]);

    await setClock(ctx().app, '2026-03-03T00:01:00');
    const early = await createMemo(bob, { content: '00:01 写的' });
    // Two minutes later it is the next day: the 23:59 memo is due again (review 1), the new one starts (review 0).
    assert.deepEqual(shape((await fetchFeed(bob)).entries), [
      [`${late}.1`, true],
      [`${early}.0`, false],
    ]);
    await setClock(ctx().app, '2026-03-04T00:01:00');
    assert.deepEqual(shape((await fetchFeed(bob)).entries), [[`${early}.1`, true]]);
  });

  it('pages the feed with a remaining count and never shows a met review twice', async () => {
    const carol = await ctx().as('timeline-pages');
    await setClock(ctx().app, '2026-03-02T09:00:00');
    const ids = [];
    for (const content of ['一', '二', '三']) ids.push(await createMemo(carol, { content }));
    const page1 = await fetchFeed(carol, 2);
    assert.deepEqual([page1.entries.map((post) => post.content), page1.remaining], [['一', '二'], 1]);
    const page2 = await fetchFeed(carol, 2);
    assert.deepEqual([page2.entries.map((post) => post.content), page2.remaining], [['三'], 0]);
    assert.deepEqual(pageOf(await fetchFeed(carol, 2)), { entries: [], remaining: 0 });
    assert.equal((await carol.put('/api/timeline/fetch?size=0')).statusCode, 400);
    assert.equal((await carol.put('/api/timeline/fetch?size=101')).statusCode, 400);
  });

  it('abandon takes a memo out of every future feed and every count', async () => {
    const dan = await ctx().as('timeline-abandon');
    await setClock(ctx().app, '2026-03-02T09:00:00');
    const kept = await createMemo(dan, { content: '留下' });
    const dropped = await createMemo(dan, { content: '放弃' });
    await fetchFeed(dan);
    assert.equal((await dan.put(`/api/memos/${dropped}/cancel`)).statusCode, 200);
    assert.deepEqual(await summaryOf(dan), { todayLeft: 0, weekLeft: 3, monthLeft: 6, totalLeft: 7 });
    await setClock(ctx().app, '2026-03-03T09:00:00');
    assert.deepEqual(shape((await fetchFeed(dan)).entries), [[`${kept}.1`, true]]);
    // Abandoning before it was ever shown works too, and twice is harmless.
    const never = await createMemo(dan, { content: '没看过' });
    assert.equal((await dan.put(`/api/memos/${never}/cancel`)).statusCode, 200);
    assert.equal((await dan.put(`/api/memos/${never}/cancel`)).statusCode, 200);
    assert.deepEqual(pageOf(await fetchFeed(dan)), { entries: [], remaining: 0 });
  });

  it('schedules a memo on a custom curve with its own steps', async () => {
    await setClock(ctx().app, '2026-03-02T09:00:00');
    const erin = await memberClient(ctx(), 'timeline-custom');
    const curve = (await erin.post('/api/curves', { name: '两天再三天', steps: [2, 3] })).json();
    const memoId = await createMemo(erin, { content: '自定义', curveId: curve.id });
    const deliveredOn: string[] = [];
    for (let day = 2; day <= 9; day += 1) {
      await setClock(ctx().app, `2026-03-${String(day).padStart(2, '0')}T09:00:00`);
      for (const post of (await fetchFeed(erin)).entries) deliveredOn.push(`${day}:${post.id.slice(memoId.length + 1)}`);
    }
    assert.deepEqual(deliveredOn, ['2:0', '4:1', '7:2']);
  });

  it('keeps one user’s feed, counts and activity apart from another’s', async () => {
    const frank = await ctx().as('timeline-frank');
    const grace = await ctx().as('timeline-grace');
    await setClock(ctx().app, '2026-03-02T09:00:00');
    await createMemo(frank, { content: 'frank 的' });
    assert.deepEqual(pageOf(await fetchFeed(grace)), { entries: [], remaining: 0 });
    assert.equal((await summaryOf(grace)).totalLeft, 0);
    assert.equal((await fetchFeed(frank)).entries.length, 1);
    assert.deepEqual((await grace.get('/api/activities?start=2026-03-02')).json(), [{ date: '2026-03-02', count: 0, level: 0 }]);
  });

  it('counts met posts per day with levels 0–4 across simulated days', async () => {
    const heidi = await ctx().as('timeline-activity');
    await setClock(ctx().app, '2026-03-02T09:00:00');
    for (let index = 0; index < 10; index += 1) await createMemo(heidi, { content: `第 ${index} 条` });
    await fetchFeed(heidi, 4);
    await fetchFeed(heidi, 100);
    await setClock(ctx().app, '2026-03-04T09:00:00'); // day 1 skipped: the 10 reviews are overdue and come today
    assert.equal((await fetchFeed(heidi, 1)).remaining, 9);

    const activities = await heidi.get('/api/activities?start=2026-03-01');
    assert.equal(activities.statusCode, 200);
    assert.deepEqual(activities.json(), [
      { date: '2026-03-01', count: 0, level: 0 },
      { date: '2026-03-02', count: 10, level: 2 },
      { date: '2026-03-03', count: 0, level: 0 },
      { date: '2026-03-04', count: 1, level: 1 },
    ]);
    assert.deepEqual((await heidi.get('/api/activities?start=2026-03-05')).json(), []);
    // The schema's format (Fastify's Ajv with ajv-formats) refuses a day that does not exist, naming the field.
    const impossible = await heidi.get('/api/activities?start=2026-02-30');
    assert.equal(impossible.statusCode, 400);
    assert.deepEqual(impossible.json().fields, { start: '格式不正确' });
    assert.equal((await heidi.get('/api/activities?start=2020-01-01')).json().fields.start, '最多查询 1100 天内的记录');
    assert.equal((await heidi.get('/api/activities')).statusCode, 400);
  });

  it('keeps the forecast equal to the scheduled units after every kind of change', async () => {
    const ivan = await ctx().as('timeline-forecast');
    await setClock(ctx().app, '2026-03-02T09:00:00');
    const ids = [];
    for (const curveId of ['EBBINGHAUS', 'PER_DAY_LAST_A_WEEK', 'PER_WEEK_LAST_THREE_WEEKS', 'EBBINGHAUS']) {
      ids.push(await createMemo(ivan, { content: curveId, curveId }));
    }
    await fetchFeed(ivan, 3);
    await ivan.put(`/api/memos/${ids[0]}/cancel`);
    await setClock(ctx().app, '2026-03-05T09:00:00');
    await fetchFeed(ivan, 2);

    const db = ctx().running.database.db;
    const fromUnits = await db
      .select({
        dueDay: reviewUnits.dueDay,
        curveId: reviewUnits.curveId,
        nextReview: reviewUnits.nextReview,
        units: sql<number>`count(*)::integer`,
      })
      .from(reviewUnits)
      .where(sql`${reviewUnits.userId} = 'timeline-forecast' AND ${reviewUnits.dueDay} IS NOT NULL`)
      .groupBy(reviewUnits.dueDay, reviewUnits.curveId, reviewUnits.nextReview);
    const stored = await db
      .select({ dueDay: reviewForecast.dueDay, curveId: reviewForecast.curveId, nextReview: reviewForecast.nextReview, units: reviewForecast.units })
      .from(reviewForecast)
      // Groups a recorded review emptied keep a zero row until the next day's first record: readers skip them.
      .where(and(eq(reviewForecast.userId, 'timeline-forecast'), gt(reviewForecast.units, 0)));
    const sorted = (rows: object[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    assert.deepEqual(sorted(stored), sorted(fromUnits));
    assert.equal(stored.reduce((sum, row) => sum + row.units, 0), 3);
  });

  it('keeps schedules, activity and attachments across a server restart', async () => {
    await setClock(ctx().app, '2026-03-02T09:00:00');
    const judy = await memberClient(ctx(), 'timeline-restart');
    const upload = (await judy.put('/api/attachments', { id: 'restart-attachment-1x', contentType: 'image/png' })).json();
    assert.equal(
      (await ctx().app.inject({ method: 'PUT', url: upload.data.signedUrl, payload: PNG, headers: { 'content-type': 'image/png' } }))
        .statusCode,
      204,
    );
    const memoId = await createMemo(judy, { content: '重启前', attachments: [{ id: 'restart-attachment-1x', type: 'IMAGE' }] });
    await fetchFeed(judy);

    await ctx().restart();
    await setClock(ctx().app, '2026-03-02T20:00:00');
    const again = await ctx().as('timeline-restart');
    assert.deepEqual(pageOf(await fetchFeed(again)), { entries: [], remaining: 0 });
    assert.deepEqual((await again.get('/api/activities?start=2026-03-02')).json(), [{ date: '2026-03-02', count: 1, level: 1 }]);
    await setClock(ctx().app, '2026-03-03T09:00:00');
    const [post] = (await fetchFeed(again)).entries;
    assert.deepEqual([post?.id, post?.hidden, post?.hasAttachments], [`${memoId}.1`, true, true]);
    const file = await ctx().app.inject({ method: 'GET', url: post?.attachments?.[0]?.url ?? '' });
    assert.deepEqual(file.rawPayload, PNG);
  });

  it('needs a signed-in caller', async () => {
    assert.equal((await ctx().app.inject({ method: 'PUT', url: '/api/timeline/fetch' })).statusCode, 401);
    assert.equal((await ctx().app.inject({ method: 'GET', url: '/api/timeline/summary' })).statusCode, 401);
    assert.equal((await ctx().app.inject({ method: 'GET', url: '/api/activities?start=2026-03-01' })).statusCode, 401);
  });
});
