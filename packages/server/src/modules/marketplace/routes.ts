import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, CategoryList, HotTags, HotTagsQuery } from '@memory/contracts';
import type { MarketplaceService } from './service';

/** Public routes: no token needed. */
export const marketplacePublicRoutes: FastifyPluginAsyncTypebox<{ marketplace: MarketplaceService }> = async (
  app,
  { marketplace },
) => {
  app.get(
    '/public/categories',
    { schema: { tags: ['marketplace'], summary: '知识市场分类', response: { 200: CategoryList } } },
    () => marketplace.categories(),
  );

  app.get(
    '/public/hot-tags',
    {
      schema: { tags: ['marketplace'], summary: '热门标签', querystring: HotTagsQuery, response: { 200: HotTags, 400: ApiError } },
    },
    (request) => marketplace.hotTags(request.query.size),
  );
};
