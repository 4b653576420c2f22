import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivitiesQuery,
  ActivityList,
  ApiError,
  GradeBody,
  RetentionReport,
  ReviewEventsBody,
  ReviewEventsResponse,
  ReviewParams,
  ReviewState,
  TimelineFetchBody,
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
        summary:
          '取今日待复习的下一页（?size，默认 10；请求体 held 为本屏已有的复习，跳过它们）；只读取，不记录复习（复习由 POST /reviews/events 记录）；remaining 为本页与 held 之外今日还待复习几条',
        querystring: TimelineFetchQuery,
        body: TimelineFetchBody,
        response: { 200: TimelineFetchResponse, 400: ApiError, 401: ApiError },
      },
      // The body is optional (no body: nothing held); the schema checks an object, so an absent one becomes {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    (request) => timeline.fetch(request.userId, request.query.size, request.body?.held ?? []),
  );

  app.post(
    '/reviews/events',
    {
      schema: {
        tags: ['reviews'],
        summary:
          '上报复习事件（seen 可见复习已在屏幕上 / revealed 查看 / graded 自评 / quizzed 考考我），一次一批、全部成功或全部拒绝；同一事件 id 重复上报只算一次（duplicate）。当天第一次遇见某条复习时记为已复习（安排下次复习、计入今日活动）；已在其他设备记录的复习不重复计数',
        body: ReviewEventsBody,
        response: { 200: ReviewEventsResponse, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => timeline.recordEvents(request.userId, request.body.events),
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
        summary: '查看：记录这次隐藏复习已查看答案，当天尚未记录的复习同时记为已复习（重复调用无副作用）',
        params: ReviewParams,
        response: { 200: ReviewState, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
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
          '评分（忘了 / 模糊 / 记得 / 很熟）：只能在复习当天设置或修改；自评须先查看，考考我（QUIZ）的评分同时视为查看（当天尚未记录的复习同时记为已复习）；智能曲线据此安排下次复习',
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
