import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween } from '../../calendar';
import type { Database } from '../../db/database';
import { jarItems, jars } from '../../db/schema/jars';
import { reviewUnits } from '../../db/schema/reviews';
import { SMART_CURVE_ID } from '@memory/contracts';
import { JAR_BATCH_CURVE_ID } from '../../domain/curves';
import type { ForecastChange, ReviewSchedule, UnitRow } from '../timeline/service';
import { markIntroduced, resetIntroductions, updateJar, waitingItems, type JarRow } from './queries';

/** The timeline's bookkeeping a jar's schedule uses: TimelineService in the app, the timeline's reviewSchedule in the demo seed. */
export type JarTimeline = Pick<ReviewSchedule, 'applyForecastChanges' | 'stepsOfCurves' | 'smartItemEntry' | 'smartScheduleOf' | 'enterItemsWithHistory'>;

export type JarScheduler = ReturnType<typeof createJarScheduler>;

/**
 * A jar's schedule (ARCHITECTURE §4 Jars) on review_units, kept in step with review_forecast in the caller's
 * transaction. Every function takes the jar row locked FOR UPDATE by the caller.
 *
 * - Introducing batch n on day D: its items get batch_no n; ONE unit of kind JAR_BATCH (the visible
 *   BATCH_TRIGGER_JAR_ITEM_POST, the items' review 0) is due on D; each item gets a JAR_ITEM unit at review 1,
 *   due D + steps[0] (review 0 IS the introduction day, whenever the batch post is opened).
 * - The next batch: INTERSECT on D + steps[0]; SERIAL the day after the previous batch's last review. SERIAL's day
 *   is not known in advance (late reviews push it), so `next_batch_day` holds the earliest day it can be (every
 *   review on time) and introduction checks the rule on that day, moving the day on when the batch is not done.
 * - At most one batch per jar and day: a learner back after a week gets one batch, not seven (no pile-up).
 * - On 智能曲线 (no steps, reviews never end) a batch's rhythm is its items' first interval (ts-fsrs, review 0 as
 *   记得): INTERSECT introduces every that many days; SERIAL counts a batch done once each item had review 1.
 */
export function createJarScheduler(timeline: JarTimeline) {
  /** The jar's next batch today, when the rules above let it come. */
  async function introduceNextBatch(tx: Database, jar: JarRow, today: string): Promise<{ jar: JarRow; introduced: boolean }> {
    const smart = jar.curveId === SMART_CURVE_ID ? await timeline.smartItemEntry(tx, jar.userId, today) : null;
    const steps = smart ? [smart.firstStep] : await curveSteps(tx, jar.curveId, jar.userId, today);
    if (jar.batchMode === 'SERIAL' && jar.lastBatchNo > 0) {
      const previous = await tx
        .select()
        .from(reviewUnits)
        .where(and(eq(reviewUnits.jarId, jar.id), eq(reviewUnits.batchNo, jar.lastBatchNo)));
      const stepsByCurve = await timeline.stepsOfCurves(tx, [...new Set(previous.map((unit) => unit.curveId))]);
      const pending = previous.filter(
        (unit) => (unit.dueDay !== null || unit.heldDueDay !== null) && !(unit.fsrsSteps !== null && unit.nextReview > 1),
      );
      if (pending.length > 0) {
        const lastDay = pending.map((unit) => projectedLastReview(stepsByCurve.get(unit.curveId) ?? [], unit, today)).sort().at(-1) ?? today;
        return { jar: await updateJar(tx, jar.id, { nextBatchDay: addDays(lastDay, 1) }), introduced: false };
      }
      const lastReview = previous.flatMap((unit) => (unit.lastReviewDay ? [unit.lastReviewDay] : [])).sort().at(-1);
      if (lastReview !== undefined && lastReview >= today) {
        return { jar: await updateJar(tx, jar.id, { nextBatchDay: addDays(lastReview, 1) }), introduced: false };
      }
    }

    const batch = await waitingItems(tx, jar.id, jar.batchSize + 1);
    const introduce = batch.slice(0, jar.batchSize);
    if (introduce.length === 0) return { jar: await updateJar(tx, jar.id, { nextBatchDay: null }), introduced: false };
    const batchNo = jar.lastBatchNo + 1;
    await markIntroduced(
      tx,
      introduce.map((item) => item.id),
      batchNo,
      today,
    );
    const firstStep = steps[0];
    const itemDue = smart ? smart.dueDay : firstStep === undefined ? null : addDays(today, firstStep);
    await tx.insert(reviewUnits).values([
      {
        id: randomUUID(),
        userId: jar.userId,
        kind: 'JAR_BATCH' as const,
        jarId: jar.id,
        batchNo,
        curveId: JAR_BATCH_CURVE_ID,
        nextReview: 0,
        dueDay: today,
        enteredDay: today,
      },
      ...introduce.map((item) => ({
        id: randomUUID(),
        userId: jar.userId,
        kind: 'JAR_ITEM' as const,
        jarId: jar.id,
        jarItemId: item.id,
        batchNo,
        curveId: jar.curveId,
        nextReview: 1,
        dueDay: itemDue,
        lastReviewDay: today,
        enteredDay: today,
        ...(smart ? { fsrsSteps: smart.fsrsSteps, fsrsFrom: smart.fsrsFrom } : {}),
      })),
    ]);
    const changes: ForecastChange[] = [{ dueDay: today, curveId: JAR_BATCH_CURVE_ID, nextReview: 0, delta: 1 }];
    if (itemDue !== null) changes.push({ dueDay: itemDue, curveId: jar.curveId, nextReview: 1, delta: introduce.length });
    await timeline.applyForecastChanges(tx, jar.userId, changes);
    const moreWaiting = batch.length > introduce.length;
    const updated = await updateJar(tx, jar.id, {
      lastBatchNo: batchNo,
      lastBatchDay: today,
      nextBatchDay: moreWaiting ? nextBatchAfter(jar.batchMode, steps, today) : null,
    });
    return { jar: updated, introduced: true };
  }

  /** Introduces the due batches of the user's running jars (the feed calls this when its statement says one is due). */
  async function introduceDueBatches(db: Database, userId: string, today: string): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jars)
        .where(and(eq(jars.userId, userId), eq(jars.status, 'IN_PROGRESS'), isNotNull(jars.nextBatchDay), lte(jars.nextBatchDay, today)))
        .orderBy(jars.seq)
        .for('update');
      let introduced = 0;
      for (const jar of due) if ((await introduceNextBatch(tx, jar, today)).introduced) introduced += 1;
      return introduced;
    });
  }

  /** 开始 on a new or finished jar: a new round from batch 1 today (whatever is left of the old one goes). */
  async function startRound(tx: Database, jar: JarRow, today: string): Promise<JarRow> {
    await unscheduleUnits(tx, jar.userId, eq(reviewUnits.jarId, jar.id));
    await resetIntroductions(tx, jar.id);
    const fresh = await updateJar(tx, jar.id, { status: 'IN_PROGRESS', round: jar.round + 1, pausedDay: null, nextBatchDay: null });
    return (await introduceNextBatch(tx, fresh, today)).jar;
  }

  /** Pause: the jar's pending reviews leave the feed and the counts, keeping their due days (held). */
  async function pauseSchedule(tx: Database, jar: JarRow, today: string): Promise<JarRow> {
    const held = await tx
      .update(reviewUnits)
      .set({ heldDueDay: sql`${reviewUnits.dueDay}`, dueDay: null })
      .where(and(eq(reviewUnits.jarId, jar.id), isNotNull(reviewUnits.dueDay)))
      .returning();
    await timeline.applyForecastChanges(tx, jar.userId, forecastOf(held, (unit) => unit.heldDueDay, -1));
    return updateJar(tx, jar.id, { status: 'PAUSED', pausedDay: today });
  }

  /** Resume: every held due day and the next batch day move forward by the days paused: no pile-up, nothing lost. */
  async function resumeSchedule(tx: Database, jar: JarRow, today: string): Promise<JarRow> {
    const paused = Math.max(0, daysBetween(jar.pausedDay ?? today, today));
    const resumed = await tx
      .update(reviewUnits)
      .set({ dueDay: sql`${reviewUnits.heldDueDay} + ${paused}::integer`, heldDueDay: null })
      .where(and(eq(reviewUnits.jarId, jar.id), isNotNull(reviewUnits.heldDueDay)))
      .returning();
    await timeline.applyForecastChanges(tx, jar.userId, forecastOf(resumed, (unit) => unit.dueDay, 1));
    return updateJar(tx, jar.id, {
      status: 'IN_PROGRESS',
      pausedDay: null,
      nextBatchDay: jar.nextBatchDay ? addDays(jar.nextBatchDay, paused) : null,
    });
  }

  /**
   * A new curve mid-jar: each item's pending review is re-timed on the new curve from its last review (the same
   * review index: the reviews it already had count), and later ones follow the new steps; an item that already had
   * more reviews than the new curve has is done. Items already done stay done. The next batch day follows the new
   * curve too. Settings' batchSize and batchMode simply apply from the next batch.
   */
  async function changeCurve(tx: Database, jar: JarRow, curveId: string): Promise<void> {
    if (curveId === SMART_CURVE_ID) return moveOntoSmartCurve(tx, jar);
    const steps = await curveSteps(tx, curveId);
    const pendingItems = and(
      eq(reviewUnits.jarId, jar.id),
      eq(reviewUnits.kind, 'JAR_ITEM'),
      sql`(${reviewUnits.dueDay} IS NOT NULL OR ${reviewUnits.heldDueDay} IS NOT NULL)`,
    );
    const before = await tx.select().from(reviewUnits).where(pendingItems);
    const stepJson = JSON.stringify(steps);
    const retimed = (column: typeof reviewUnits.dueDay | typeof reviewUnits.heldDueDay) =>
      sql`CASE WHEN ${column} IS NULL THEN NULL
          ELSE ${reviewUnits.lastReviewDay} + (${stepJson}::jsonb ->> (${reviewUnits.nextReview} - 1))::integer END`;
    const after = await tx
      .update(reviewUnits)
      .set({ curveId, dueDay: retimed(reviewUnits.dueDay), heldDueDay: retimed(reviewUnits.heldDueDay), fsrsSteps: null, fsrsFrom: null })
      .where(pendingItems)
      .returning();
    await timeline.applyForecastChanges(tx, jar.userId, [
      ...forecastOf(before, (unit) => unit.dueDay, -1),
      ...forecastOf(after, (unit) => unit.dueDay, 1),
    ]);
  }

  /**
   * Onto 智能曲线: each pending item keeps its history, replayed with ts-fsrs (src/modules/timeline/scheduler.ts), which
   * gives its pending review's day from its last review; held (paused) items keep being held at that day. One
   * statement for the units, whatever their number.
   */
  async function moveOntoSmartCurve(tx: Database, jar: JarRow): Promise<void> {
    const pendingItems = and(
      eq(reviewUnits.jarId, jar.id),
      eq(reviewUnits.kind, 'JAR_ITEM'),
      sql`(${reviewUnits.dueDay} IS NOT NULL OR ${reviewUnits.heldDueDay} IS NOT NULL)`,
    );
    const before = await tx.select().from(reviewUnits).where(pendingItems).for('update');
    if (before.length === 0) return;
    const plans = await timeline.smartScheduleOf(tx, jar.userId, before);
    const rows = before.map((unit) => {
      const plan = plans.get(unit.id);
      return { id: unit.id, due: plan?.dueDay ?? unit.dueDay ?? unit.heldDueDay, steps: plan?.fsrsSteps ?? [], from: plan?.fsrsFrom ?? unit.nextReview };
    });
    const after = await tx
      .update(reviewUnits)
      .set({
        curveId: SMART_CURVE_ID,
        dueDay: sql`CASE WHEN ${reviewUnits.dueDay} IS NULL THEN NULL ELSE v.due END`,
        heldDueDay: sql`CASE WHEN ${reviewUnits.heldDueDay} IS NULL THEN NULL ELSE v.due END`,
        fsrsSteps: sql`v.steps`,
        fsrsFrom: sql`v."from"`,
      })
      .from(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id text, due date, steps jsonb, "from" integer)`)
      .where(sql`${reviewUnits.id} = v.id`)
      .returning();
    await timeline.applyForecastChanges(tx, jar.userId, [
      ...forecastOf(before, (unit) => unit.dueDay, -1),
      ...forecastOf(after, (unit) => unit.dueDay, 1),
    ]);
  }

  /**
   * The next batch day after a change of settings or new items: follows the mode's rule from the last batch, and is
   * never today or earlier for items just added (they come as the next batch from the next day at the soonest).
   */
  async function rescheduleNextBatch(
    tx: Database,
    jar: JarRow,
    today: string,
    options: { notBefore?: string; keepDay?: boolean } = {},
  ): Promise<JarRow> {
    const [waiting] = await waitingItems(tx, jar.id, 1);
    if (!waiting || jar.status === 'NOT_STARTED') return jar.nextBatchDay === null ? jar : updateJar(tx, jar.id, { nextBatchDay: null });
    if (options.keepDay && jar.nextBatchDay !== null) return jar;
    const steps = await curveSteps(tx, jar.curveId, jar.userId, jar.lastBatchDay ?? today);
    let next = jar.lastBatchDay ? nextBatchAfter(jar.batchMode, steps, jar.lastBatchDay) : addDays(today, 1);
    if (jar.lastBatchDay && next <= jar.lastBatchDay) next = addDays(jar.lastBatchDay, 1);
    if (options.notBefore && next < options.notBefore) next = options.notBefore;
    return next === jar.nextBatchDay ? jar : updateJar(tx, jar.id, { nextBatchDay: next });
  }

  /** Removes units matching `where` and their forecast (cancel, delete, new round). */
  async function unscheduleUnits(tx: Database, userId: string, where: SQL | undefined): Promise<UnitRow[]> {
    const removed = await tx
      .delete(reviewUnits)
      .where(and(eq(reviewUnits.userId, userId), where))
      .returning();
    await timeline.applyForecastChanges(tx, userId, forecastOf(removed, (unit) => unit.dueDay, -1));
    return removed;
  }

  /**
   * An item leaves the schedule (放弃 or delete): its unit goes, and so does its batch's post if not yet delivered
   * and no other not-cancelled item of the batch is left to show.
   */
  async function unscheduleItem(tx: Database, jar: JarRow, itemId: string, batchNo: number | null): Promise<void> {
    await unscheduleUnits(tx, jar.userId, eq(reviewUnits.jarItemId, itemId));
    if (batchNo === null) return;
    const [other] = await tx
      .select({ id: jarItems.id })
      .from(jarItems)
      .where(and(eq(jarItems.jarId, jar.id), eq(jarItems.batchNo, batchNo), eq(jarItems.status, 'ACTIVE'), sql`${jarItems.id} <> ${itemId}`))
      .limit(1);
    if (!other) {
      await unscheduleUnits(tx, jar.userId, and(eq(reviewUnits.jarId, jar.id), eq(reviewUnits.kind, 'JAR_BATCH'), eq(reviewUnits.batchNo, batchNo)));
    }
  }

  /** A curve's steps; 智能曲线's are its batch rhythm (the first interval of an item entering on `day`). */
  async function curveSteps(db: Database, curveId: string, userId?: string, day?: string): Promise<number[]> {
    if (curveId === SMART_CURVE_ID && userId && day) return [(await timeline.smartItemEntry(db, userId, day)).firstStep];
    return (await timeline.stepsOfCurves(db, [curveId])).get(curveId) ?? [];
  }

  return { introduceDueBatches, startRound, pauseSchedule, resumeSchedule, changeCurve, rescheduleNextBatch, unscheduleUnits, unscheduleItem };
}

/** The earliest day of the batch after one introduced on `introducedDay` (SERIAL: if every review is on time). */
function nextBatchAfter(mode: JarRow['batchMode'], steps: readonly number[], introducedDay: string): string {
  if (mode === 'INTERSECT') return addDays(introducedDay, steps[0] ?? 1);
  return addDays(introducedDay, steps.reduce((sum, step) => sum + step, 0) + 1);
}

/** The day of the unit's last review if each remaining one happens the day it is due (an overdue one today). */
function projectedLastReview(steps: readonly number[], unit: UnitRow, today: string): string {
  const due = unit.dueDay ?? unit.heldDueDay ?? today;
  let day = due < today ? today : due;
  for (let review = unit.nextReview; steps[review] !== undefined; review += 1) day = addDays(day, steps[review] ?? 0);
  return day;
}

function forecastOf(units: readonly UnitRow[], dayOf: (unit: UnitRow) => string | null, delta: 1 | -1): ForecastChange[] {
  return units.flatMap((unit) => {
    const dueDay = dayOf(unit);
    return dueDay ? [{ dueDay, curveId: unit.curveId, nextReview: unit.nextReview, delta }] : [];
  });
}
