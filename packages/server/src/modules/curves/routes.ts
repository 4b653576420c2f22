import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, Curve, CurveBody, IdParams, PageOf, PageQuery } from '@memory/contracts';
import type { CurvesService } from './service';

const CurvePage = PageOf(Curve);

export const curvesRoutes: FastifyPluginAsyncTypebox<{ curves: CurvesService }> = async (app, { curves }) => {
  app.get(
    '/curves/page',
    {
      schema: {
        tags: ['curves'],
        summary: '记忆曲线列表（系统曲线在前，其后是自己的曲线）',
        querystring: PageQuery,
        response: { 200: CurvePage, 400: ApiError, 401: ApiError },
      },
    },
    (request) => curves.page(request.userId, request.query.page, request.query.size),
  );

  app.get(
    '/curves/:id',
    { schema: { tags: ['curves'], summary: '记忆曲线详情', params: IdParams, response: { 200: Curve, 401: ApiError, 404: ApiError } } },
    (request) => curves.get(request.userId, request.params.id),
  );

  app.post(
    '/curves',
    {
      schema: {
        tags: ['curves'],
        summary: '创建自定义曲线（会员）',
        body: CurveBody,
        response: { 201: Curve, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await curves.create(request.userId, request.body)),
  );

  app.put(
    '/curves/:id',
    {
      schema: {
        tags: ['curves'],
        summary: '修改自定义曲线（会员；系统曲线不可修改）',
        params: IdParams,
        body: CurveBody,
        response: { 200: Curve, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    (request) => curves.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/curves/:id',
    {
      schema: {
        tags: ['curves'],
        summary: '删除自定义曲线（已在用的 MEMO 继续按原曲线复习）',
        params: IdParams,
        response: { 204: { type: 'null' }, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await curves.remove(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
