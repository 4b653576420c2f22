import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type Grade, type Post, type RetentionReport, type ReviewState } from '@memory/contracts';
import { addDays } from '../src/calendar';
import { reviewForecast, reviews, reviewUnits } from '../src/db/tables';
import { smartSchedule, type GradedReview } from '../src/domain/fsrs';
import { setClock } from './helpers/clock';
import { addItems, createJar, drainFeed, jarAction, settings } from './helpers/jars';
import { memberClient } from './helpers/plans';
import { meet } from './helpers/reviews';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

const DAY0 = '2026-03-02'; // a Monday

async function onDay(ctx: SuiteContext, day: string): Promise<void> {
  await setClock(ctx.app, `${day}T09:00:00`);
}

/** A page of the feed with its visible posts seen; hidden ones wait for the test's 查看 and grades. */
async function feed(client: Client): Promise<Post[]> {
  const response = await client.put('/api/timeline/fetch?size=10');
  assert.equal(response.statusCode, 200, response.body);
  const posts: Post[] = response.json().entries;
  await meet(client, posts.filter((post) => !post.hidden));
  return posts;
}

async function createMemo(client: Client, body: object): Promise<string> {
  const response = await client.post('/api/memos', body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

const reveal = (client: Client, reviewId: string) => client.put(`/api/reviews/${reviewId}/reveal`);
const grade = (client: Client, reviewId: string, body: object) => client.put(`/api/reviews/${reviewId}/grade`, body);

async function graded(client: Client, reviewId: string, body: { grade: Grade; source?: string }): Promise<ReviewState> {
  const response = await grade(client, reviewId, body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** The unit's forecast rows that still hold units: always exactly where its due day says. */
async function forecastOf(ctx: SuiteContext, userId: string) {
  const db = ctx.running.database.db;
  const rows = await db
    .select({ dueDay: reviewForecast.dueDay, units: reviewForecast.units })
    .from(reviewForecast)
    .where(sql`${reviewForecast.userId} = ${userId} AND ${reviewForecast.units} > 0`);
  return rows.map((row) => [row.dueDay, row.units]);
}

describeEachBackend('grades: reveal, grade, 智能曲线', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('grades a hidden review after 查看; refuses first exposures, other users, other days and bad input by field', async () => {
    const alice = await ctx().as('grades-alice');
    const mallory = await ctx().as('grades-mallory');
    await onDay(ctx(), DAY0);
    const memoId = await createMemo(alice, { content: '勾股定理', curveId: 'EBBINGHAUS' });
    assert.deepEqual((await feed(alice)).map((post) => post.id), [`${memoId}.0`]);

    // Review 0 is shown, not recalled: nothing to reveal or grade.
    const first = await grade(alice, `${memoId}.0`, { grade: 'GOOD' });
    assert.equal(first.statusCode, 400);
    assert.equal(first.json().fields.reviewId, REVIEW_MESSAGES.notHidden);
    assert.equal((await reveal(alice, `${memoId}.0`)).statusCode, 400);
    // Not due yet (review 1 comes tomorrow): 404, as for another user's review.
    assert.equal((await grade(alice, `${memoId}.1`, { grade: 'GOOD' })).statusCode, 404);

    await onDay(ctx(), addDays(DAY0, 1));
    const reviewId = `${memoId}.1`;
    assert.deepEqual((await feed(alice)).map((post) => [post.id, post.hidden]), [[reviewId, true]]);

    const early = await grade(alice, reviewId, { grade: 'GOOD' });
    assert.equal(early.statusCode, 400);
    assert.deepEqual(early.json().fields, { grade: REVIEW_MESSAGES.notRevealed });
    const outOfRange = await grade(alice, reviewId, { grade: 'PERFECT' });
    assert.equal(outOfRange.statusCode, 400);
    assert.ok(outOfRange.json().fields.grade, outOfRange.body);
    const badSource = await grade(alice, reviewId, { grade: 'GOOD', source: 'TEACHER' });
    assert.ok(badSource.json().fields.source, badSource.body);
    assert.equal((await grade(alice, `${memoId}.99999999999`, { grade: 'GOOD' })).statusCode, 404);
    assert.equal((await reveal(alice, `${memoId}.99999999999`)).statusCode, 404);
    const badId = await grade(alice, 'no-index', { grade: 'GOOD' });
    assert.equal(badId.statusCode, 400);
    assert.ok(badId.json().fields.reviewId, badId.body);

    assert.equal((await reveal(mallory, reviewId)).statusCode, 404);
    assert.equal((await grade(mallory, reviewId, { grade: 'AGAIN', source: 'QUIZ' })).statusCode, 404);

    const revealed = await reveal(alice, reviewId);
    assert.equal(revealed.statusCode, 200, revealed.body);
    const dueAfter = addDays(DAY0, 1 + 2); // EBBINGHAUS: review 2 two days after review 1
    assert.deepEqual(revealed.json(), { reviewId, day: addDays(DAY0, 1), revealed: true, grade: null, source: null, nextDueDay: dueAfter });
    assert.deepEqual((await reveal(alice, reviewId)).json(), revealed.json());

    // A fixed curve ignores grades for scheduling.
    assert.deepEqual(await graded(alice, reviewId, { grade: 'AGAIN' }), { ...revealed.json(), grade: 'AGAIN', source: 'SELF' });
    const again = await graded(alice, reviewId, { grade: 'AGAIN' });
    assert.deepEqual(again, { ...revealed.json(), grade: 'AGAIN', source: 'SELF' });
    assert.equal((await graded(alice, reviewId, { grade: 'EASY' })).nextDueDay, dueAfter);

    // The next day the grade is settled.
    await onDay(ctx(), addDays(DAY0, 2));
    const late = await grade(alice, reviewId, { grade: 'GOOD' });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, REVIEW_MESSAGES.otherDay);
    assert.equal(late.json().fields.reviewId, REVIEW_MESSAGES.otherDay);
  });

  it('智能曲线 as the default curve: the feed schedules 记得, a grade re-times once, a changed grade replaces it', async () => {
    const bob = await ctx().as('grades-bob');
    await onDay(ctx(), DAY0);
    const setting = await bob.put('/api/settings', { name: 'DEFAULT_CURVE', value: 'SMART' });
    assert.equal(setting.statusCode, 200, setting.body);
    const memoId = await createMemo(bob, { content: '牛顿第二定律' });
    const unitDue = async () =>
      (await ctx().running.database.db.select({ dueDay: reviewUnits.dueDay }).from(reviewUnits).where(eq(reviewUnits.id, memoId)))[0]?.dueDay;

    await feed(bob); // review 0 on DAY0 counts as a 记得 first learning
    const history: GradedReview[] = [{ day: DAY0, grade: null }];
    const day1 = smartSchedule(history, 90, DAY0).dueDay!;
    assert.equal(await unitDue(), day1);
    assert.deepEqual(await (await bob.get('/api/timeline/summary')).json(), { todayLeft: 0, weekLeft: 1, monthLeft: 1, totalLeft: 1 });

    await onDay(ctx(), day1);
    const reviewId = `${memoId}.1`;
    assert.deepEqual((await feed(bob)).map((post) => post.id), [reviewId]);
    assert.equal(await unitDue(), day1, 'shown, not met: still due');
    const asGood = smartSchedule([...history, { day: day1, grade: 'GOOD' }], 90, DAY0).dueDay!;
    assert.equal((await reveal(bob, reviewId)).statusCode, 200);
    assert.equal(await unitDue(), asGood, 'revealed and ungraded: scheduled as 记得');

    // 考考我 grades (and reveals); 忘了 brings the review back sooner.
    const asAgain = smartSchedule([...history, { day: day1, grade: 'AGAIN' }], 90, DAY0).dueDay!;
    assert.ok(asAgain < asGood);
    assert.deepEqual(await graded(bob, reviewId, { grade: 'AGAIN', source: 'QUIZ' }), {
      reviewId,
      day: day1,
      revealed: true,
      grade: 'AGAIN',
      source: 'QUIZ',
      nextDueDay: asAgain,
    });
    assert.deepEqual(await forecastOf(ctx(), 'grades-bob'), [[asAgain, 1]]);
    // Changed the same day: from the same state before the review, not on top of 忘了.
    assert.equal((await graded(bob, reviewId, { grade: 'GOOD' })).nextDueDay, asGood);
    assert.equal((await graded(bob, reviewId, { grade: 'GOOD' })).nextDueDay, asGood, 'idempotent');
    assert.deepEqual(await forecastOf(ctx(), 'grades-bob'), [[asGood, 1]]);
    const asEasy = smartSchedule([...history, { day: day1, grade: 'EASY' }], 90, DAY0).dueDay!;
    assert.equal((await graded(bob, reviewId, { grade: 'EASY' })).nextDueDay, asEasy);
    assert.equal(await unitDue(), asEasy);
    assert.deepEqual(await forecastOf(ctx(), 'grades-bob'), [[asEasy, 1]]);

    // Left ungraded, review 2 counts as 记得 at the end of its day; a higher desired retention shortens the next one.
    await onDay(ctx(), asEasy);
    assert.deepEqual((await feed(bob)).map((post) => post.id), [`${memoId}.2`]);
    await reveal(bob, `${memoId}.2`);
    const walked: GradedReview[] = [...history, { day: day1, grade: 'EASY' }, { day: asEasy, grade: null }];
    assert.equal(await unitDue(), smartSchedule(walked, 90, DAY0).dueDay);
    assert.equal((await bob.put('/api/settings', { name: 'DESIRED_RETENTION', value: '79' })).statusCode, 400);
    assert.equal((await bob.put('/api/settings', { name: 'DESIRED_RETENTION', value: '97' })).statusCode, 200);
    const strict = await graded(bob, `${memoId}.2`, { grade: 'GOOD' });
    assert.equal(strict.nextDueDay, smartSchedule(walked, 97, DAY0).dueDay);
    assert.ok(strict.nextDueDay! < smartSchedule(walked, 90, DAY0).dueDay!);
  });

  it('a jar moved onto 智能曲线 replays its items’ grades; moved back it follows the fixed steps again', async () => {
    await onDay(ctx(), DAY0);
    const carol = await memberClient(ctx(), 'grades-carol');
    const jar = await createJar(carol);
    await addItems(carol, jar.id, ['甲', '乙']);
    await settings(carol, jar.id, { batchSize: 2, batchMode: 'INTERSECT', curveId: 'EBBINGHAUS' });
    await jarAction(carol, jar.id, 'start');
    await drainFeed(carol); // the batch post: the items' review 0
    await onDay(ctx(), addDays(DAY0, 1));
    const posts = await drainFeed(carol);
    const items = posts.filter((post) => post.type === 'JAR_ITEM_POST');
    assert.equal(items.length, 2);
    const batchPost = posts.find((post) => post.type === 'BATCH_TRIGGER_JAR_ITEM_POST');
    if (batchPost) assert.equal((await grade(carol, batchPost.id, { grade: 'GOOD', source: 'QUIZ' })).statusCode, 400);
    await graded(carol, items[0]!.id, { grade: 'AGAIN', source: 'QUIZ' });
    await reveal(carol, items[1]!.id);
    await graded(carol, items[1]!.id, { grade: 'EASY' });

    await settings(carol, jar.id, { batchSize: 2, batchMode: 'INTERSECT', curveId: 'SMART' });
    const db = ctx().running.database.db;
    const dueOf = async (post: Post) =>
      (await db.select({ dueDay: reviewUnits.dueDay }).from(reviewUnits).where(eq(reviewUnits.jarItemId, post.itemId!)))[0]?.dueDay;
    const replayed = (itemGrade: Grade) =>
      smartSchedule([{ day: DAY0, grade: null }, { day: addDays(DAY0, 1), grade: itemGrade }], 90, DAY0).dueDay;
    assert.equal(await dueOf(items[0]!), replayed('AGAIN'));
    assert.equal(await dueOf(items[1]!), replayed('EASY'));
    assert.notEqual(replayed('AGAIN'), replayed('EASY'));

    await settings(carol, jar.id, { batchSize: 2, batchMode: 'INTERSECT', curveId: 'EBBINGHAUS' });
    assert.equal(await dueOf(items[0]!), addDays(DAY0, 1 + 2));
    assert.equal(await dueOf(items[1]!), addDays(DAY0, 1 + 2));
    const [unit] = await db.select({ fsrsSteps: reviewUnits.fsrsSteps }).from(reviewUnits).where(eq(reviewUnits.jarItemId, items[0]!.itemId!));
    assert.equal(unit?.fsrsSteps, null);
  });

  it('true retention per curve for a seeded history: week / month / all time, the end-of-day default, the suggestion', async () => {
    const dave = await ctx().as('grades-dave');
    await dave.get('/api/users/me');
    const today = '2026-03-18'; // a Wednesday: the week starts 03-16, the month 03-01
    await onDay(ctx(), today);
    const db = ctx().running.database.db;
    let n = 0;
    const seed = (curveId: string, day: string, grade: Grade | null, count: number, hidden = true) =>
      Array.from({ length: count }, () => ({ userId: 'grades-dave', unitId: `seed-${(n += 1)}`, reviewIndex: 1, day, curveId, hidden, grade }));
    await db.insert(reviews).values([
      // EBBINGHAUS: 40 in the last 30 days, 12 recalled (模糊 counts) → under 80%: suggest 智能曲线.
      ...seed('EBBINGHAUS', today, 'AGAIN', 3),
      ...seed('EBBINGHAUS', today, 'HARD', 2),
      ...seed('EBBINGHAUS', today, null, 4), // today, ungraded: not counted yet
      ...seed('EBBINGHAUS', '2026-03-16', null, 1), // an earlier day, ungraded: 记得
      ...seed('EBBINGHAUS', '2026-03-10', 'AGAIN', 20),
      ...seed('EBBINGHAUS', '2026-03-10', 'GOOD', 5),
      ...seed('EBBINGHAUS', '2026-02-20', 'AGAIN', 5),
      ...seed('EBBINGHAUS', '2026-02-20', 'EASY', 4),
      ...seed('EBBINGHAUS', '2025-12-01', 'GOOD', 7), // older than 30 days: all time only
      ...seed('EBBINGHAUS', '2026-03-17', null, 3, false), // first exposures: never counted
      // 智能曲线: low, but never suggested to itself.
      ...seed('SMART', '2026-03-17', 'AGAIN', 30),
      ...seed('SMART', '2026-03-17', 'GOOD', 2),
      // PER_DAY_LAST_A_WEEK: under 80% but fewer than 30 graded: no suggestion.
      ...seed('PER_DAY_LAST_A_WEEK', '2026-03-05', 'AGAIN', 10),
    ]);
    const response = await dave.get('/api/timeline/retention');
    assert.equal(response.statusCode, 200, response.body);
    const report: RetentionReport = response.json();
    assert.deepEqual(report.curves, [
      {
        curveId: 'EBBINGHAUS',
        curveName: '艾宾浩斯曲线',
        week: { graded: 6, recalled: 3 },
        month: { graded: 31, recalled: 8 },
        allTime: { graded: 47, recalled: 19 },
        suggestSmartCurve: true,
      },
      {
        curveId: 'PER_DAY_LAST_A_WEEK',
        curveName: '每天一次，持续一周',
        week: { graded: 0, recalled: 0 },
        month: { graded: 10, recalled: 0 },
        allTime: { graded: 10, recalled: 0 },
        suggestSmartCurve: false,
      },
      {
        curveId: 'SMART',
        curveName: '智能曲线',
        week: { graded: 32, recalled: 2 },
        month: { graded: 32, recalled: 2 },
        allTime: { graded: 32, recalled: 2 },
        suggestSmartCurve: false,
      },
    ]);
    assert.equal(report.forecast.length, 30);
    assert.equal(report.forecast[0]!.date, today);
  });

  it('forecasts 30 days of reviews from the schedule: fixed steps walked, 智能曲线 its pending review only', async () => {
    const erin = await ctx().as('grades-erin');
    await onDay(ctx(), DAY0);
    await createMemo(erin, { content: '固定曲线', curveId: 'PER_WEEK_LAST_THREE_WEEKS' });
    await createMemo(erin, { content: '智能曲线', curveId: 'SMART' });
    const report: RetentionReport = (await erin.get('/api/timeline/retention')).json();
    const expected = new Map([
      [DAY0, 2],
      [addDays(DAY0, 7), 1],
      [addDays(DAY0, 14), 1],
      [addDays(DAY0, 21), 1],
    ]);
    assert.deepEqual(
      report.forecast,
      Array.from({ length: 30 }, (_, index) => ({ date: addDays(DAY0, index), count: expected.get(addDays(DAY0, index)) ?? 0 })),
    );
    assert.deepEqual(report.curves, []);
  });
});
