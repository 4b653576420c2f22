// The marketplace's search state lives in the URL (?keyword, ?category, ?tag) so a filtered view can be
// shared, reloaded and reached with back/forward like any other page.
export interface MarketplaceFilters {
  keyword?: string;
  categoryId?: string;
  tag?: string;
}

export function readFilters(params: URLSearchParams): MarketplaceFilters {
  return {
    keyword: params.get('keyword') || undefined,
    categoryId: params.get('category') || undefined,
    tag: params.get('tag') || undefined,
  };
}

export function writeFilters(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.tag) params.set('tag', filters.tag);
  return params;
}
