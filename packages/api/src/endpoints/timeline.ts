// Review feed, remaining counts and activity: /timeline/**, /activities.
import type {
  ActivityEntry,
  ActivitiesQuery,
  TimelineFetchBody,
  TimelineFetchQuery,
  TimelineFetchResponse,
  TrendSummary,
} from '@memory/contracts';
import { api } from '../api';
import { searchParams } from './tags';

export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The next page of today's feed, skipping the posts the screen already `held`. It writes nothing (a post is
     * reviewed by POST /reviews/events), but it is a PUT with a body, so a mutation: each call is a fresh read.
     */
    fetchTimeline: build.mutation<TimelineFetchResponse, (Partial<TimelineFetchQuery> & TimelineFetchBody) | void>({
      query: (arg) => ({
        url: `/timeline/fetch${searchParams({ size: arg?.size })}`,
        method: 'PUT',
        body: { held: arg?.held ?? [] },
      }),
    }),
    getTrendSummary: build.query<TrendSummary, void>({
      query: () => '/timeline/summary',
      providesTags: ['TrendSummary'],
    }),
    getActivities: build.query<ActivityEntry[], ActivitiesQuery>({
      query: ({ start }) => `/activities${searchParams({ start })}`,
      providesTags: ['Activity'],
    }),
  }),
});

export const { useFetchTimelineMutation, useGetTrendSummaryQuery, useGetActivitiesQuery } = timelineApi;
