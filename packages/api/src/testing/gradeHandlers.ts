// MSW handlers for grades and true retention (issue 16), with the contract's rules: only a hidden review can be
// graded, only on the day it was delivered, a SELF grade needs 查看 first and a QUIZ grade reveals the review.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  addDays,
  GradeBody,
  RETENTION_FORECAST_DAYS,
  REVIEW_MESSAGES,
  type ApiError,
  type Grade,
  type GradeSource,
  type RetentionReport,
  type ReviewState,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import type { FakeState } from './fakeData';

const API = '*/api';

/** A delivered post as the fake remembers it: PUT /timeline/fetch adds one per post, dated `state.today`. */
export interface FakeReview {
  reviewId: string;
  day: string;
  hidden: boolean;
  revealed: boolean;
  grade: Grade | null;
  source: GradeSource | null;
}

/** Not FSRS: a plausible next due day per grade, so a test can see that grading moved the unit. */
const FAKE_INTERVAL_DAYS: Record<Grade, number> = { AGAIN: 1, HARD: 2, GOOD: 4, EASY: 8 };

const ok = (body: JsonBodyType) => HttpResponse.json(body, { status: 200 });
const failure = (status: number, error: ApiError) => HttpResponse.json(error, { status });

export function reviewStateOf(review: FakeReview): ReviewState {
  return {
    reviewId: review.reviewId,
    day: review.day,
    revealed: review.revealed,
    grade: review.grade,
    source: review.source,
    nextDueDay: review.grade ? addDays(review.day, FAKE_INTERVAL_DAYS[review.grade]) : null,
  };
}

/** Nothing graded, nothing due: what GET /timeline/retention answers for a new user. */
export function emptyRetentionReport(today: string): RetentionReport {
  return { curves: [], forecast: Array.from({ length: RETENTION_FORECAST_DAYS }, (_, index) => ({ date: addDays(today, index), count: 0 })) };
}

export function buildGradeHandlers(state: FakeState) {
  const find = (reviewId: unknown) => state.reviews.find((review) => review.reviewId === String(reviewId));
  return [
    http.put(`${API}/reviews/:reviewId/reveal`, ({ params }) => {
      const review = find(params.reviewId);
      if (!review) return failure(404, { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound });
      if (!review.hidden) return failure(400, { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.notHidden, fields: { reviewId: REVIEW_MESSAGES.notHidden } });
      review.revealed = true;
      return ok(reviewStateOf(review));
    }),
    http.put(`${API}/reviews/:reviewId/grade`, async ({ params, request }) => {
      const review = find(params.reviewId);
      if (!review) return failure(404, { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound });
      const body = validate(GradeBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const source = body.value.source ?? 'SELF';
      if (!review.hidden) return failure(400, { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.notHidden, fields: { reviewId: REVIEW_MESSAGES.notHidden } });
      if (review.day !== state.today) return failure(409, { code: 'CONFLICT', message: REVIEW_MESSAGES.otherDay, fields: { reviewId: REVIEW_MESSAGES.otherDay } });
      if (source === 'SELF' && !review.revealed) return failure(400, { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.notRevealed, fields: { grade: REVIEW_MESSAGES.notRevealed } });
      Object.assign(review, { grade: body.value.grade, source, revealed: true });
      state.gradeRequests.push({ reviewId: review.reviewId, grade: body.value.grade, source });
      return ok(reviewStateOf(review));
    }),
    http.get(`${API}/timeline/retention`, () => ok(state.retention ?? emptyRetentionReport(state.today))),
  ];
}
