import { randomUUID } from 'node:crypto';
import { DEFAULT_CATEGORY_NAME } from '@memory/contracts';
import { now } from './clock';
import type { Database } from './db/database';
import { categories, publishTasks } from './db/tables';
import { OFFICIAL_JARS } from './demo-marketplace-data';
import { grantMembership } from './modules/account/membership';
import { createAccountService } from './modules/account/service';
import { insertBuyerJar, insertItems, insertJar, JAR_DEFAULTS } from './modules/jars/queries';
import { approveTask } from './modules/store/moderation';
import { subscribeInTx } from './modules/subscriptions/copies';
import { createUsersService } from './modules/users/service';

/** The official creator: a profile without a sign-in (nobody signs in as it), a member like any publisher. */
const OFFICIAL_CREATOR = { id: 'memory-official', username: '记忆仓库官方' } as const;
/** The jar the demo person has subscribed to on first start. */
export const DEMO_SUBSCRIPTION = '中国历史朝代顺序';

/**
 * So the marketplace is alive on first start: the official creator publishes OFFICIAL_JARS through the same
 * publish task and approval as anyone, and the demo person subscribes to one (not started: their own schedule).
 */
export async function seedMarketplace(db: Database, demoUserId: string): Promise<void> {
  await createUsersService(db, { account: createAccountService(db) }).ensureUser(OFFICIAL_CREATOR.id, OFFICIAL_CREATOR.username);
  await grantMembership(db, OFFICIAL_CREATOR.id, 'ANNUAL');
  const categoryIds = new Map((await db.select().from(categories)).map((row) => [row.name, row.id]));
  for (const official of OFFICIAL_JARS) {
    const categoryId = categoryIds.get(official.category) ?? categoryIds.get(DEFAULT_CATEGORY_NAME);
    if (!categoryId) throw new Error(`category ${official.category} is not seeded`);
    await db.transaction(async (tx) => {
      const at = now();
      const jar = await insertJar(tx, {
        id: randomUUID(),
        userId: OFFICIAL_CREATOR.id,
        role: 'CREATOR',
        name: official.name,
        description: official.description,
        batchSize: JAR_DEFAULTS.batchSize,
        batchMode: JAR_DEFAULTS.batchMode,
        curveId: 'EBBINGHAUS',
        status: 'NOT_STARTED',
        createdAt: at,
        updatedAt: at,
      });
      await insertItems(
        tx,
        official.items.map((content, position) => ({ id: randomUUID(), jarId: jar.id, userId: OFFICIAL_CREATOR.id, position, content, status: 'ACTIVE', createdAt: at, updatedAt: at })),
      );
      const [task] = await tx
        .insert(publishTasks)
        .values({ id: randomUUID(), userId: OFFICIAL_CREATOR.id, jarId: jar.id, type: 'FREE', categoryId, tags: official.tags, status: 'PUBLISHING', reason: null, createdAt: at, updatedAt: at })
        .returning();
      if (task) await approveTask(tx, task.id);
      if (official.name === DEMO_SUBSCRIPTION) await subscribeInTx(tx, { insertBuyerJar, insertItems }, demoUserId, jar.id, 'EBBINGHAUS');
    });
  }
}

