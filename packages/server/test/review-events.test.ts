import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type Post, type RetentionReport } from '@memory/contracts';
import { addDays } from '../src/calendar';
import { setClock } from './helpers/clock';
import { event, fetchPage, meet, report } from './helpers/reviews';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

const DAY0 = '2026-03-02'; // a Monday

async function onDay(ctx: SuiteContext, day: string): Promise<void> {
  await setClock(ctx.app, `${day}T09:00:00`);
}

async function createMemo(client: Client, content: string, curveId = 'EBBINGHAUS'): Promise<string> {
  const response = await client.post('/api/memos', { content, curveId });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

const ids = (posts: readonly Post[]) => posts.map((post) => post.id);
const activityOn = async (client: Client, day: string) =>
  ((await client.get(`/api/activities?start=${day}`)).json() as Array<{ date: string; count: number }>).find((entry) => entry.date === day)?.count;
const summaryOf = async (client: Client) => (await client.get('/api/timeline/summary')).json();

/** Everything a review leaves behind for this user: units, forecast, reviews, activity, event ids. */
async function snapshot(ctx: SuiteContext, userId: string): Promise<unknown> {
  const db = ctx.running.database.db;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    units: await rows(sql`SELECT id, next_review, due_day::text, last_review_day::text, fsrs_steps FROM review_units WHERE user_id = ${userId} ORDER BY id`),
    forecast: await rows(sql`SELECT due_day::text, curve_id, next_review, units FROM review_forecast WHERE user_id = ${userId} ORDER BY 1, 2, 3`),
    reviews: await rows(sql`SELECT unit_id, review_index, day::text, revealed, grade, source FROM reviews WHERE user_id = ${userId} ORDER BY 1, 2`),
    activity: await rows(sql`SELECT day::text, count FROM review_activity WHERE user_id = ${userId} ORDER BY 1`),
    events: await rows(sql`SELECT id FROM review_events WHERE user_id = ${userId} ORDER BY 1`),
  };
}

describeEachBackend('review record: reviewed means met', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('fetch writes nothing: the same posts twice, held ones skipped, remaining beyond page and held', async () => {
    const alice = await ctx().as('events-fetch');
    await onDay(ctx(), DAY0);
    const memos = [];
    for (const content of ['一', '二', '三', '四', '五']) memos.push(await createMemo(alice, content));
    const before = await snapshot(ctx(), 'events-fetch');

    const first = await fetchPage(alice, 2);
    assert.deepEqual([ids(first.entries), first.remaining], [[`${memos[0]}.0`, `${memos[1]}.0`], 3]);
    // A reload, a second device, a lost answer: the same posts again, nothing recorded.
    const again = await fetchPage(alice, 2);
    assert.deepEqual([ids(again.entries), again.remaining], [ids(first.entries), 3]);
    assert.deepEqual(await snapshot(ctx(), 'events-fetch'), before);
    assert.equal((await summaryOf(alice)).todayLeft, 5);
    assert.equal(await activityOn(alice, DAY0), 0);

    // The screen holds the first page: the next one skips it; remaining counts beyond page and held.
    const next = await fetchPage(alice, 2, ids(first.entries));
    assert.deepEqual([ids(next.entries), next.remaining], [[`${memos[2]}.0`, `${memos[3]}.0`], 1]);
    const last = await fetchPage(alice, 10, [...ids(first.entries), ...ids(next.entries)]);
    assert.deepEqual([ids(last.entries), last.remaining], [[`${memos[4]}.0`], 0]);
    // A held id that is no longer due (met elsewhere) or unknown changes nothing.
    await meet(alice, first.entries);
    const afterMet = await fetchPage(alice, 10, [...ids(first.entries), 'unknown.0', `${memos[2]}.7`]);
    assert.deepEqual([ids(afterMet.entries), afterMet.remaining], [[`${memos[2]}.0`, `${memos[3]}.0`, `${memos[4]}.0`], 0]);

    const tooMany = await alice.put('/api/timeline/fetch', { held: Array.from({ length: 501 }, (_, index) => `u${index}.0`) });
    assert.equal(tooMany.statusCode, 400);
    assert.ok(tooMany.json().fields.held, tooMany.body);
  });

  it('records a review once: a replayed event id is a duplicate, two devices count once, activity +1', async () => {
    const bob = await ctx().as('events-idempotent');
    await onDay(ctx(), DAY0);
    const memoId = await createMemo(bob, '勾股定理');
    const seen = event(`${memoId}.0`, 'seen');
    const first = await report(bob, [seen]);
    assert.deepEqual(first.results, [
      {
        id: seen.id,
        status: 'recorded',
        review: { reviewId: `${memoId}.0`, day: DAY0, revealed: false, grade: null, source: null, nextDueDay: addDays(DAY0, 1) },
      },
    ]);
    const replayed = await report(bob, [seen, seen]);
    assert.deepEqual(
      replayed.results.map((result) => result.status),
      ['duplicate', 'duplicate'],
    );
    assert.deepEqual(replayed.results[0]!.review, first.results[0]!.review);
    // Another device met the same post with its own event id: accepted, not counted again.
    assert.equal((await report(bob, [event(`${memoId}.0`, 'seen')])).results[0]!.status, 'recorded');
    assert.equal(await activityOn(bob, DAY0), 1);
    assert.deepEqual((await fetchPage(bob)).entries, []);

    // Hidden review 1 tomorrow: two devices reveal and grade it with different ids; one review, one count.
    await onDay(ctx(), addDays(DAY0, 1));
    const reviewId = `${memoId}.1`;
    const phone = await report(bob, [event(reviewId, 'revealed'), event(reviewId, 'graded', 'HARD')]);
    assert.deepEqual(phone.results[1]!.review, {
      reviewId,
      day: addDays(DAY0, 1),
      revealed: true,
      grade: 'HARD',
      source: 'SELF',
      nextDueDay: addDays(DAY0, 1 + 2),
    });
    const laptop = await report(bob, [event(reviewId, 'quizzed', 'GOOD')]);
    assert.deepEqual([laptop.results[0]!.review.grade, laptop.results[0]!.review.source], ['GOOD', 'QUIZ']);
    // The old single calls stay idempotent too.
    assert.equal((await bob.put(`/api/reviews/${reviewId}/reveal`)).statusCode, 200);
    assert.equal((await bob.put(`/api/reviews/${reviewId}/grade`, { grade: 'GOOD', source: 'QUIZ' })).statusCode, 200);
    assert.equal((await bob.put(`/api/reviews/${reviewId}/grade`, { grade: 'GOOD', source: 'QUIZ' })).statusCode, 200);
    assert.equal(await activityOn(bob, addDays(DAY0, 1)), 1);
    const db = ctx().running.database.db;
    const reviewRows = ((await db.execute(sql`SELECT count(*)::int AS n FROM reviews WHERE user_id = 'events-idempotent'`)) as unknown as { rows: unknown[] }).rows;
    assert.deepEqual(reviewRows, [{ n: 2 }]);
  });

  it('a batch that only records answers what reading the reviews back answers (fixed curves and 智能曲线, seen and 查看)', async () => {
    const carol = await ctx().as('events-answers');
    await onDay(ctx(), DAY0);
    const memos = [await createMemo(carol, '一'), await createMemo(carol, '二', 'SMART'), await createMemo(carol, '三', 'PER_WEEK_LAST_THREE_WEEKS')];
    // Day 0: every memo's first review is visible; the batch only records. Its replay (duplicates) reads back.
    const seen = memos.map((memo) => event(`${memo}.0`, 'seen'));
    const recorded = await report(carol, seen);
    const replayed = await report(carol, seen);
    assert.deepEqual(replayed.results.map((result) => result.status), ['duplicate', 'duplicate', 'duplicate']);
    assert.deepEqual(
      recorded.results.map((result) => result.review),
      replayed.results.map((result) => result.review),
    );
    // The next reviews are hidden: 查看 alone records them, revealed.
    await onDay(ctx(), addDays(DAY0, 1));
    const hidden = (await fetchPage(carol, 10)).entries;
    assert.ok(hidden.length > 0, 'the 艾宾浩斯 memo is due the next day');
    const revealed = hidden.map((post) => event(post.id, 'revealed'));
    const first = await report(carol, revealed);
    assert.ok(first.results.every((result) => result.status === 'recorded' && result.review.revealed));
    const again = await report(carol, revealed);
    assert.deepEqual(
      first.results.map((result) => result.review),
      again.results.map((result) => result.review),
    );
  });

  it('two devices reporting the same posts at the same moment count each once', async () => {
    const gina = await ctx().as('events-race');
    await onDay(ctx(), DAY0);
    for (let index = 0; index < 8; index += 1) await createMemo(gina, `第 ${index} 条`);
    const posts = (await fetchPage(gina)).entries;
    const [phone, laptop] = await Promise.all([
      gina.post('/api/reviews/events', { events: posts.map((post) => event(post.id, 'seen')) }),
      gina.post('/api/reviews/events', { events: [...posts].reverse().map((post) => event(post.id, 'seen')) }),
    ]);
    assert.deepEqual([phone.statusCode, laptop.statusCode], [200, 200], `${phone.body} ${laptop.body}`);
    assert.equal(await activityOn(gina, DAY0), 8);
    assert.deepEqual((await fetchPage(gina)).entries, []);
  });

  it('the single reveal and grade calls record a review not yet met today, once', async () => {
    const carol = await ctx().as('events-single');
    await onDay(ctx(), DAY0);
    const memoId = await createMemo(carol, '牛顿');
    await meet(carol, (await fetchPage(carol)).entries);
    await onDay(ctx(), addDays(DAY0, 1));
    const graded = await carol.put(`/api/reviews/${memoId}.1/grade`, { grade: 'AGAIN', source: 'QUIZ' });
    assert.equal(graded.statusCode, 200, graded.body);
    assert.deepEqual(graded.json(), {
      reviewId: `${memoId}.1`,
      day: addDays(DAY0, 1),
      revealed: true,
      grade: 'AGAIN',
      source: 'QUIZ',
      nextDueDay: addDays(DAY0, 3),
    });
    assert.equal((await carol.put(`/api/reviews/${memoId}.1/grade`, { grade: 'AGAIN', source: 'QUIZ' })).statusCode, 200);
    assert.equal(await activityOn(carol, addDays(DAY0, 1)), 1);
    assert.equal((await summaryOf(carol)).todayLeft, 0);
  });

  it('at the end of the day: never revealed stays due (first tomorrow, no grade, no activity); revealed counts as 记得', async () => {
    const dan = await ctx().as('events-day-end');
    await onDay(ctx(), DAY0);
    const shown = await createMemo(dan, '只看了一眼');
    const revealedMemo = await createMemo(dan, '查看了答案');
    await meet(dan, (await fetchPage(dan)).entries);

    await onDay(ctx(), addDays(DAY0, 1));
    const page = await fetchPage(dan);
    assert.deepEqual(ids(page.entries), [`${shown}.1`, `${revealedMemo}.1`]);
    // Only the second is revealed; the first was on screen, which does not review a hidden post.
    await report(dan, [event(`${revealedMemo}.1`, 'revealed')]);
    assert.equal(await activityOn(dan, addDays(DAY0, 1)), 1);

    await onDay(ctx(), addDays(DAY0, 2));
    // The unrevealed one is overdue and first; the revealed one is due on its curve (day 1 + 2).
    assert.deepEqual(ids((await fetchPage(dan)).entries), [`${shown}.1`]);
    assert.equal((await summaryOf(dan)).todayLeft, 1);
    assert.equal(await activityOn(dan, addDays(DAY0, 1)), 1);
    const db = ctx().running.database.db;
    const recorded = ((await db.execute(sql`SELECT unit_id FROM reviews WHERE user_id = 'events-day-end' AND review_index = 1`)) as unknown as { rows: unknown[] }).rows;
    assert.deepEqual(recorded, [{ unit_id: revealedMemo }]);
    // Revealed and left ungraded: 记得 in true retention once its day has passed.
    const retention: RetentionReport = (await dan.get('/api/timeline/retention')).json();
    assert.deepEqual(
      retention.curves.map((curve) => [curve.curveId, curve.allTime]),
      [['EBBINGHAUS', { graded: 1, recalled: 1 }]],
    );
  });

  it('refuses another user’s post (404), a post not due (409), seen on a hidden post and a missing grade (400); a refused batch changes nothing', async () => {
    const erin = await ctx().as('events-refusals');
    const mallory = await ctx().as('events-mallory');
    await onDay(ctx(), DAY0);
    const memoId = await createMemo(erin, '定理');
    const other = await createMemo(mallory, '别人的');
    const fine = event(`${memoId}.0`, 'seen');
    const before = await snapshot(ctx(), 'events-refusals');

    const refused = async (events: object[], status: number) => {
      const response = await erin.post('/api/reviews/events', { events });
      assert.equal(response.statusCode, status, response.body);
      assert.deepEqual(await snapshot(ctx(), 'events-refusals'), before, 'a refused batch changes nothing');
      return response.json();
    };
    assert.equal((await refused([fine, event(`${other}.0`, 'seen')], 404)).code, 'NOT_FOUND');
    assert.equal((await refused([fine, event('nobody.0', 'seen')], 404)).code, 'NOT_FOUND');
    assert.deepEqual((await refused([fine, event(`${memoId}.1`, 'revealed')], 409)).fields, { 'events/1/reviewId': REVIEW_MESSAGES.notDue });
    // The refused batches kept no event id: the same event is new now.
    assert.deepEqual(
      (await report(erin, [fine])).results.map((result) => result.status),
      ['recorded'],
    );
  });

  it('names the refused event and field: seen on hidden, missing grade, grade before 查看', async () => {
    const frank = await ctx().as('events-fields');
    await onDay(ctx(), DAY0);
    const memoId = await createMemo(frank, '定理');
    await meet(frank, (await fetchPage(frank)).entries);
    await onDay(ctx(), addDays(DAY0, 1));
    const reviewId = `${memoId}.1`;
    const before = await snapshot(ctx(), 'events-fields');
    const cases: Array<[object[], number, Record<string, string>]> = [
      [[event(reviewId, 'seen')], 400, { 'events/0/type': REVIEW_MESSAGES.seenHidden }],
      [[event(reviewId, 'revealed'), event(reviewId, 'graded')], 400, { 'events/1/grade': REVIEW_MESSAGES.gradeMissing }],
      [[event(reviewId, 'quizzed')], 400, { 'events/0/grade': REVIEW_MESSAGES.gradeMissing }],
      [[event(reviewId, 'graded', 'GOOD')], 400, { 'events/0/grade': REVIEW_MESSAGES.notRevealed }],
    ];
    for (const [events, status, fields] of cases) {
      const response = await frank.post('/api/reviews/events', { events });
      assert.equal(response.statusCode, status, response.body);
      assert.deepEqual(response.json().fields, fields);
    }
    // Malformed batches are refused by the schema, naming `events`.
    for (const body of [{ events: [] }, { events: [{ id: 'not-a-uuid', reviewId, type: 'seen' }] }, { events: [{ ...event(reviewId, 'seen'), type: 'looked' }] }]) {
      const response = await frank.post('/api/reviews/events', body);
      assert.equal(response.statusCode, 400, response.body);
      assert.ok(response.json().fields.events, response.body);
    }
    assert.deepEqual(await snapshot(ctx(), 'events-fields'), before);
    // The next day the review is no longer due: 409 for events.
    await onDay(ctx(), addDays(DAY0, 5));
    await report(frank, [event(reviewId, 'revealed')]);
    const stale = await frank.post('/api/reviews/events', { events: [event(reviewId, 'graded', 'GOOD')] });
    assert.equal(stale.statusCode, 200, 'recorded on day 5, overdue: met today');
    await onDay(ctx(), addDays(DAY0, 6));
    const late = await frank.post('/api/reviews/events', { events: [event(reviewId, 'graded', 'EASY')] });
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json().fields, { 'events/0/reviewId': REVIEW_MESSAGES.notDue });
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/reviews/events', payload: { events: [event('a.0', 'seen')] } });
    assert.equal(response.statusCode, 401);
  });
});
