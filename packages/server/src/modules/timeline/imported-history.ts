import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SMART_CURVE_ID, type Grade } from '@memory/contracts';
import { addDays } from '../../calendar';
import { dayOf } from '../../clock';
import type { Database } from '../../db/database';
import { reviews, reviewUnits } from '../../db/schema/reviews';
import { smartSchedule } from '../../domain/fsrs';
import { storedSmartParameters } from './grade-queries';
import { applyForecastChanges, stepsOfCurves, type ForecastChange } from './queries';

/** One review of another program's history (Anki's revlog), already on our grade scale. */
export interface ImportedReview {
  /** Its id there (`anki:<revlog id>`): the key that lets it come in once per learner. */
  key: string;
  at: Date;
  grade: Grade;
}

/** A jar item coming in with its history. */
export interface ItemHistory {
  itemId: string;
  reviews: readonly ImportedReview[];
}

/** What an item's history became: the day it entered (its first review) and how many reviews were written. */
export interface EnteredItem {
  enteredDay: string;
  reviews: number;
}

/**
 * Another program's reviews, one per day: a day is one review here (a unit is met once a day), so Anki's learning
 * steps and relearning the same day count as that day's first answer (the one given before the answer was seen
 * again). Reviews dated after today (a wrong clock) are left out.
 */
export function reviewDays(history: readonly ImportedReview[], today: string): Array<ImportedReview & { day: string }> {
  const days: Array<ImportedReview & { day: string }> = [];
  for (const review of [...history].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const day = dayOf(review.at);
    if (day > today) break;
    if (days.at(-1)?.day !== day) days.push({ ...review, day });
  }
  return days;
}

/**
 * Jar items entering their jar's schedule with a history from elsewhere (ARCHITECTURE §4 Jars, "introduced"): each
 * gets its JAR_ITEM unit at once, its reviews written as graded reviews 0, 1, 2… (`imported_from` set, so the heat
 * map and 真实记忆率 leave them out), and its pending review timed from them: on 智能曲线 by replaying them with
 * ts-fsrs (the grade of review 0 is the first learning's), on a fixed curve by the number of reviews it had (as a
 * change of curve does). No batch post: the learner met these cards already.
 *
 * An item whose history came in before (any of its review keys is the learner's already: the same deck again, or
 * into another jar) gets nothing here and waits for a batch like any new point; so does one without a review.
 * Called in the jars module's transaction with the jar locked; answers the items that entered.
 */
export async function enterItemsWithHistory(
  tx: Database,
  jar: { id: string; userId: string; curveId: string; paused: boolean },
  items: readonly ItemHistory[],
  today: string,
): Promise<Map<string, EnteredItem>> {
  const entered = new Map<string, EnteredItem>();
  const candidates = items.map((item) => ({ itemId: item.itemId, days: reviewDays(item.reviews, today) })).filter((item) => item.days.length > 0);
  if (candidates.length === 0) return entered;
  const known = await importedKeys(
    tx,
    jar.userId,
    candidates.flatMap((item) => item.days.map((review) => review.key)),
  );
  const fresh = candidates.filter((item) => !item.days.some((review) => known.has(review.key)));
  if (fresh.length === 0) return entered;

  const smart = jar.curveId === SMART_CURVE_ID;
  const parameters = smart ? await storedSmartParameters(tx, jar.userId) : null;
  const steps = smart ? [] : ((await stepsOfCurves(tx, [jar.curveId])).get(jar.curveId) ?? []);
  const units: Array<typeof reviewUnits.$inferInsert> = [];
  const rows: Array<typeof reviews.$inferInsert> = [];
  const forecast: ForecastChange[] = [];
  for (const item of fresh) {
    const first = item.days[0]!;
    const last = item.days.at(-1)!;
    const next = item.days.length;
    let due: string | null;
    let fsrs: { fsrsSteps: number[]; fsrsFrom: number } | null = null;
    if (smart) {
      const plan = smartSchedule(
        item.days.map((review) => ({ day: review.day, grade: review.grade })),
        parameters!,
        today,
      );
      due = plan.dueDay;
      fsrs = { fsrsSteps: plan.steps, fsrsFrom: next };
    } else {
      // Review k is due steps[k − 1] days after review k − 1; past the curve's last step the item is done.
      const step = steps[next - 1];
      due = step === undefined ? null : addDays(last.day, step);
    }
    const unitId = randomUUID();
    units.push({
      id: unitId,
      userId: jar.userId,
      kind: 'JAR_ITEM',
      jarId: jar.id,
      jarItemId: item.itemId,
      batchNo: 0,
      curveId: jar.curveId,
      nextReview: next,
      dueDay: jar.paused ? null : due,
      heldDueDay: jar.paused ? due : null,
      lastReviewDay: last.day,
      enteredDay: first.day,
      ...(fsrs ?? {}),
    });
    if (due !== null && !jar.paused) forecast.push({ dueDay: due, curveId: jar.curveId, nextReview: next, delta: 1 });
    item.days.forEach((review, index) => {
      rows.push({
        userId: jar.userId,
        unitId,
        reviewIndex: index,
        day: review.day,
        curveId: jar.curveId,
        hidden: true,
        revealed: true,
        grade: review.grade,
        source: 'SELF',
        gradedAt: review.at,
        importedFrom: review.key,
      });
    });
    entered.set(item.itemId, { enteredDay: first.day, reviews: next });
  }
  await tx.insert(reviewUnits).values(units);
  // In slices: a deck's history is tens of thousands of rows, more than a statement's parameters.
  for (let start = 0; start < rows.length; start += REVIEW_ROWS_PER_INSERT) {
    await tx
      .insert(reviews)
      .values(rows.slice(start, start + REVIEW_ROWS_PER_INSERT))
      .onConflictDoNothing();
  }
  await applyForecastChanges(tx, jar.userId, forecast);
  return entered;
}

/** 11 columns a row: well under PostgreSQL's 65 535 parameters a statement. */
const REVIEW_ROWS_PER_INSERT = 2000;

/** Which of these imported review keys the learner has already (the partial unique index answers). */
async function importedKeys(tx: Database, userId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await tx.execute(sql`
    SELECT imported_from FROM reviews
    WHERE user_id = ${userId} AND imported_from IS NOT NULL AND imported_from = ANY(${sql.param([...keys])}::text[])`);
  return new Set((result as unknown as { rows: Array<{ imported_from: string }> }).rows.map((row) => row.imported_from));
}
