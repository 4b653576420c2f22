import { PAGE_SIZES } from '@memory/contracts';

// The marketplace's search state lives in the URL (?keyword, ?category, ?tag, ?page) so a filtered view can be
// shared, reloaded and reached with back/forward like any other page.
/** The query-string names (the prerendered page's links and search form use them too). */
export const FILTER_PARAMS = { keyword: 'keyword', category: 'category', tag: 'tag', page: 'page' } as const;

export interface MarketplaceFilters {
  keyword?: string;
  categoryId?: string;
  tag?: string;
  /** 1-based; absent means the first page. */
  page?: number;
}

export function readFilters(params: URLSearchParams): MarketplaceFilters {
  const page = Number(params.get(FILTER_PARAMS.page));
  return {
    keyword: params.get(FILTER_PARAMS.keyword) || undefined,
    categoryId: params.get(FILTER_PARAMS.category) || undefined,
    tag: params.get(FILTER_PARAMS.tag) || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function writeFilters(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set(FILTER_PARAMS.keyword, filters.keyword);
  if (filters.categoryId) params.set(FILTER_PARAMS.category, filters.categoryId);
  if (filters.tag) params.set(FILTER_PARAMS.tag, filters.tag);
  if (filters.page && filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}

/** The search for these filters (MarketplaceResults asks for it; the page knows from the same cache entry when it is in). */
export function searchArgs({ keyword, categoryId, tag, page }: MarketplaceFilters) {
  return { keyword, categoryId, tag, page: page ?? 1, size: PAGE_SIZES.marketplace };
}

/** Any filter set (the page alone is not a filter). */
export const isFiltered = ({ keyword, categoryId, tag }: MarketplaceFilters) => Boolean(keyword || categoryId || tag);
