import { eq } from 'drizzle-orm';
import { syncMessage, type Jar, type JarSyncResult } from '@memory/contracts';
import { addDays } from '../../calendar';
import { now, today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { jarItems } from '../../db/schema/jars';
import { publishedJars } from '../../db/schema/marketplace';
import type { JarRow, JarsService } from '../jars/service';
import type { SettingsService } from '../settings/service';
import { copyItems, subscribeInTx } from './copies';
import { buyerCopies, creatorItems, markSynced, removedByCreator, subscriptionOfBuyerJar, updateCopy } from './queries';

export interface SubscriptionsService {
  /** 订阅 (free for everyone): a BUYER jar, NOT_STARTED, with its own settings and a copy of the creator's items. */
  subscribe(userId: string, publicJarId: string): Promise<Jar>;
  /** 同步 inside the jars module's transaction on the locked buyer jar (ARCHITECTURE §4 Subscriptions). */
  sync(tx: Database, jar: JarRow): Promise<JarSyncResult>;
  /** Buyer items the creator removed after the buyer had reviewed them (listed as removed). */
  removedByCreator(itemIds: readonly string[]): Promise<Set<string>>;
}

const result = (added: number, updated: number, removed: number): JarSyncResult => ({
  added,
  updated,
  removed,
  message: syncMessage({ added, updated, removed }),
});

/** What 订阅 and 同步 do in the buyer's jar, through the jars module. */
type BuyerJarWrites = Pick<JarsService, 'get' | 'insertBuyerJar' | 'nextPosition' | 'insertItems' | 'deleteItem' | 'rescheduleNextBatch'>;

export function createSubscriptionsService(db: Database, deps: { settings: SettingsService; jars: BuyerJarWrites }): SubscriptionsService {
  const { jars } = deps;
  return {
    async subscribe(userId, publicJarId) {
      // Read before the transaction: PGlite has one connection, a query outside an open transaction would wait on it.
      const curveId = await deps.settings.defaultCurveId(userId);
      const buyerJarId = await db.transaction((tx) => subscribeInTx(tx, jars, userId, publicJarId, curveId));
      return jars.get(userId, buyerJarId);
    },

    async sync(tx, jar) {
      const subscription = await subscriptionOfBuyerJar(tx, jar.id);
      if (!subscription) return result(0, 0, 0);
      // Unpublished or deleted by its creator: the buyer keeps the jar as at the last sync.
      const [published] = await tx.select({ id: publishedJars.jarId }).from(publishedJars).where(eq(publishedJars.jarId, subscription.sourceJarId));
      if (!published) return result(0, 0, 0);
      const at = now();
      const source = await creatorItems(tx, subscription.sourceJarId);
      const copies = await buyerCopies(tx, jar.id);
      const bySource = new Map(copies.map((copy) => [copy.sourceItemId, copy]));
      const sourceIds = new Set(source.map((item) => item.id));

      let updated = 0;
      for (const item of source) {
        const copy = bySource.get(item.id);
        if (!copy || (copy.syncedContent === item.content && copy.syncedFront === item.front)) continue;
        // A buyer's own edit (content or 正面 no longer as last synced) is kept, both sides as the buyer wrote them;
        // either way the creator's new text is the base.
        const buyerEdited = copy.content !== copy.syncedContent || copy.front !== copy.syncedFront;
        if (!buyerEdited) {
          await tx.update(jarItems).set({ content: item.content, front: item.front, updatedAt: at }).where(eq(jarItems.id, copy.buyerItemId));
          updated += 1;
        }
        await updateCopy(tx, copy.buyerItemId, { syncedContent: item.content, syncedFront: item.front });
      }

      let removed = 0;
      for (const copy of copies) {
        if (sourceIds.has(copy.sourceItemId) || copy.removedByCreator) continue;
        if (copy.batchNo !== null) {
          // Reviewed already: it stays in the buyer's jar, marked as removed by the creator.
          await updateCopy(tx, copy.buyerItemId, { removedByCreator: true });
          continue;
        }
        await jars.deleteItem(tx, jar, copy.buyerItemId, null);
        removed += 1;
      }

      const added = source.filter((item) => !bySource.has(item.id));
      await copyItems(tx, jars, jar, added, await jars.nextPosition(tx, jar.id), at);
      if (jar.status !== 'NOT_STARTED' && (added.length > 0 || removed > 0)) {
        // New items wait for the buyer's own next batch (never today's feed); removed ones may free the queue.
        const today = todayInChina();
        await jars.rescheduleNextBatch(tx, jar, today, added.length > 0 ? { notBefore: jar.nextBatchDay ?? addDays(today, 1) } : { keepDay: true });
      }
      await markSynced(tx, jar.id, at);
      return result(added.length, updated, removed);
    },

    removedByCreator(itemIds) {
      return removedByCreator(db, itemIds);
    },
  };
}
