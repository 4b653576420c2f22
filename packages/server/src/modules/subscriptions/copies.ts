import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MARKETPLACE_MESSAGES } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { publishedJars } from '../../db/schema/marketplace';
import { conflict, notFound } from '../../http/errors';
import type { JarRow, JarsService } from '../jars/service';
import { creatorJar, creatorItems, findSubscription, insertCopies, insertSubscription } from './queries';

// A buyer's copy of a published jar. The subscriptions service copies through JarsService; the demo seed, which is not
// a module, subscribes its demo person with the jars module's own insertBuyerJar and insertItems.

/** The jars module's part of a copy: the buyer's jar and its items. */
export type BuyerJarCopies = Pick<JarsService, 'insertBuyerJar' | 'insertItems'>;

/**
 * Gives `userId` a BUYER jar copying the published jar (or answers the one they have): NOT_STARTED, our default
 * batch settings and `curveId`, the creator's items in the creator's order. Answers the buyer jar's id.
 */
export async function subscribeInTx(tx: Database, jars: BuyerJarCopies, userId: string, publicJarId: string, curveId: string): Promise<string> {
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
  const jar = await jars.insertBuyerJar(tx, { id: randomUUID(), userId, name: published.name, description: source.description, curveId, at });
  await insertSubscription(tx, { buyerJarId: jar.id, userId, sourceJarId: publicJarId, createdAt: at, syncedAt: at });
  await copyItems(tx, jars, jar, await creatorItems(tx, publicJarId), 0, at);
  return jar.id;
}

/** Appends copies of the creator's items to the buyer's jar, in the creator's order, and links each to its source. */
export async function copyItems(
  tx: Database,
  jars: Pick<BuyerJarCopies, 'insertItems'>,
  jar: JarRow,
  items: ReadonlyArray<{ id: string; content: string; front: string | null }>,
  firstPosition: number,
  at: Date,
) {
  if (items.length === 0) return;
  const rows = items.map((item, index) => ({
    id: randomUUID(),
    jarId: jar.id,
    userId: jar.userId,
    position: firstPosition + index,
    content: item.content,
    front: item.front,
    status: 'ACTIVE' as const,
    createdAt: at,
    updatedAt: at,
  }));
  await jars.insertItems(tx, rows);
  await insertCopies(
    tx,
    rows.map((row, index) => ({ buyerItemId: row.id, buyerJarId: jar.id, sourceItemId: items[index]?.id ?? '', syncedContent: row.content, syncedFront: row.front })),
  );
}
