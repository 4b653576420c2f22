// Tag helpers so every paged list provides its entries and the LIST marker the same way.
import type { Page } from '@memory/contracts';
import { LIST, type ApiTagType } from '../api';

function listTags<T extends ApiTagType>(type: T, entries: readonly { id: string }[] | undefined) {
  return [{ type, id: LIST }, ...(entries ?? []).map((entry) => ({ type, id: entry.id }))];
}

export function pageTags<T extends ApiTagType>(type: T, page: Page<{ id: string }> | undefined) {
  return listTags(type, page?.entries);
}

/** getNextPageParam for 1-based `{entries,total,page,size}` pages: stop once everything is loaded. */
export function nextPageOf(lastPage: Page<unknown>): number | undefined {
  return lastPage.page * lastPage.size < lastPage.total ? lastPage.page + 1 : undefined;
}

/** Query string without undefined values. */
export function searchParams(params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}
