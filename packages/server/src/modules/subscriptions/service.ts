import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MARKETPLACE_MESSAGES, syncMessage, type Jar, type JarSyncResult } from '@memory/contracts';
import { addDays } from '../../calendar';
import { now, today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { jarItems, publishedJars } from '../../db/tables';
import { conflict, notFound } from '../../http/errors';
import {
  deleteItemRow,
  insertItems,
  insertJar,
  JAR_DEFAULTS,
  nextPosition,
  rescheduleNextBatch,
  unscheduleItem,
  type JarRow,
} from '../jars/service';
import type { SettingsService } from '../settings/service';
import {
  buyerCopies,
  creatorItems,
  creatorJar,
  findSubscription,
  insertCopies,
  insertSubscription,
  markSynced,
  removedByCreator,
  subscriptionOfBuyerJar,
  updateCopy,
} from './queries';

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

export function createSubscriptionsService(
  db: Database,
  deps: { settings: SettingsService; getJar: (userId: string, jarId: string) => Promise<Jar> },
): SubscriptionsService {
  return {
    async subscribe(userId, publicJarId) {
      // Read before the transaction: PGlite has one connection, a query outside an open transaction would wait on it.
      const curveId = await deps.settings.defaultCurveId(userId);
      const buyerJarId = await db.transaction((tx) => subscribeInTx(tx, userId, publicJarId, curveId));
      return deps.getJar(userId, buyerJarId);
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
        if (!copy || copy.syncedContent === item.content) continue;
        // A buyer's own edit (content no longer the text last synced) is kept; either way the new text is the base.
        const buyerEdited = copy.content !== copy.syncedContent;
        if (!buyerEdited) {
          await tx.update(jarItems).set({ content: item.content, updatedAt: at }).where(eq(jarItems.id, copy.buyerItemId));
          updated += 1;
        }
        await updateCopy(tx, copy.buyerItemId, { syncedContent: item.content });
      }

      let removed = 0;
      for (const copy of copies) {
        if (sourceIds.has(copy.sourceItemId) || copy.removedByCreator) continue;
        if (copy.batchNo !== null) {
          // Reviewed already: it stays in the buyer's jar, marked as removed by the creator.
          await updateCopy(tx, copy.buyerItemId, { removedByCreator: true });
          continue;
        }
        await unscheduleItem(tx, jar, copy.buyerItemId, null);
        await deleteItemRow(tx, copy.buyerItemId);
        removed += 1;
      }

      const added = source.filter((item) => !bySource.has(item.id));
      await copyItems(tx, jar, added, await nextPosition(tx, jar.id), at);
      if (jar.status !== 'NOT_STARTED' && (added.length > 0 || removed > 0)) {
        // New items wait for the buyer's own next batch (never today's feed); removed ones may free the queue.
        const today = todayInChina();
        await rescheduleNextBatch(tx, jar, today, added.length > 0 ? { notBefore: jar.nextBatchDay ?? addDays(today, 1) } : { keepDay: true });
      }
      await markSynced(tx, jar.id, at);
      return result(added.length, updated, removed);
    },

    removedByCreator(itemIds) {
      return removedByCreator(db, itemIds);
    },
  };
}

/**
 * Gives `userId` a BUYER jar copying the published jar (or answers the one they have): NOT_STARTED, our default
 * batch settings and `curveId`, the creator's items in the creator's order. Answers the buyer jar's id.
 */
export async function subscribeInTx(tx: Database, userId: string, publicJarId: string, curveId: string): Promise<string> {
  // One subscriber at a time per public jar: the counter row is locked anyway by the trigger.
  const [published] = await tx.select().from(publishedJars).where(eq(publishedJars.jarId, publicJarId)).for('update');
  if (!published) throw notFound(MARKETPLACE_MESSAGES.jarNotFound);
  if (published.userId === userId) throw conflict(MARKETPLACE_MESSAGES.ownJar);
  const existing = await findSubscription(tx, userId, publicJarId);
  if (existing) return existing.buyerJarId;
  const source = await creatorJar(tx, publicJarId);
  if (!source) throw notFound(MARKETPLACE_MESSAGES.jarNotFound);
  const at = now();
  // The creator's scheduling is never copied; the cover stays the creator's file (shown on the public page).
  const jar = await insertJar(tx, {
    id: randomUUID(),
    userId,
    role: 'BUYER',
    name: published.name,
    description: source.description,
    coverAttachmentId: null,
    coverBlurHash: null,
    batchSize: JAR_DEFAULTS.batchSize,
    batchMode: JAR_DEFAULTS.batchMode,
    curveId,
    status: 'NOT_STARTED',
    createdAt: at,
    updatedAt: at,
  });
  await insertSubscription(tx, { buyerJarId: jar.id, userId, sourceJarId: publicJarId, createdAt: at, syncedAt: at });
  await copyItems(tx, jar, await creatorItems(tx, publicJarId), 0, at);
  return jar.id;
}

/** Appends copies of the creator's items to the buyer's jar, in the creator's order, and links each to its source. */
async function copyItems(tx: Database, jar: JarRow, items: ReadonlyArray<{ id: string; content: string }>, firstPosition: number, at: Date) {
  if (items.length === 0) return;
  const rows = items.map((item, index) => ({
    id: randomUUID(),
    jarId: jar.id,
    userId: jar.userId,
    position: firstPosition + index,
    content: item.content,
    status: 'ACTIVE' as const,
    createdAt: at,
    updatedAt: at,
  }));
  await insertItems(tx, rows);
  await insertCopies(
    tx,
    rows.map((row, index) => ({ buyerItemId: row.id, buyerJarId: jar.id, sourceItemId: items[index]?.id ?? '', syncedContent: row.content })),
  );
}
