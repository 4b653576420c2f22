import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jarItems, jars } from '../../db/schema/jars';
import { subscriptionItems, subscriptions } from '../../db/schema/marketplace';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(db: Database, userId: string, sourceJarId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.sourceJarId, sourceJarId)))
    .limit(1);
  return row;
}

export async function subscriptionOfBuyerJar(db: Database, buyerJarId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.buyerJarId, buyerJarId)).limit(1);
  return row;
}

export async function insertSubscription(db: Database, row: SubscriptionRow): Promise<void> {
  await db.insert(subscriptions).values(row);
}

export async function markSynced(db: Database, buyerJarId: string, at: Date): Promise<void> {
  await db.update(subscriptions).set({ syncedAt: at }).where(eq(subscriptions.buyerJarId, buyerJarId));
}

/** The creator's items as they are now, in the creator's order. */
export async function creatorItems(db: Database, sourceJarId: string) {
  return db
    .select({ id: jarItems.id, content: jarItems.content, front: jarItems.front, position: jarItems.position })
    .from(jarItems)
    .where(eq(jarItems.jarId, sourceJarId))
    .orderBy(asc(jarItems.position));
}

export async function creatorJar(db: Database, sourceJarId: string) {
  const [row] = await db.select().from(jars).where(eq(jars.id, sourceJarId)).limit(1);
  return row;
}

/** The buyer's copies with their link to the creator's items. */
export async function buyerCopies(db: Database, buyerJarId: string) {
  return db
    .select({
      buyerItemId: subscriptionItems.buyerItemId,
      sourceItemId: subscriptionItems.sourceItemId,
      syncedContent: subscriptionItems.syncedContent,
      syncedFront: subscriptionItems.syncedFront,
      removedByCreator: subscriptionItems.removedByCreator,
      content: jarItems.content,
      front: jarItems.front,
      batchNo: jarItems.batchNo,
    })
    .from(subscriptionItems)
    .innerJoin(jarItems, eq(jarItems.id, subscriptionItems.buyerItemId))
    .where(eq(subscriptionItems.buyerJarId, buyerJarId));
}

export async function insertCopies(db: Database, rows: Array<typeof subscriptionItems.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(subscriptionItems).values(rows);
}

export async function updateCopy(db: Database, buyerItemId: string, changes: Partial<Pick<typeof subscriptionItems.$inferSelect, 'syncedContent' | 'syncedFront' | 'removedByCreator'>>) {
  await db.update(subscriptionItems).set(changes).where(eq(subscriptionItems.buyerItemId, buyerItemId));
}

/** Which of these items a creator removed after the buyer had reviewed them. */
export async function removedByCreator(db: Database, itemIds: readonly string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: subscriptionItems.buyerItemId })
    .from(subscriptionItems)
    .where(and(inArray(subscriptionItems.buyerItemId, [...itemIds]), eq(subscriptionItems.removedByCreator, true)));
  return new Set(rows.map((row) => row.id));
}
