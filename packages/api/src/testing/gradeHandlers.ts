// MSW handlers for the review record and true retention, with the contract's rules: a post is reviewed when the
// learner meets it (ARCHITECTURE §4) and leaves the feed then; only a hidden review can be graded, only on the day it
// was met, a SELF grade needs 查看 first and a QUIZ grade reveals the review. POST /reviews/events is idempotent by
// event id and all-or-nothing per batch; reveal and grade PUTs are idempotent too.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  addDays,
  GradeBody,
  RETENTION_FORECAST_DAYS,
  REVIEW_MESSAGES,
  ReviewEventsBody,
  type ApiError,
  type ReviewEvent,
  type ReviewEventsResponse,
  type Grade,
  type GradeSource,
  type RetentionReport,
  type ReviewState,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { failure } from './errors';
import type { FakeState } from './fakeData';

const API = '*/api';

/** A met post as the fake remembers it: the first event (or reveal / grade PUT) on a feed post adds it, dated `state.today`. */
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

type Refusal = { status: number; code: ApiError['code']; message: string; field: string };

/** The feed and the reviews as one batch sees them: applied to a copy, kept only when every event is accepted. */
interface ReviewBook {
  today: string;
  feed: FakeState['feed'];
  reviews: FakeReview[];
}

/** The review of `reviewId`, meeting it (taking it off the feed) when it is still due today; null when neither. */
function meet(book: ReviewBook, reviewId: string): FakeReview | null {
  const known = book.reviews.find((review) => review.reviewId === reviewId);
  if (known) return known;
  const index = book.feed.findIndex((post) => post.id === reviewId);
  if (index < 0) return null;
  const post = book.feed[index]!;
  book.feed.splice(index, 1);
  const review: FakeReview = { reviewId, day: book.today, hidden: post.hidden, revealed: false, grade: null, source: null };
  book.reviews.push(review);
  return review;
}

const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'status' in value;

/** One event applied to the book: the review it changed, or why it is refused (`at` names the event in the batch). */
function applyEvent(book: ReviewBook, event: ReviewEvent, at: string): FakeReview | Refusal {
  const refuse = (status: number, message: string, field: string): Refusal => ({
    status,
    code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST',
    message,
    field: `${at}.${field}`,
  });
  const hidden =
    book.reviews.find((review) => review.reviewId === event.reviewId)?.hidden ?? book.feed.find((post) => post.id === event.reviewId)?.hidden;
  if (hidden === undefined) return refuse(409, REVIEW_MESSAGES.notDue, 'reviewId');
  if (event.type === 'seen') {
    if (hidden) return refuse(400, REVIEW_MESSAGES.seenHidden, 'type');
    return meet(book, event.reviewId) ?? refuse(409, REVIEW_MESSAGES.notDue, 'reviewId');
  }
  if (!hidden) return refuse(400, REVIEW_MESSAGES.notHidden, 'reviewId');
  if ((event.type === 'graded' || event.type === 'quizzed') && !event.grade) return refuse(400, REVIEW_MESSAGES.gradeMissing, 'grade');
  const existing = book.reviews.find((review) => review.reviewId === event.reviewId);
  if (event.type === 'graded' && !existing?.revealed) return refuse(400, REVIEW_MESSAGES.notRevealed, 'grade');
  const review = meet(book, event.reviewId);
  if (!review) return refuse(409, REVIEW_MESSAGES.notDue, 'reviewId');
  if (event.type === 'revealed') {
    review.revealed = true;
    return review;
  }
  if (review.day !== book.today) return refuse(409, REVIEW_MESSAGES.otherDay, 'reviewId');
  Object.assign(review, { revealed: true, grade: event.grade, source: event.type === 'quizzed' ? 'QUIZ' : 'SELF' });
  return review;
}

export function buildGradeHandlers(state: FakeState) {
  /** Event ids already recorded, with the review each one named. */
  const recordedEvents = new Map<string, string>();
  /** The review of a post met before, or a draft of it for a post still in the feed; `keep` records the draft. */
  const find = (reviewId: unknown): { review: FakeReview; keep(): void } | undefined => {
    const known = state.reviews.find((review) => review.reviewId === String(reviewId));
    if (known) return { review: known, keep: () => undefined };
    const post = state.feed.find((candidate) => candidate.id === String(reviewId));
    if (!post) return undefined;
    const review: FakeReview = { reviewId: post.id, day: state.today, hidden: post.hidden, revealed: false, grade: null, source: null };
    return {
      review,
      keep: () => {
        state.feed = state.feed.filter((candidate) => candidate.id !== post.id);
        state.reviews.push(review);
      },
    };
  };
  return [
    http.post(`${API}/reviews/events`, async ({ request }) => {
      const body = validate(ReviewEventsBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const book: ReviewBook = {
        today: state.today,
        feed: [...state.feed],
        reviews: state.reviews.map((review) => ({ ...review })),
      };
      const fresh = new Map<string, string>();
      const outcomes: { event: ReviewEvent; duplicate: boolean }[] = [];
      for (const [index, event] of body.value.events.entries()) {
        const duplicate = recordedEvents.has(event.id) || fresh.has(event.id);
        if (!duplicate) {
          const applied = applyEvent(book, event, `events.${index}`);
          if (isRefusal(applied)) {
            return failure(applied.status, { code: applied.code, message: applied.message, fields: { [applied.field]: applied.message } });
          }
          fresh.set(event.id, event.reviewId);
        }
        outcomes.push({ event, duplicate });
      }
      state.feed = book.feed;
      state.reviews = book.reviews;
      for (const [id, reviewId] of fresh) recordedEvents.set(id, reviewId);
      const response: ReviewEventsResponse = { results: [] };
      for (const { event, duplicate } of outcomes) {
        const reviewId = recordedEvents.get(event.id) ?? event.reviewId;
        const review = state.reviews.find((candidate) => candidate.reviewId === reviewId)!;
        response.results.push({ id: event.id, status: duplicate ? 'duplicate' : 'recorded', review: reviewStateOf(review) });
        if (duplicate) continue;
        state.reviewEvents.push(event);
        if ((event.type === 'graded' || event.type === 'quizzed') && event.grade) {
          state.gradeRequests.push({ reviewId, grade: event.grade, source: event.type === 'quizzed' ? 'QUIZ' : 'SELF' });
        }
      }
      return ok(response);
    }),
    http.put(`${API}/reviews/:reviewId/reveal`, ({ params }) => {
      const found = find(params.reviewId);
      if (!found) return failure(404, { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound });
      const { review } = found;
      if (!review.hidden) return failure(400, { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.notHidden, fields: { reviewId: REVIEW_MESSAGES.notHidden } });
      found.keep();
      review.revealed = true;
      return ok(reviewStateOf(review));
    }),
    http.put(`${API}/reviews/:reviewId/grade`, async ({ params, request }) => {
      const found = find(params.reviewId);
      if (!found) return failure(404, { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound });
      const { review } = found;
      const body = validate(GradeBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const source = body.value.source ?? 'SELF';
      if (!review.hidden) return failure(400, { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.notHidden, fields: { reviewId: REVIEW_MESSAGES.notHidden } });
      if (review.day !== state.today) return failure(409, { code: 'CONFLICT', message: REVIEW_MESSAGES.otherDay, fields: { reviewId: REVIEW_MESSAGES.otherDay } });
      if (source === 'SELF' && !review.revealed) return failure(400, { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.notRevealed, fields: { grade: REVIEW_MESSAGES.notRevealed } });
      found.keep();
      Object.assign(review, { grade: body.value.grade, source, revealed: true });
      state.gradeRequests.push({ reviewId: review.reviewId, grade: body.value.grade, source });
      return ok(reviewStateOf(review));
    }),
    http.get(`${API}/timeline/retention`, () => ok(state.retention ?? emptyRetentionReport(state.today))),
  ];
}
