import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, IdParams, PublicJarPage, PublishTask, PublishTaskBody, PublishTaskPage, PublishTaskPageQuery, StoreJarsQuery } from '@memory/contracts';
import type { StoreService } from './service';

const tags = ['store'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** SPEC §7 store: the creator's published jars and publish tasks. */
export const storeRoutes: FastifyPluginAsyncTypebox<{ store: StoreService }> = async (app, { store }) => {
  app.get(
    '/users/me/store/jars/page',
    { schema: { tags, summary: '我发布的知识罐（type 不填为全部）', querystring: StoreJarsQuery, response: { 200: PublicJarPage, ...errors } } },
    (request) => store.jars(request.userId, request.query),
  );

  app.get(
    '/users/me/store/jar-publish-tasks/page',
    { schema: { tags, summary: '发布记录（最新在前）', querystring: PublishTaskPageQuery, response: { 200: PublishTaskPage, ...errors } } },
    (request) => store.tasks(request.userId, request.query.page, request.query.size, { status: request.query.status, jarId: request.query.jarId }),
  );

  app.post(
    '/users/me/store/jar-publish-tasks',
    {
      schema: {
        tags,
        summary: '提交发布申请（会员、仅创建者；仅免费；最多 5 个标签，重复忽略）；已发布的知识罐则更新它唯一的已发布记录（200）',
        body: PublishTaskBody,
        response: { 200: PublishTask, 201: PublishTask, ...errors },
      },
    },
    async (request, reply) => {
      const { task, updated } = await store.publish(request.userId, request.body);
      return reply.status(updated ? 200 : 201).send(task);
    },
  );

  app.put(
    '/users/me/store/jar-publish-tasks/:id/cancel',
    { schema: { tags, summary: '取消审核中的发布申请', params: IdParams, response: { 200: PublishTask, ...errors } } },
    (request) => store.cancel(request.userId, request.params.id),
  );

  app.put(
    '/users/me/store/jar-publish-tasks/:id/republish',
    { schema: { tags, summary: '重新提交已驳回或已取消的发布申请', params: IdParams, response: { 200: PublishTask, ...errors } } },
    (request) => store.republish(request.userId, request.params.id),
  );
};
