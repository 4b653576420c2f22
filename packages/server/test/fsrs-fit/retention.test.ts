// 数据趋势's true retention per curve by Anki's convention, against a seeded history; and the weekly sweep that
// queues automatic fits (at most once a week per learner, only with 400 graded reviews, only for active learners).
import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import type { CalibrationReport } from '@memory/contracts';
import { reviewActivity, reviews } from '../../src/db/tables';
import type { JobQueue } from '../../src/jobs/queue';
import { createFsrsFitService } from '../../src/modules/fsrs-fit/service';
import { setClock } from '../helpers/clock';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';

const TODAY = '2026-03-02';

type Row = { unit: string; index: number; day: string; curve: string; grade?: 'AGAIN' | 'HARD' | 'GOOD' | 'EASY'; imported?: boolean };

async function seed(ctx: SuiteContext, userId: string, rows: readonly Row[]): Promise<void> {
  const values = rows.map((row) => ({
    userId,
    unitId: row.unit,
    reviewIndex: row.index,
    day: row.day,
    curveId: row.curve,
    hidden: row.index > 0,
    revealed: row.index > 0,
    grade: row.grade ?? null,
    source: row.grade ? ('SELF' as const) : null,
    importedFrom: row.imported ? `anki:${row.unit}.${row.index}` : null,
  }));
  const db = ctx.running.database.db;
  for (let i = 0; i < values.length; i += 1000) await db.insert(reviews).values(values.slice(i, i + 1000));
}

/** A queue that only records what is sent (the sweep's output). */
function recordingQueue(): JobQueue & { sent: object[] } {
  const sent: object[] = [];
  return {
    sent,
    work: () => undefined,
    send: async (_name, data) => {
      sent.push(data);
      return 'job';
    },
    state: async () => null,
    start: async () => undefined,
    stop: async () => undefined,
  };
}

describeEachBackend('smart-curve calibration report and weekly sweep', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('true retention per curve: first review of a unit each day, 忘了 fails, young vs mature at 21 days, reviews met here', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const client = await ctx().as('tr-alice');
    await seed(ctx(), 'tr-alice', [
      // 艾宾浩斯: young GOOD (1 day), young AGAIN (2 days), mature GOOD (26 days), mature ungraded yesterday (记得,
      // 30 days), ungraded today (not counted yet).
      { unit: 'a', index: 0, day: '2026-01-01', curve: 'EBBINGHAUS' },
      { unit: 'a', index: 1, day: '2026-01-02', curve: 'EBBINGHAUS', grade: 'GOOD' },
      { unit: 'a', index: 2, day: '2026-01-04', curve: 'EBBINGHAUS', grade: 'AGAIN' },
      { unit: 'a', index: 3, day: '2026-01-30', curve: 'EBBINGHAUS', grade: 'GOOD' },
      { unit: 'a', index: 4, day: '2026-03-01', curve: 'EBBINGHAUS' },
      { unit: 'a', index: 5, day: '2026-03-02', curve: 'EBBINGHAUS' },
      // 智能曲线: young HARD (4 days) passes, mature AGAIN (36 days) fails, an imported review is left out.
      { unit: 'b', index: 0, day: '2026-01-01', curve: 'SMART' },
      { unit: 'b', index: 1, day: '2026-01-05', curve: 'SMART', grade: 'HARD' },
      { unit: 'b', index: 2, day: '2026-02-10', curve: 'SMART', grade: 'AGAIN' },
      { unit: 'b', index: 3, day: '2026-02-11', curve: 'SMART', grade: 'GOOD', imported: true },
      // Two reviews of one unit on one day: the first counts (忘了), the second not.
      { unit: 'c', index: 0, day: '2026-01-01', curve: 'SMART' },
      { unit: 'c', index: 1, day: '2026-01-03', curve: 'SMART', grade: 'AGAIN' },
      { unit: 'c', index: 2, day: '2026-01-03', curve: 'SMART', grade: 'GOOD' },
    ]);
    const response = await client.get('/api/smart-curve/calibration');
    assert.equal(response.statusCode, 200, response.body);
    const report: CalibrationReport = response.json();
    const byCurve = new Map(report.curves.map((curve) => [curve.curveId, curve]));
    assert.deepEqual([...byCurve.keys()].sort(), ['EBBINGHAUS', 'SMART']);
    assert.deepEqual(byCurve.get('EBBINGHAUS')!.young, { reviews: 2, passed: 1, rate: 0.5 });
    assert.deepEqual(byCurve.get('EBBINGHAUS')!.mature, { reviews: 2, passed: 2, rate: 1 });
    assert.deepEqual(byCurve.get('EBBINGHAUS')!.total, { reviews: 4, passed: 3, rate: 0.75 });
    assert.deepEqual(byCurve.get('SMART')!.young, { reviews: 2, passed: 1, rate: 0.5 });
    assert.deepEqual(byCurve.get('SMART')!.mature, { reviews: 1, passed: 0, rate: 0 });
    assert.ok(byCurve.get('SMART')!.curveName.length > 0);
    // Calibration counts the graded labels of the units on 智能曲线 (imported and same-day ones included: they are
    // answers the model predicts): b 1, 2, 3 and c 1, 2.
    assert.equal(report.source, 'DEFAULT');
    assert.equal(report.personal, null);
    assert.equal(report.reviews, 5);
    assert.equal(report.bins.reduce((sum, bin) => sum + bin.count, 0), 5);
  });

  it('the weekly sweep queues a fit for an active learner with 400 graded reviews, once a week', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const db = ctx().running.database.db;
    // A learner's row comes with their first call.
    for (const user of ['sweep-bob', 'sweep-few', 'sweep-idle']) assert.equal((await (await ctx().as(user)).get('/api/smart-curve/status')).statusCode, 200);
    const graded = (user: string, count: number): Row[] =>
      Array.from({ length: count }, (_, i) => ({ unit: `${user}-${i}`, index: 1, day: '2026-02-01', curve: 'SMART', grade: 'GOOD' as const }));
    await seed(ctx(), 'sweep-bob', graded('sweep-bob', 420));
    await seed(ctx(), 'sweep-few', graded('sweep-few', 100));
    await seed(ctx(), 'sweep-idle', graded('sweep-idle', 420));
    await db.insert(reviewActivity).values([
      { userId: 'sweep-bob', day: '2026-02-28', count: 3 },
      { userId: 'sweep-few', day: '2026-02-28', count: 3 },
      { userId: 'sweep-idle', day: '2026-01-10', count: 3 },
    ]);
    const queue = recordingQueue();
    const service = createFsrsFitService(db, {
      queue,
      timeline: { previewSmartReschedule: async () => assert.fail(), rescheduleSmart: async () => assert.fail() },
      singleProcess: true,
      log: () => undefined,
    });
    assert.equal(await service.queueAutomaticFits(), 1);
    const status = await service.status('sweep-bob');
    assert.equal(status.running?.trigger, 'AUTO');
    assert.equal(queue.sent.length, 1);
    // The same week: nothing more. A week later (the fit still waiting here): still one at a time.
    assert.equal(await service.queueAutomaticFits(), 0);
    await setClock(ctx().app, '2026-03-10T09:00:00');
    await db.insert(reviewActivity).values({ userId: 'sweep-bob', day: '2026-03-09', count: 1 });
    assert.equal(await service.queueAutomaticFits(), 0);
    assert.equal(queue.sent.length, 1);
  });
});
