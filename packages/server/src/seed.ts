import { DEFAULT_CATEGORY_NAME } from '@memory/contracts';
import { now } from './clock';
import type { Database } from './db/database';
import { upsertSystemCurves } from './modules/curves/queries';
import { countCategories, insertCategories } from './modules/marketplace/queries';

/** Marketplace categories for a fresh database; 其他 last because it is the catch-all the publish form preselects. */
const SEED_CATEGORY_NAMES = ['语言', '考试', '编程', '历史', '文学', '科学', '生活', DEFAULT_CATEGORY_NAME] as const;

/**
 * Data every database needs, safe to run at every start: the system curves are rewritten to SPEC's exact steps,
 * categories are added only to an empty table (an operator may have edited them since).
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await upsertSystemCurves(db, now());
  if ((await countCategories(db)) === 0) {
    await insertCategories(
      db,
      SEED_CATEGORY_NAMES.map((name, position) => ({ id: `category-${position + 1}`, name, position })),
    );
  }
}
