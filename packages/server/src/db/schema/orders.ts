import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A membership order (ARCHITECTURE §4 Orders and payment). Prices in cents; total = price × count, fixed at
 * creation. WAIT_PAY → PAYING → FINISHED (PAID and FINISHED are written in one transaction), WAIT_PAY / PAYING →
 * CLOSED. `provider` is the payment provider that was handed the order at 去支付 (null before).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['MONTHLY', 'BIANNUAL', 'ANNUAL'] }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['WAIT_PAY', 'PAYING', 'PAID', 'FINISHED', 'CLOSED'] }).notNull(),
    price: integer('price').notNull(),
    count: integer('count').notNull(),
    total: integer('total').notNull(),
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The sweeper's scan: only open orders, oldest first.
    index('orders_open_created_idx').on(table.createdAt).where(sql`${table.status} in ('WAIT_PAY', 'PAYING')`),
  ],
);

/**
 * Every payment a provider confirmed, once per (provider, trade number): the unique key that makes applying a
 * payment happen at most once. GRANTED extended the membership; FLAGGED was confirmed for an order that could not
 * take it (closed, already paid, wrong amount) and waits for a refund (`admin refund-flagged` sets handledAt).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    tradeNo: text('trade_no').notNull(),
    amount: integer('amount').notNull(),
    outcome: text('outcome', { enum: ['GRANTED', 'FLAGGED'] }).notNull(),
    reason: text('reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('payments_provider_trade_idx').on(table.provider, table.tradeNo),
    index('payments_order_idx').on(table.orderId),
  ],
);

/**
 * The sandbox cashier's own books (the default provider, no keys): what a real provider keeps on its side. OPEN
 * when the order went to the cashier, PAID when the buyer pressed 确认支付, CLOSED when the order was closed first.
 */
export const sandboxTrades = pgTable('sandbox_trades', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tradeNo: text('trade_no').notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['OPEN', 'PAID', 'CLOSED'] }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
});
