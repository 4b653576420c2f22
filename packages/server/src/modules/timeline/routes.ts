import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivitiesQuery, ActivityList, ApiError, TimelineFetchQuery, TimelineFetchResponse, TrendSummary } from '@memory/contracts';
import type { TimelineService } from './service';

export const timelineRoutes: FastifyPluginAsyncTypebox<{ timeline: TimelineService }> = async (app, { timeline }) => {
  app.put(
    '/timeline/fetch',
    {
      schema: {
        tags: ['timeline'],
        summary: '取今日复习的下一页（?size，默认 10）；返回即视为今日已复习，remaining 为今日还剩几条',
        querystring: TimelineFetchQuery,
        response: { 200: TimelineFetchResponse, 400: ApiError, 401: ApiError },
      },
    },
    (request) => timeline.fetch(request.userId, request.query.size),
  );

  app.get(
    '/timeline/summary',
    {
      schema: {
        tags: ['timeline'],
        summary: '今日剩余 / 本周剩余（周一开始）/ 本月剩余 / 总剩余',
        response: { 200: TrendSummary, 401: ApiError },
      },
    },
    (request) => timeline.summary(request.userId),
  );

  app.get(
    '/activities',
    {
      schema: {
        tags: ['timeline'],
        summary: '从 start 到今天每天完成的复习条数与等级（0–4）',
        querystring: ActivitiesQuery,
        response: { 200: ActivityList, 400: ApiError, 401: ApiError },
      },
    },
    (request) => timeline.activities(request.userId, request.query.start),
  );
};
