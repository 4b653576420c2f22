import {
  DEFAULT_HOT_TAGS,
  PAGE_SIZES,
  type Category,
  type HotTags,
  type PublicJarPage,
} from '@memory/contracts';
import { jarInitial, type MarketplacePrerenderModel } from '@memory/contracts/prerender';

/**
 * The values of 知识市场's prerendered first page (mf-marketplace's MarketplaceStaticView template): the answers of
 * the same public API calls the page makes signed out (categories, hot tags, the first 5 jars), reshaped for the
 * template; null when one cannot be read, or there is no jar (the app's empty state is antd's): the page is then
 * served as every other route is.
 */
export type ReadJson = (url: string) => Promise<unknown>;

export const MARKETPLACE_DATA_URLS = {
  categories: '/api/public/categories',
  hotTags: `/api/public/hot-tags?size=${PAGE_SIZES.hotTags}`,
  jars: `/api/public/jars/page?page=1&size=${PAGE_SIZES.marketplace}`,
} as const;

export async function marketplaceModel(readJson: ReadJson): Promise<MarketplacePrerenderModel | null> {
  const [categories, hotTags, page] = (await Promise.all([
    readJson(MARKETPLACE_DATA_URLS.categories),
    readJson(MARKETPLACE_DATA_URLS.hotTags),
    readJson(MARKETPLACE_DATA_URLS.jars),
  ])) as [Category[] | null, HotTags | null, PublicJarPage | null];
  if (!Array.isArray(categories) || !Array.isArray(hotTags) || !page || !Array.isArray(page.entries) || page.entries.length === 0) return null;
  // HotTags shows SPEC's defaults while there are none.
  const tags = hotTags.length > 0 ? hotTags : DEFAULT_HOT_TAGS;
  return {
    total: page.total,
    jars: page.entries.map((jar) => ({
      idParam: encodeURIComponent(jar.id),
      name: jar.name,
      initial: jarInitial(jar.name),
      cover: jar.cover,
      description: jar.description,
      free: jar.type === 'FREE',
      category: jar.category?.name ?? null,
      tags: jar.tags ?? [],
      totalItems: jar.totalItems,
      totalSubscribes: jar.totalSubscribes,
      totalStars: jar.totalStars,
    })),
    categories: categories.map((category) => ({ idParam: encodeURIComponent(category.id), name: category.name })),
    hotTags: tags.map((tag) => ({ name: tag, param: encodeURIComponent(tag) })),
    pagination: firstPagePagination(Math.ceil(page.total / PAGE_SIZES.marketplace)),
  };
}

/**
 * antd's Pagination on page 1 of `pages` (rc-pagination's rule): every page up to 7, else 1–5, •••, the last;
 * none for a single page (hideOnSinglePage).
 */
export function firstPagePagination(pages: number): MarketplacePrerenderModel['pagination'] {
  if (pages <= 1) return false;
  const shown = pages <= 7 ? pages : 5;
  return {
    pages: Array.from({ length: shown }, (_, index) => ({ number: index + 1, current: index === 0 })),
    jumpNext: pages > 7,
    last: pages,
  };
}
