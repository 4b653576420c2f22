import type { TrendSummary } from '@memory/contracts';
import { addDays, daysBetween, endOfMonth, endOfWeek } from '../../calendar';

/**
 * The scheduling rules of ARCHITECTURE §4 as pure functions over days (YYYY-MM-DD, Asia/Shanghai).
 *
 * A unit (a memo, later a jar item) has reviews 0..steps.length. Review 0 happens the day it enters; review k
 * (k ≥ 1) is due steps[k-1] days after the day review k-1 ACTUALLY happened, so a late review pushes every later
 * one. After review steps.length the unit is done. Delivering a post in the feed is the review.
 */
export interface ScheduleState {
  /** Index of the review still to happen; steps.length + 1 once done. */
  nextReview: number;
  /** The day that review is due; null once done. */
  dueDay: string | null;
}

/** A unit entering its curve on `day`: review 0 is due that same day. */
export function enterSchedule(day: string): ScheduleState {
  return { nextReview: 0, dueDay: day };
}

/** The state after the pending review happened on `reviewDay` (on time or late). */
export function afterReview(steps: readonly number[], state: ScheduleState, reviewDay: string): ScheduleState {
  const done = state.nextReview;
  // A curve edited shorter than a unit's progress simply ends after the review that was pending.
  const step = steps[done];
  if (step === undefined) return { nextReview: done + 1, dueDay: null };
  return { nextReview: done + 1, dueDay: addDays(reviewDay, step) };
}

/** The first exposure is shown; every later review starts hidden (active recall: hint, 考考我, 查看). */
export function isHiddenReview(reviewIndex: number): boolean {
  return reviewIndex > 0;
}

/** Reviews still to happen, the pending one included. */
export function remainingReviews(steps: readonly number[], nextReview: number): number {
  return Math.max(1, steps.length + 1 - nextReview);
}

/**
 * How many of a unit's remaining reviews fall on or before `lastDay`, if from now on each happens the day it is
 * due. An overdue review can only happen today at the earliest, so the projection starts at max(due, today).
 */
export function reviewsUntil(steps: readonly number[], state: ScheduleState, today: string, lastDay: string): number {
  if (state.dueDay === null) return 0;
  return reviewsWithin(steps, state.nextReview, Math.max(0, daysBetween(today, state.dueDay)), daysBetween(today, lastDay));
}

/** The same in whole days from today (the summary runs it for thousands of groups: no date parsing per step). */
function reviewsWithin(steps: readonly number[], nextReview: number, startOffset: number, lastOffset: number): number {
  let day = startOffset;
  let count = 0;
  for (let review = nextReview; day <= lastOffset; review += 1) {
    count += 1;
    const step = steps[review];
    if (step === undefined) break;
    day += step;
  }
  return count;
}

/** Units sharing curve, pending review and due day: the summary needs only how many there are. */
interface ForecastGroup {
  steps: readonly number[];
  nextReview: number;
  dueDay: string;
  units: number;
}

/**
 * GET /timeline/summary (ARCHITECTURE §4): todayLeft = due today (or overdue) and not yet delivered;
 * weekLeft / monthLeft = reviews due from today to the end of this week (Monday start) / month;
 * totalLeft = every review still scheduled.
 */
export function summarise(groups: readonly ForecastGroup[], today: string): TrendSummary {
  const weekEnd = daysBetween(today, endOfWeek(today));
  const monthEnd = daysBetween(today, endOfMonth(today));
  const summary: TrendSummary = { todayLeft: 0, weekLeft: 0, monthLeft: 0, totalLeft: 0 };
  for (const group of groups) {
    if (group.units <= 0) continue;
    const start = Math.max(0, daysBetween(today, group.dueDay));
    if (start === 0) summary.todayLeft += group.units;
    summary.weekLeft += group.units * reviewsWithin(group.steps, group.nextReview, start, weekEnd);
    summary.monthLeft += group.units * reviewsWithin(group.steps, group.nextReview, start, monthEnd);
    summary.totalLeft += group.units * remainingReviews(group.steps, group.nextReview);
  }
  return summary;
}

/**
 * Reviews due on each of the `days` days from today (today first, overdue ones counted today), if from now on each
 * happens the day it is due. A group on 智能曲线 has no steps: only its pending review counts.
 */
export function dailyForecast(groups: readonly ForecastGroup[], today: string, days: number): number[] {
  const counts = Array.from({ length: days }, () => 0);
  for (const group of groups) {
    if (group.units <= 0) continue;
    let day = Math.max(0, daysBetween(today, group.dueDay));
    for (let review = group.nextReview; day < days; review += 1) {
      counts[day] = (counts[day] ?? 0) + group.units;
      const step = group.steps[review];
      if (step === undefined) break;
      day += step;
    }
  }
  return counts;
}
