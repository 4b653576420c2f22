import {
  REVIEW_MESSAGES,
  readDesiredRetention,
  type Grade,
  type GradeSource,
  type ReviewEventType,
  type ReviewEventsResponse,
  type ReviewState,
} from '@memory/contracts';
import { today as todayInChina, now } from '../../clock';
import type { Database } from '../../db/database';
import { preparedTransaction } from '../../db/prepared';
import { badField, conflict, notFound } from '../../http/errors';
import { historyOfUnit, smartSchedule, type GradedReview } from '../../domain/fsrs';
import { writeGrade } from './grade-queries';
import {
  EVENT_STATEMENTS,
  readReviewStates,
  recordMetReviews,
  revealReviews,
  reviewsOfEvents,
  storeEventsAndReadTargets,
  writeGrades,
  type ReviewKey,
  type StateRow,
  type TargetRow,
} from './event-queries';
import { isHiddenReview } from './schedule';

/**
 * Reviewed means met (ARCHITECTURE §4 Timeline). Events report what the learner did with a post; the first event that
 * meets a review today records it (the unit moves on, today's activity counts it, the forecast moves), later ones
 * add 查看 and the grade. A review recorded today by another device takes further events without counting again.
 */

/** review_index is a PostgreSQL integer. */
const MAX_REVIEW_INDEX = 2_147_483_647;

/** An event as the batch call and the reveal / grade calls give it; `id` null: no client id (those two calls). */
export interface MetEvent {
  id: string | null;
  reviewId: string;
  type: ReviewEventType;
  grade?: Grade;
}

/**
 * How refusals name their field: the batch call names the event (`events/3/reviewId`), the single calls the plain
 * field as they always did. `legacy`: the reveal / grade calls keep their answers for a review not due (404, "not
 * delivered to this user") and for one recorded another day (409 只能在复习当天评分或修改评分).
 */
export interface EventOptions {
  field(index: number, name: 'reviewId' | 'type' | 'grade'): string;
  legacy: boolean;
}

export const BATCH_FIELDS: EventOptions = { field: (index, name) => `events/${index}/${name}`, legacy: false };
export const SINGLE_CALL_FIELDS: EventOptions = { field: (_index, name) => name, legacy: true };

/** `<unit id>.<review index>` (Post.id); the route's pattern has checked the shape. */
export function parseReviewId(reviewId: string, field = 'reviewId'): ReviewKey {
  const dot = reviewId.lastIndexOf('.');
  const reviewIndex = Number(reviewId.slice(dot + 1));
  if (dot <= 0 || !Number.isSafeInteger(reviewIndex)) throw badField(field, REVIEW_MESSAGES.notFound);
  // Past the column's integer range no review exists (and the database would refuse the value).
  if (reviewIndex > MAX_REVIEW_INDEX) throw notFound(REVIEW_MESSAGES.notFound);
  return { unitId: reviewId.slice(0, dot), reviewIndex };
}

const keyOf = (key: ReviewKey) => `${key.unitId}.${key.reviewIndex}`;

/** One review's state while the batch is checked, event by event. */
interface Target {
  key: ReviewKey;
  row: TargetRow;
  hidden: boolean;
  /** Not recorded yet and due today: the batch's first meeting event records it. */
  toRecord: boolean;
  met: boolean;
  revealedBefore: boolean;
  revealed: boolean;
  grade: { grade: Grade; source: GradeSource } | null;
}

/**
 * Records a batch of events in ONE transaction, all or nothing: a refused event refuses the batch (nothing is
 * written, the event ids included). Answers one result per event, in order.
 */
export async function recordEvents(db: Database, userId: string, events: readonly MetEvent[], options: EventOptions): Promise<ReviewEventsResponse['results']> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await recordEventsOnce(db, userId, events, options);
    } catch (error) {
      // PostgreSQL may pick this batch as a deadlock victim against another device's (rolled back whole).
      if (!isDeadlock(error)) throw error;
      if (attempt >= BATCH_ATTEMPTS) throw conflict(REVIEW_MESSAGES.busy);
    }
  }
}

const BATCH_ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '40P01' || code === '40001';
}

async function recordEventsOnce(db: Database, userId: string, events: readonly MetEvent[], options: EventOptions): Promise<ReviewEventsResponse['results']> {
  const keys = events.map((event, index) => parseReviewId(event.reviewId, options.field(index, 'reviewId')));
  const at = now();
  const today = todayInChina();
  return preparedTransaction(db, EVENT_STATEMENTS, async (tx) => {
    const identified = events.flatMap((event) => (event.id === null ? [] : [{ id: event.id, reviewId: event.reviewId, type: event.type }]));
    // Every review the batch names is read, duplicates' too (they are then left alone): one statement with the ids.
    const { fresh, targets: rows } = await storeEventsAndReadTargets(tx, userId, identified, uniqueKeys(keys), at);
    // An id is new once: its first occurrence in the batch (a second one in the same batch is a duplicate too).
    const duplicate = events.map((event) => {
      if (event.id === null) return false;
      if (!fresh.has(event.id)) return true;
      fresh.delete(event.id);
      return false;
    });

    const targets = new Map<string, Target>();
    for (const row of rows) {
      const key = { unitId: row.unit_id, reviewIndex: row.review_index };
      targets.set(keyOf(key), targetOf(key, row));
    }

    events.forEach((event, index) => {
      if (duplicate[index]) return;
      apply(targets.get(keyOf(keys[index]!)), event, index, today, options);
    });

    const met = [...targets.values()].filter((target) => target.met);
    const toRecord = met.filter((target) => target.toRecord);
    const recorded = await recordMetReviews(
      tx,
      userId,
      today,
      toRecord.map((target) => ({ ...target.key, revealed: target.revealed })),
    );
    // A review another device recorded between our read and our write was left out: it is now recorded today, and
    // this batch's 查看 and grades apply to it as to any review recorded before.
    const notRecordedHere = met.filter((target) => !(target.toRecord && recorded.has(target.key.unitId)));
    await revealReviews(
      tx,
      userId,
      notRecordedHere.filter((target) => target.revealed && !target.revealedBefore && target.grade === null).map((target) => target.key),
    );
    await writeTargetGrades(tx, userId, today, met, recorded, at);

    // Duplicates answer the review their id named when it was first recorded.
    const duplicateIds = events.flatMap((event, index) => (duplicate[index] && event.id !== null ? [event.id] : []));
    const firstReviewOf = await reviewsOfEvents(tx, userId, duplicateIds);
    const answerKeys = events.map((event, index) => {
      if (!duplicate[index] || event.id === null) return keys[index]!;
      const stored = firstReviewOf.get(event.id);
      return stored ? parseReviewId(stored) : keys[index]!;
    });
    const states = new Map(
      (recordedOnly(duplicate, targets, keys, recorded, today) ?? (await readReviewStates(tx, userId, uniqueKeys(answerKeys)))).map((row) => [
        keyOf({ unitId: row.unit_id, reviewIndex: row.review_index }),
        row,
      ]),
    );
    return events.map((event, index) => {
      const key = answerKeys[index]!;
      const row = states.get(keyOf(key));
      const review: ReviewState = row
        ? { reviewId: keyOf(key), day: row.day, revealed: row.revealed, grade: row.grade, source: row.source, nextDueDay: row.next_due_day }
        : { reviewId: keyOf(key), day: today, revealed: false, grade: null, source: null, nextDueDay: null };
      return { id: event.id ?? '', status: duplicate[index] ? ('duplicate' as const) : ('recorded' as const), review };
    });
  });
}

/**
 * The answer of a batch that did nothing but record reviews met for the first time (the feed's batches of seen and
 * revealed posts), from what it wrote: each review is today's, revealed as the record statement wrote it (a hidden
 * one only), ungraded, and its unit's next due day is the one the statement returned. null when any event is a
 * duplicate, carries a grade or names a review recorded before: then the reviews are read back (readReviewStates).
 */
function recordedOnly(
  duplicate: readonly boolean[],
  targets: ReadonlyMap<string, Target>,
  keys: readonly ReviewKey[],
  recorded: ReadonlyMap<string, string | null>,
  today: string,
): StateRow[] | null {
  const rows = new Map<string, StateRow>();
  for (const [index, key] of keys.entries()) {
    const target = targets.get(keyOf(key));
    if (duplicate[index] || !target?.toRecord || target.grade || !recorded.has(key.unitId)) return null;
    rows.set(keyOf(key), {
      unit_id: key.unitId,
      review_index: key.reviewIndex,
      day: today,
      revealed: target.revealed && target.hidden,
      grade: null,
      source: null,
      next_due_day: recorded.get(key.unitId) ?? null,
    });
  }
  return [...rows.values()];
}

function targetOf(key: ReviewKey, row: TargetRow): Target {
  const recorded = row.review_day !== null;
  const hidden = recorded
    ? row.review_hidden === true
    : row.unit_kind === 'JAR_ITEM' || (row.unit_kind === 'MEMO' && isHiddenReview(key.reviewIndex));
  return {
    key,
    row,
    hidden,
    toRecord: false,
    met: false,
    revealedBefore: row.revealed === true,
    revealed: row.revealed === true,
    grade: null,
  };
}

/** Checks one event against the review's state so far and applies it in memory; a refusal throws. */
function apply(target: Target | undefined, event: MetEvent, index: number, today: string, options: EventOptions): void {
  const field = (name: 'reviewId' | 'type' | 'grade') => options.field(index, name);
  if (!target) throw notFound(REVIEW_MESSAGES.notFound);
  const { row } = target;
  if (row.review_day !== null) {
    if (row.review_day !== today) {
      const message = options.legacy ? REVIEW_MESSAGES.otherDay : REVIEW_MESSAGES.notDue;
      throw conflict(message, { [field('reviewId')]: message });
    }
  } else {
    const dueToday =
      row.unit_kind !== null && row.unit_next_review === target.key.reviewIndex && row.unit_due_day !== null && row.unit_due_day <= today;
    if (!dueToday) {
      // Neither the user's unit nor any trace of it: unknown, or another user's (the same answer for both).
      if ((row.unit_kind === null && !row.owned) || options.legacy) throw notFound(REVIEW_MESSAGES.notFound);
      throw conflict(REVIEW_MESSAGES.notDue, { [field('reviewId')]: REVIEW_MESSAGES.notDue });
    }
    target.toRecord = true;
  }

  switch (event.type) {
    case 'seen':
      // A hidden post is met by recalling it (查看, a grade, 考考我), never by scrolling past it.
      if (target.hidden) throw badField(field('type'), REVIEW_MESSAGES.seenHidden);
      break;
    case 'revealed':
      if (!target.hidden) throw badField(field('reviewId'), REVIEW_MESSAGES.notHidden);
      target.revealed = true;
      break;
    case 'graded':
    case 'quizzed': {
      if (!target.hidden) throw badField(field('reviewId'), REVIEW_MESSAGES.notHidden);
      if (!event.grade) throw badField(field('grade'), REVIEW_MESSAGES.gradeMissing);
      const source: GradeSource = event.type === 'quizzed' ? 'QUIZ' : 'SELF';
      if (source === 'SELF' && !target.revealed) throw badField(field('grade'), REVIEW_MESSAGES.notRevealed);
      target.revealed = true;
      target.grade = { grade: event.grade, source };
      break;
    }
  }
  target.met = true;
}

/**
 * The batch's last grade of each review, unless the review already has exactly it (the same grade again changes
 * nothing). On 智能曲线 the unit's latest review replays its history with the grade in place (ts-fsrs), so a grade
 * changed the same day re-times from the state before that review, once; other grades are written as they are.
 */
async function writeTargetGrades(tx: Database, userId: string, today: string, met: readonly Target[], recorded: ReadonlyMap<string, string | null>, at: Date): Promise<void> {
  const plain: Array<ReviewKey & { grade: Grade; source: GradeSource }> = [];
  for (const target of met) {
    if (!target.grade) continue;
    const { row, key } = target;
    if (row.grade === target.grade.grade && row.source === target.grade.source) continue;
    const recordedNow = recorded.has(key.unitId) && target.toRecord;
    const unitNext = recordedNow ? key.reviewIndex + 1 : row.unit_next_review;
    if (!row.smart || unitNext !== key.reviewIndex + 1) {
      plain.push({ ...key, ...target.grade });
      continue;
    }
    const delivered = historyOf(row).filter((review) => review.index !== key.reviewIndex);
    delivered.push({ index: key.reviewIndex, day: recordedNow ? today : (row.review_day ?? today), grade: target.grade.grade });
    delivered.sort((a, b) => a.index - b.index);
    const plan = smartSchedule(unitHistory(row, delivered), { retention: readDesiredRetention(row.retention), weights: row.weights }, today);
    const written = await writeGrade(tx, {
      userId,
      unitId: key.unitId,
      reviewIndex: key.reviewIndex,
      grade: target.grade.grade,
      source: target.grade.source,
      reschedule: true,
      dueDay: plan.dueDay ?? today,
      steps: plan.steps,
      gradedAt: at,
    });
    // The unit moved on between our read and this write (another device): the caller may simply try again.
    if (!written.written) throw conflict(REVIEW_MESSAGES.busy);
  }
  await writeGrades(tx, userId, plain, at);
}

function historyOf(row: TargetRow): Array<{ index: number; day: string; grade: Grade | null }> {
  if (row.history === null) return [];
  return typeof row.history === 'string' ? JSON.parse(row.history) : row.history;
}

/** A unit's FSRS history from its recorded reviews (src/domain/fsrs.ts `historyOfUnit`). */
export function unitHistory(
  unit: { unit_kind: TargetRow['unit_kind']; unit_entered_day: string | null },
  delivered: ReadonlyArray<{ index: number; day: string; grade: Grade | null }>,
): GradedReview[] {
  return historyOfUnit(unit.unit_kind, unit.unit_entered_day, delivered);
}

function uniqueKeys(keys: readonly ReviewKey[]): ReviewKey[] {
  return [...new Map(keys.map((key) => [keyOf(key), key])).values()];
}

