import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, Curve, IdParams, PageOf, PageQuery } from '@memory/contracts';
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
};
