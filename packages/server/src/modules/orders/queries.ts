import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, payments } from '../../db/schema/orders';
import { accounts, users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type OrderStatus = OrderRow['status'];

const OPEN_STATUSES = ['WAIT_PAY', 'PAYING'] as const satisfies readonly OrderStatus[];

export async function insertOrder(db: Database, row: OrderRow): Promise<void> {
  await db.insert(orders).values(row);
}

/** The order only if it belongs to `userId`: another user's order is indistinguishable from a missing one. */
export async function findOwnedOrder(db: Database, userId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Locks the order row for the rest of the transaction: every transition of one order happens one at a time.
 * `skipLocked` (the sweeper) passes over an order another process is working on instead of waiting.
 */
export async function lockOrder(tx: Database, id: string, options: { skipLocked?: boolean } = {}): Promise<OrderRow | undefined> {
  const query = tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = await (options.skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}

/** Serialises membership changes of one user (two orders paid at once must both count). */
export async function lockAccount(tx: Database, userId: string): Promise<void> {
  await tx.select({ userId: accounts.userId }).from(accounts).where(eq(accounts.userId, userId)).for('update');
}

export async function updateOrder(db: Database, id: string, changes: Partial<Pick<OrderRow, 'status' | 'provider' | 'paidAt' | 'closedAt'>>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, id)).returning();
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
}

/** The user's orders, newest first. */
export async function pageOrders(db: Database, userId: string, page: number, size: number) {
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

/** Open orders created at or before `createdBefore` (optionally one user's): what the sweeper looks at. */
export async function findExpiredOpenOrders(db: Database, createdBefore: Date, options: { userId?: string; limit?: number } = {}) {
  return db
    .select({ id: orders.id, provider: orders.provider })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...OPEN_STATUSES]),
        lte(orders.createdAt, createdBefore),
        options.userId ? eq(orders.userId, options.userId) : undefined,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(options.limit ?? 100);
}

/**
 * Records a confirmed payment unless this (provider, trade number) was recorded before: the unique key is what
 * makes a repeated notification a no-op. Returns false when it was already there.
 */
export async function recordPayment(tx: Database, row: PaymentRow): Promise<boolean> {
  const inserted = await tx.insert(payments).values(row).onConflictDoNothing({ target: [payments.provider, payments.tradeNo] }).returning({ id: payments.id });
  return inserted.length > 0;
}

/** For the admin CLI: every order (or one user's), newest first, with the buyer's name. */
export async function listOrdersWithUsers(db: Database, userId?: string) {
  return db
    .select({ order: orders, username: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(userId ? eq(orders.userId, userId) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(500);
}

/** Flagged payments nobody has refunded yet. */
export async function unhandledFlaggedPayments(db: Database) {
  return db
    .select({ payment: payments, order: orders, username: users.username })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(payments.outcome, 'FLAGGED'), isNull(payments.handledAt)))
    .orderBy(payments.confirmedAt);
}

export async function markPaymentsHandled(db: Database, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(payments)
    .set({ handledAt: at })
    .where(and(inArray(payments.id, [...ids]), isNull(payments.handledAt), sql`${payments.outcome} = 'FLAGGED'`))
    .returning({ id: payments.id });
  return rows.length;
}
