import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiError,
  CategoryJarsParams,
  CategoryList,
  HotTags,
  HotTagsQuery,
  IdParams,
  Jar,
  MarketplaceQuery,
  PageQuery,
  PublicJarDetail,
  PublicJarPage,
  TagJarsParams,
} from '@memory/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubscriptionsService } from '../subscriptions/service';
import type { MarketplaceService } from './service';

const tags = ['marketplace'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
const NoContent = { type: 'null' } as const;

/**
 * Public routes: no token needed. A caller who sends one is recognised (cards then say subscribed / starred);
 * a bad token is still a 401.
 */
export const marketplacePublicRoutes: FastifyPluginAsyncTypebox<{ marketplace: MarketplaceService }> = async (app, { marketplace }) => {
  async function viewer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    if (!request.headers.authorization) return undefined;
    await new Promise<void>((resolve, reject) => {
      app.authenticate(request, reply, (error) => (error ? reject(error) : resolve()));
    });
    return request.auth?.sub;
  }

  app.get('/public/categories', { schema: { tags, summary: '知识市场分类', response: { 200: CategoryList } } }, () => marketplace.categories());

  app.get(
    '/public/hot-tags',
    { schema: { tags, summary: '热门标签（按已发布知识罐数、再按订阅数；没有时为默认标签）', querystring: HotTagsQuery, response: { 200: HotTags, 400: ApiError } } },
    (request) => marketplace.hotTags(request.query.size),
  );

  app.get(
    '/public/jars/page',
    {
      schema: {
        tags,
        summary: '搜索知识市场（名称与标签，中文 1 字起；可按分类、标签筛选；完全匹配、前缀匹配在前，再按订阅数、收藏数）',
        querystring: MarketplaceQuery,
        response: { 200: PublicJarPage, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = await viewer(request, reply);
      if (reply.sent) return reply;
      return marketplace.search(request.query, viewerId);
    },
  );

  app.get(
    '/public/categories/:id/jars/page',
    { schema: { tags, summary: '某分类下的知识罐', params: CategoryJarsParams, querystring: PageQuery, response: { 200: PublicJarPage, ...errors } } },
    async (request, reply) => {
      const viewerId = await viewer(request, reply);
      if (reply.sent) return reply;
      return marketplace.search({ ...request.query, categoryId: request.params.id }, viewerId);
    },
  );

  app.get(
    '/public/tags/:tag/jars/page',
    { schema: { tags, summary: '带某标签的知识罐', params: TagJarsParams, querystring: PageQuery, response: { 200: PublicJarPage, ...errors } } },
    async (request, reply) => {
      const viewerId = await viewer(request, reply);
      if (reply.sent) return reply;
      return marketplace.search({ ...request.query, tag: request.params.tag }, viewerId);
    },
  );

  app.get(
    '/public/jars/:id',
    { schema: { tags, summary: '公开知识罐详情（含前几个知识点预览；未发布 → 404）', params: IdParams, response: { 200: PublicJarDetail, ...errors } } },
    async (request, reply) => {
      const viewerId = await viewer(request, reply);
      if (reply.sent) return reply;
      return marketplace.detail(request.params.id, viewerId);
    },
  );

  app.get(
    '/public/jars/:id/tags',
    { schema: { tags, summary: '公开知识罐的标签', params: IdParams, response: { 200: Type.Array(Type.String()), ...errors } } },
    (request) => marketplace.tagsOf(request.params.id),
  );
};

/** Signed-in marketplace actions: subscribe, star, my stars. */
export const marketplaceRoutes: FastifyPluginAsyncTypebox<{ marketplace: MarketplaceService; subscriptions: SubscriptionsService }> = async (
  app,
  { marketplace, subscriptions },
) => {
  app.put(
    '/marketplace/jars/:id/subscribe',
    { schema: { tags, summary: '订阅（免费）：得到自己的知识罐（我订阅的，未开始）', params: IdParams, response: { 200: Jar, ...errors } } },
    (request) => subscriptions.subscribe(request.userId, request.params.id),
  );

  app.put(
    '/marketplace/jars/:id/star',
    { schema: { tags, summary: '收藏', params: IdParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      await marketplace.star(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/marketplace/jars/:id/star',
    { schema: { tags, summary: '取消收藏', params: IdParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      await marketplace.unstar(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/me/stars/page',
    { schema: { tags, summary: '我的收藏（最近收藏在前）', querystring: PageQuery, response: { 200: PublicJarPage, ...errors } } },
    (request) => marketplace.myStars(request.userId, request.query.page, request.query.size),
  );
};
