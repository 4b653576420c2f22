import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivitiesQuery,
  ActivityList,
  ApiError,
  GradeBody,
  RetentionReport,
  ReviewParams,
  ReviewState,
  TimelineFetchQuery,
  TimelineFetchResponse,
  TrendSummary,
} from '@memory/contracts';
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
    '/timeline/retention',
    {
      schema: {
        tags: ['timeline'],
        summary: '真实记忆率：每条曲线本周 / 本月 / 全部的评分复习数与记住数（模糊及以上），以及未来 30 天每天的复习量',
        response: { 200: RetentionReport, 401: ApiError },
      },
    },
    (request) => timeline.retention(request.userId),
  );

  app.put(
    '/reviews/:reviewId/reveal',
    {
      schema: {
        tags: ['reviews'],
        summary: '查看：记录这次隐藏复习已查看答案（重复调用无副作用）',
        params: ReviewParams,
        response: { 200: ReviewState, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    (request) => timeline.reveal(request.userId, request.params.reviewId),
  );

  app.put(
    '/reviews/:reviewId/grade',
    {
      schema: {
        tags: ['reviews'],
        summary:
          '评分（忘了 / 模糊 / 记得 / 很熟）：只能在复习当天设置或修改；自评须先查看，考考我（QUIZ）的评分同时视为查看；智能曲线据此安排下次复习',
        params: ReviewParams,
        body: GradeBody,
        response: { 200: ReviewState, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => timeline.grade(request.userId, request.params.reviewId, request.body),
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
