// 智能曲线's personal parameters (issue 31): fitted in the job queue from the learner's graded history, adopted only
// when they predict the held-out part better on both figures, every fit kept; adopting reschedules only 智能曲线
// units by replaying their history, spread; the defaults come back on request; another learner's fit is a 404.
import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import {
  FSRS_DECISION_MESSAGES,
  SMART_CURVE_ID,
  SMART_CURVE_MESSAGES,
  type CalibrationReport,
  type FsrsFit,
  type Post,
  type ReschedulePreview,
  type SmartCurveChange,
  type SmartCurveStatus,
} from '@memory/contracts';
import { addDays, daysBetween } from '../../src/calendar';
import { reviewForecast, reviews, reviewUnits } from '../../src/db/tables';
import { historyOfUnit, smartSchedule } from '../../src/domain/fsrs';
import { fuzzDays, OVERDUE_SPREAD_DAYS } from '../../src/modules/timeline/replan';
import { setClock } from '../helpers/clock';
import { addItems, createJar, jarAction, settings as jarSettings } from '../helpers/jars';
import { memberClient } from '../helpers/plans';
import { event, fetchPage, report } from '../helpers/reviews';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';
import { simulate, type SimulatedUnit } from '../../testing/fsrs-history';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

const TODAY = '2026-03-02';

/** Writes a simulated history as reviews of units long gone (abandoned memos): the learner's record, no schedule. */
async function seedHistory(ctx: SuiteContext, userId: string, units: readonly SimulatedUnit[], prefix: string): Promise<void> {
  const rows = units.flatMap((unit, u) =>
    unit.reviews.map((review) => ({
      userId,
      unitId: `${prefix}-${u}`,
      reviewIndex: review.index,
      day: review.day,
      curveId: SMART_CURVE_ID,
      hidden: review.index > 0,
      revealed: review.index > 0,
      grade: review.grade,
      source: review.grade ? ('SELF' as const) : null,
    })),
  );
  const db = ctx.running.database.db;
  for (let i = 0; i < rows.length; i += 1000) await db.insert(reviews).values(rows.slice(i, i + 1000));
}

async function status(client: Client): Promise<SmartCurveStatus> {
  const response = await client.get('/api/smart-curve/status');
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** 立即优化, then waits for the queue's job to finish it. */
async function optimize(client: Client): Promise<FsrsFit> {
  const response = await client.post('/api/smart-curve/optimize');
  assert.equal(response.statusCode, 202, response.body);
  const queued: FsrsFit = response.json();
  assert.equal(queued.status, 'QUEUED');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const fit = (await client.get('/api/smart-curve/fits')).json().fits.find((candidate: FsrsFit) => candidate.id === queued.id) as FsrsFit;
    if (fit.status === 'DONE' || fit.status === 'FAILED') return fit;
    assert.ok(Date.now() < deadline, `fit still ${fit.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Each day from `from` to the day before `to`: the whole feed met, hidden posts graded (every fifth 忘了). */
async function reviewDaily(app: SuiteContext['app'], client: Client, from: string, to: string): Promise<void> {
  for (let day = from; day < to; day = addDays(day, 1)) {
    await setClock(app, `${day}T09:00:00`);
    const posts: Post[] = (await fetchPage(client, 100)).entries;
    if (posts.length === 0) continue;
    await report(
      client,
      posts.flatMap((post, i) =>
        post.hidden ? [event(post.id, 'revealed'), event(post.id, 'graded', i % 5 === 0 ? 'AGAIN' : 'GOOD')] : [event(post.id, 'seen')],
      ),
    );
  }
}

describeEachBackend('智能曲线 personal parameters', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('300 graded reviews: not fitted, 复习记录还不够', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const client = await ctx().as('fit-few');
    await seedHistory(ctx(), 'fit-few', simulate({ units: 50, reviewsPerUnit: 6, startDay: '2025-10-01', spreadDays: 30, seed: 7, mode: 'true' }), 'few');
    const before = await status(client);
    assert.equal(before.reviewsCounted, 300);
    assert.equal(before.nextAutomaticFit, null);
    const fit = await optimize(client);
    assert.equal(fit.decision, 'NOT_ENOUGH_REVIEWS');
    assert.equal(fit.reason, FSRS_DECISION_MESSAGES.NOT_ENOUGH_REVIEWS);
    assert.equal(fit.reason, '复习记录还不够');
    assert.equal(fit.reviewsCounted, 300);
    assert.equal(fit.parameters, null);
    const after = await status(client);
    assert.equal(after.source, 'DEFAULT');
    assert.equal(after.lastFit?.id, fit.id);
    assert.equal(after.adoptable, null);
  });

  it('random grades the defaults already explain: fitted, kept with its figures, not adopted (优化后的参数没有更准)', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const client = await ctx().as('fit-random');
    await seedHistory(ctx(), 'fit-random', simulate({ units: 150, reviewsPerUnit: 6, startDay: '2025-06-01', spreadDays: 60, seed: 1, mode: 'defaults' }), 'rnd');
    const fit = await optimize(client);
    assert.equal(fit.decision, 'NOT_BETTER', JSON.stringify(fit));
    assert.equal(fit.reason, '优化后的参数没有更准');
    assert.equal(fit.reviewsCounted, 900);
    assert.ok(fit.parameters && fit.parameters.length === 21);
    assert.ok(fit.defaultLogLoss! > 0 && fit.defaultRmse! > 0 && fit.fittedLogLoss! > 0 && fit.fittedRmse! > 0);
    assert.ok(!(fit.fittedLogLoss! < fit.defaultLogLoss! && fit.fittedRmse! < fit.defaultRmse!));
    const refused = await client.post('/api/smart-curve/adopt', { fitId: fit.id });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json().fields, { fitId: SMART_CURVE_MESSAGES.notAdoptable });
    assert.equal((await status(client)).source, 'DEFAULT');
  });

  it('a history from known parameters: the fit predicts the held-out part better, is adopted; 智能曲线 units alone are rescheduled by replay, spread; revert; another user gets 404', async () => {
    const app = ctx().app;
    const db = ctx().running.database.db;
    const client = await ctx().as('fit-alice');
    const mallory = await ctx().as('fit-mallory');
    await seedHistory(ctx(), 'fit-alice', simulate({ units: 150, reviewsPerUnit: 6, startDay: '2025-06-01', spreadDays: 60, seed: 1, mode: 'true' }), 'sim');

    // Live units: 12 memos on 智能曲线 and 4 on 艾宾浩斯, reviewed through the feed for a few weeks.
    const start = addDays(TODAY, -40);
    await setClock(app, `${start}T09:00:00`);
    const smart: string[] = [];
    const fixed: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const created = await client.post('/api/memos', { content: `记忆 ${i}`, curveId: i < 12 ? SMART_CURVE_ID : 'EBBINGHAUS' });
      assert.equal(created.statusCode, 201, created.body);
      (i < 12 ? smart : fixed).push(created.json().id);
    }
    await reviewDaily(app, client, start, TODAY);
    await setClock(app, `${TODAY}T09:00:00`);

    const fit = await optimize(client);
    assert.equal(fit.decision, 'BETTER', JSON.stringify(fit));
    assert.equal(fit.reason, FSRS_DECISION_MESSAGES.BETTER);
    assert.ok(fit.fittedLogLoss! < fit.defaultLogLoss!);
    assert.ok(fit.fittedRmse! < fit.defaultRmse!);
    assert.ok(fit.errorReductionPercent! > 0);
    assert.ok(fit.reviewsCounted! >= 900);
    const ready = await status(client);
    assert.equal(ready.source, 'DEFAULT');
    assert.equal(ready.adoptable?.id, fit.id);
    assert.equal(ready.nextAutomaticFit, addDays(TODAY, 7));

    // Another learner: the fit is nobody else's.
    assert.equal((await mallory.get(`/api/smart-curve/reschedule-preview?fitId=${fit.id}`)).statusCode, 404);
    assert.equal((await mallory.post('/api/smart-curve/adopt', { fitId: fit.id })).statusCode, 404);
    assert.equal((await client.post('/api/smart-curve/adopt', {})).statusCode, 400);
    const unknown = await client.post('/api/smart-curve/adopt', { fitId: 'no-such-fit' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, SMART_CURVE_MESSAGES.fitNotFound);

    const units = async () =>
      new Map(
        (await db.select().from(reviewUnits).where(eq(reviewUnits.userId, 'fit-alice'))).map((unit) => [unit.id, unit]),
      );
    const before = await units();
    const reviewCount = async () => (await db.select({ n: sql<number>`count(*)::integer` }).from(reviews).where(eq(reviews.userId, 'fit-alice')))[0]!.n;
    const reviewsBefore = await reviewCount();

    const previewResponse = await client.get(`/api/smart-curve/reschedule-preview?fitId=${fit.id}`);
    assert.equal(previewResponse.statusCode, 200, previewResponse.body);
    const preview: ReschedulePreview = previewResponse.json();
    assert.equal(preview.target, 'PERSONAL');
    assert.equal(preview.replayed, 12);
    assert.equal(preview.forecast.length, 30);
    assert.equal(preview.forecast[0]!.date, TODAY);
    const total = (key: 'before' | 'after') => preview.forecast.reduce((sum, day) => sum + day[key], 0);
    assert.ok(total('before') >= 0 && total('after') >= 0);
    assert.deepEqual(await units(), before, 'a preview writes nothing');

    const adoptResponse = await client.post('/api/smart-curve/adopt', { fitId: fit.id });
    assert.equal(adoptResponse.statusCode, 200, adoptResponse.body);
    const adopted: SmartCurveChange = adoptResponse.json();
    assert.equal(adopted.status.source, 'PERSONAL');
    assert.deepEqual(adopted.status.parameters, fit.parameters);
    assert.equal(adopted.status.adopted?.id, fit.id);
    assert.equal(adopted.status.adoptable, null);
    assert.equal(adopted.moved, preview.moved);
    assert.ok(adopted.moved > 0, 'faster forgetting brings reviews forward');

    const after = await units();
    assert.equal(await reviewCount(), reviewsBefore, 'no history lost');
    for (const id of fixed) assert.deepEqual(after.get(id), before.get(id), 'a fixed-curve unit never changes');
    const parameters = { retention: 90, weights: JSON.stringify(fit.parameters) };
    let replayChecked = 0;
    for (const id of smart) {
      const unit = after.get(id)!;
      const old = before.get(id)!;
      assert.equal(unit.nextReview, old.nextReview);
      if (old.dueDay! <= TODAY) {
        assert.equal(unit.dueDay, old.dueDay, 'a unit due today stays in today’s feed');
        continue;
      }
      const history = (await db.select().from(reviews).where(and(eq(reviews.userId, 'fit-alice'), eq(reviews.unitId, id))).orderBy(reviews.reviewIndex)).map(
        (review) => ({ index: review.reviewIndex, day: review.day, grade: review.grade }),
      );
      const replayed = historyOfUnit('MEMO', unit.enteredDay, history);
      const computed = smartSchedule(replayed, parameters, TODAY).dueDay!;
      assert.deepEqual(unit.fsrsSteps, smartSchedule(replayed, parameters, TODAY).steps);
      const last = replayed.at(-1)!.day;
      replayChecked += 1;
      if (computed <= TODAY) {
        assert.ok(unit.dueDay! > TODAY && unit.dueDay! <= addDays(TODAY, OVERDUE_SPREAD_DAYS), `${unit.dueDay} within the overdue spread`);
      } else {
        const fuzz = fuzzDays(daysBetween(last, computed));
        assert.ok(Math.abs(daysBetween(computed, unit.dueDay!)) <= fuzz, `${unit.dueDay} within ${fuzz} of ${computed}`);
      }
    }
    assert.ok(replayChecked > 0);
    // The forecast table agrees with the units, day by day.
    const forecast = await db.select().from(reviewForecast).where(and(eq(reviewForecast.userId, 'fit-alice'), sql`${reviewForecast.units} > 0`));
    const perDay = new Map<string, number>();
    for (const unit of after.values()) if (unit.dueDay) perDay.set(unit.dueDay, (perDay.get(unit.dueDay) ?? 0) + 1);
    const forecastPerDay = new Map<string, number>();
    for (const row of forecast) forecastPerDay.set(row.dueDay, (forecastPerDay.get(row.dueDay) ?? 0) + row.units);
    assert.deepEqual(forecastPerDay, perDay);

    // 数据趋势: calibration with the adopted parameters, and the 预测误差 line's figures.
    const calibrationResponse = await client.get('/api/smart-curve/calibration');
    assert.equal(calibrationResponse.statusCode, 200, calibrationResponse.body);
    const calibration: CalibrationReport = calibrationResponse.json();
    assert.equal(calibration.source, 'PERSONAL');
    assert.equal(calibration.bins.length, 10);
    assert.equal(
      calibration.bins.reduce((sum, bin) => sum + bin.count, 0),
      calibration.reviews,
    );
    assert.deepEqual(calibration.personal, { errorReductionPercent: fit.errorReductionPercent, reviews: fit.reviewsCounted });

    // A grade now re-times with the learner's parameters (the scheduler is per learner), not the defaults.
    const [nextId, nextUnit] = [...(await units()).entries()]
      .filter(([id, unit]) => smart.includes(id) && unit.dueDay !== null)
      .sort(([, a], [, b]) => (a.dueDay! < b.dueDay! ? -1 : 1))[0]!;
    const gradeDay = nextUnit.dueDay! < TODAY ? TODAY : nextUnit.dueDay!;
    await setClock(app, `${gradeDay}T09:00:00`);
    const postId = `${nextId}.${nextUnit.nextReview}`;
    assert.ok((await fetchPage(client, 100)).entries.some((post) => post.id === postId));
    const [, gradedResult] = (await report(client, [event(postId, 'revealed'), event(postId, 'graded', 'GOOD')])).results;
    const gradedHistory = historyOfUnit(
      'MEMO',
      nextUnit.enteredDay,
      (await db.select().from(reviews).where(and(eq(reviews.userId, 'fit-alice'), eq(reviews.unitId, nextId))).orderBy(reviews.reviewIndex)).map((review) => ({
        index: review.reviewIndex,
        day: review.day,
        grade: review.grade,
      })),
    );
    const personalDue = smartSchedule(gradedHistory, parameters, gradeDay).dueDay;
    assert.equal(gradedResult!.review.nextDueDay, personalDue);
    const gradedUnit = (await units()).get(nextId)!;
    assert.deepEqual(gradedUnit.fsrsSteps, smartSchedule(gradedHistory, parameters, gradeDay).steps);
    assert.notDeepEqual(gradedUnit.fsrsSteps, smartSchedule(gradedHistory, 90, gradeDay).steps, 'the defaults give other intervals');

    // Back to the defaults: source DEFAULT, units replayed with them, history still whole.
    const revert = await client.post('/api/smart-curve/revert');
    assert.equal(revert.statusCode, 200, revert.body);
    const reverted: SmartCurveChange = revert.json();
    assert.equal(reverted.status.source, 'DEFAULT');
    assert.equal(reverted.status.adopted, null);
    assert.equal(await reviewCount(), reviewsBefore + 1);
    for (const id of fixed) assert.deepEqual((await units()).get(id), before.get(id));
    // Again: nothing to undo.
    assert.equal((await client.post('/api/smart-curve/revert')).json().moved, 0);
    // Every fit is kept.
    assert.equal((await client.get('/api/smart-curve/fits')).json().fits.length, 1);
  });

  it('jar items on 智能曲线 are replayed from their entry day; a paused jar’s items move their held day, outside the forecast', async () => {
    const app = ctx().app;
    const db = ctx().running.database.db;
    const client = await memberClient(ctx(), 'fit-jars');
    await seedHistory(ctx(), 'fit-jars', simulate({ units: 150, reviewsPerUnit: 6, startDay: '2025-06-01', spreadDays: 60, seed: 1, mode: 'true' }), 'sim');
    const start = addDays(TODAY, -30);
    await setClock(app, `${start}T09:00:00`);
    const running = await createJar(client, { name: '在学' });
    const paused = await createJar(client, { name: '暂停' });
    for (const jar of [running, paused]) {
      await addItems(client, jar.id, ['甲', '乙', '丙', '丁']);
      await jarSettings(client, jar.id, { batchSize: 4, batchMode: 'SERIAL', curveId: SMART_CURVE_ID });
      await jarAction(client, jar.id, 'start');
    }
    await reviewDaily(app, client, start, TODAY);
    await setClock(app, `${TODAY}T09:00:00`);
    await jarAction(client, paused.id, 'pause');
    const itemUnits = async () => db.select().from(reviewUnits).where(and(eq(reviewUnits.userId, 'fit-jars'), eq(reviewUnits.kind, 'JAR_ITEM')));
    const before = await itemUnits();
    assert.equal(before.length, 8);
    assert.equal(before.filter((unit) => unit.heldDueDay !== null).length, 4);

    const fit = await optimize(client);
    assert.equal(fit.decision, 'BETTER', JSON.stringify(fit));
    const preview: ReschedulePreview = (await client.get(`/api/smart-curve/reschedule-preview?fitId=${fit.id}`)).json();
    assert.equal(preview.replayed, 8);
    const forecastBefore = await db.select().from(reviewForecast).where(eq(reviewForecast.userId, 'fit-jars'));
    const adopted: SmartCurveChange = (await client.post('/api/smart-curve/adopt', { fitId: fit.id })).json();
    assert.equal(adopted.moved, preview.moved);

    const parameters = { retention: 90, weights: JSON.stringify(fit.parameters) };
    for (const unit of await itemUnits()) {
      const history = (await db.select().from(reviews).where(and(eq(reviews.userId, 'fit-jars'), eq(reviews.unitId, unit.id))).orderBy(reviews.reviewIndex)).map(
        (review) => ({ index: review.reviewIndex, day: review.day, grade: review.grade }),
      );
      // Review 0 is the batch post: the item's history starts on its entry day.
      assert.notEqual(history[0]!.index, 0);
      const replayed = historyOfUnit('JAR_ITEM', unit.enteredDay, history);
      assert.equal(replayed[0]!.day, unit.enteredDay);
      const plan = smartSchedule(replayed, parameters, TODAY);
      assert.deepEqual(unit.fsrsSteps, plan.steps);
      const day = unit.dueDay ?? unit.heldDueDay!;
      const old = before.find((candidate) => candidate.id === unit.id)!;
      if ((old.dueDay ?? '9999') <= TODAY) continue;
      const fuzz = plan.dueDay! <= TODAY ? OVERDUE_SPREAD_DAYS : fuzzDays(daysBetween(replayed.at(-1)!.day, plan.dueDay!));
      assert.ok(Math.abs(daysBetween(plan.dueDay! <= TODAY ? TODAY : plan.dueDay!, day)) <= fuzz, `${day} near ${plan.dueDay}`);
      assert.equal(unit.dueDay === null, old.dueDay === null, 'a held unit stays held');
    }
    // The paused jar's items are not in the forecast, before or after.
    const forecastAfter = await db.select().from(reviewForecast).where(and(eq(reviewForecast.userId, 'fit-jars'), sql`${reviewForecast.units} > 0`));
    const live = (await itemUnits()).filter((unit) => unit.dueDay !== null && unit.curveId === SMART_CURVE_ID);
    const smartForecast = forecastAfter.filter((row) => row.curveId === SMART_CURVE_ID).reduce((sum, row) => sum + row.units, 0);
    assert.equal(smartForecast, live.length);
    assert.ok(forecastBefore.length > 0);
  });

  it('立即优化 refuses a second fit while one is queued or running', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const client = await ctx().as('fit-busy');
    await seedHistory(ctx(), 'fit-busy', simulate({ units: 80, reviewsPerUnit: 6, startDay: '2025-10-01', spreadDays: 30, seed: 3, mode: 'true' }), 'busy');
    const first = await client.post('/api/smart-curve/optimize');
    assert.equal(first.statusCode, 202);
    const second = await client.post('/api/smart-curve/optimize');
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().message, SMART_CURVE_MESSAGES.alreadyRunning);
  });
});
