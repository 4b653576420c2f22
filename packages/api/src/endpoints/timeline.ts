// Review feed, remaining counts and activity: /timeline/**, /activities.
import type { ActivityEntry, ActivitiesQuery, TimelineFetchQuery, TimelineFetchResponse, TrendSummary } from '@memory/contracts';
import { api } from '../api';
import { searchParams } from './tags';

export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Delivering is the review: a mutation, each call returns the next posts and records them as reviewed. */
    fetchTimeline: build.mutation<TimelineFetchResponse, TimelineFetchQuery | void>({
      query: (arg) => ({ url: `/timeline/fetch${searchParams({ size: arg?.size })}`, method: 'PUT' }),
      invalidatesTags: ['TrendSummary', 'Activity'],
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
