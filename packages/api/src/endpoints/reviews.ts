// The review record and true retention: POST /reviews/events (what the learner met: seen, revealed, graded,
// quizzed), /reviews/{reviewId}/reveal, /reviews/{reviewId}/grade, /timeline/retention.
import type { GradeBody, RetentionReport, ReviewEventsBody, ReviewEventsResponse, ReviewState } from '@memory/contracts';
import { api } from '../api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 查看 on a hidden review: the server records it, so a SELF grade may follow. */
    revealReview: build.mutation<ReviewState, string>({
      query: (reviewId) => ({ url: `/reviews/${encodeURIComponent(reviewId)}/reveal`, method: 'PUT' }),
    }),
    /** 忘了 / 模糊 / 记得 / 很熟 (SELF), or AI 考考我's verdict (QUIZ); may be changed on the delivery day. */
    gradeReview: build.mutation<ReviewState, GradeBody & { reviewId: string }>({
      query: ({ reviewId, ...body }) => ({ url: `/reviews/${encodeURIComponent(reviewId)}/grade`, method: 'PUT', body }),
      // A grade moves the unit's next due day (智能曲线) and the retention counts.
      invalidatesTags: ['Retention', 'TrendSummary'],
    }),
    /**
     * A batch of review events, each with a client-generated id: a replayed id answers `duplicate` and changes
     * nothing, so an outbox may send a batch again until it is accepted. A refused batch (4xx) changes nothing.
     */
    recordReviewEvents: build.mutation<ReviewEventsResponse, ReviewEventsBody>({
      query: (body) => ({ url: '/reviews/events', method: 'POST', body }),
      invalidatesTags: ['Retention', 'TrendSummary', 'Activity'],
    }),
    getRetention: build.query<RetentionReport, void>({
      query: () => '/timeline/retention',
      providesTags: ['Retention'],
    }),
  }),
});

export const { useRevealReviewMutation, useGradeReviewMutation, useRecordReviewEventsMutation, useGetRetentionQuery } = reviewsApi;
