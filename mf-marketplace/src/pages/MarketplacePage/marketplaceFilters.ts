// The marketplace's search state lives in the URL (?keyword, ?category, ?tag, ?page) so a filtered view can be
// shared, reloaded and reached with back/forward like any other page.
export interface MarketplaceFilters {
  keyword?: string;
  categoryId?: string;
  tag?: string;
  /** 1-based; absent means the first page. */
  page?: number;
}

export function readFilters(params: URLSearchParams): MarketplaceFilters {
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword') || undefined,
    categoryId: params.get('category') || undefined,
    tag: params.get('tag') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function writeFilters(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter set (the page alone is not a filter). */
export const isFiltered = ({ keyword, categoryId, tag }: MarketplaceFilters) => Boolean(keyword || categoryId || tag);
