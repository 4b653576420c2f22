import type { Category, HotTags } from '@memory/contracts';
import type { Database } from '../../db/database';
import { listCategories } from './queries';

export interface MarketplaceService {
  categories(): Promise<Category[]>;
  /** Most-used tags of published jars; empty until jars can be published (the UI then shows SPEC's defaults). */
  hotTags(size: number): Promise<HotTags>;
}

export function createMarketplaceService(db: Database): MarketplaceService {
  return {
    async categories() {
      return (await listCategories(db)).map(({ id, name }) => ({ id, name }));
    },
    async hotTags() {
      return [];
    },
  };
}
