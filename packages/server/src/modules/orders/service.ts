import { randomUUID } from 'node:crypto';
import {
  MEMBERSHIP_PLANS,
  MEMBERSHIP_TYPES,
  ORDER_MESSAGES,
  orderTotalCents,
  type CreateOrderBody,
  type Order,
  type OrderTypeEntry,
  type Page,
  type PayOrderBody,
  type PayOrderResponse,
} from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { badField, conflict, notFound } from '../../http/errors';
import { confirmPayment, type MembershipGrants } from './payment';
import type { PaymentProvider } from './providers/provider';
import { findOwnedOrder, insertOrder, lockOrder, pageOrders, updateOrder, type OrderRow } from './queries';
import { isOpen, isPastDeadline, nextStatus, paymentDeadline } from './state';
import type { OrderSweeper } from './sweeper';

export interface OrdersService {
  types(): OrderTypeEntry[];
  page(userId: string, page: number, size: number): Promise<Page<Order>>;
  create(userId: string, body: CreateOrderBody): Promise<Order>;
  get(userId: string, id: string): Promise<Order>;
  close(userId: string, id: string): Promise<Order>;
  /** `origin`: where the caller reached this server (the sandbox cashier is served from there). */
  pay(userId: string, id: string, body: PayOrderBody, origin: string): Promise<PayOrderResponse>;
  /** Asks the provider and applies what it says. */
  refresh(userId: string, id: string): Promise<Order>;
  /** A notification a provider posted: verified, then applied at most once. Answers the provider's acknowledgement. */
  receiveNotification(provider: string, params: Record<string, string>): Promise<{ accepted: boolean; body: string }>;
}

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    price: row.price,
    total: row.total,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function createOrdersService(
  db: Database,
  deps: { provider: PaymentProvider; sweeper: OrderSweeper; account: MembershipGrants; log?: (error: unknown) => void },
): OrdersService {
  const { provider, sweeper, account } = deps;
  const log = deps.log ?? (() => {});

  async function owned(userId: string, id: string): Promise<OrderRow> {
    const row = await findOwnedOrder(db, userId, id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  /** The order as it is now: one past its 30 minutes is expired first (the sweeper's own path). */
  async function current(userId: string, id: string): Promise<OrderRow> {
    const row = await owned(userId, id);
    if (!isOpen(row.status) || !isPastDeadline(row.createdAt, now())) return row;
    await sweeper.expire(row).catch(log);
    return owned(userId, id);
  }

  async function askProvider<T>(question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch (error) {
      log(error);
      throw conflict(ORDER_MESSAGES.providerUnavailable);
    }
  }

  return {
    types() {
      return MEMBERSHIP_TYPES.map((type) => ({ type, name: MEMBERSHIP_PLANS[type].name, price: MEMBERSHIP_PLANS[type].price, months: MEMBERSHIP_PLANS[type].months }));
    },

    async page(userId, page, size) {
      await sweeper.sweep({ userId }).catch(log);
      const { entries, total } = await pageOrders(db, userId, page, size);
      return { entries: entries.map(toOrder), total, page, size };
    },

    async create(userId, { type, count }) {
      const plan = MEMBERSHIP_PLANS[type];
      const row: OrderRow = {
        // Letters and digits only: providers' out_trade_no allows no hyphens.
        id: randomUUID().replaceAll('-', ''),
        userId,
        type,
        name: plan.name,
        status: 'WAIT_PAY',
        price: plan.price,
        count,
        total: orderTotalCents(plan.price, count),
        provider: null,
        createdAt: now(),
        paidAt: null,
        closedAt: null,
      };
      await insertOrder(db, row);
      return toOrder(row);
    },

    async get(userId, id) {
      return toOrder(await current(userId, id));
    },

    async close(userId, id) {
      const row = await current(userId, id);
      if (row.status === 'CLOSED') return toOrder(row);
      if (!isOpen(row.status)) throw conflict(ORDER_MESSAGES.notClosable(row.status));
      if (row.provider) {
        const outcome = await askProvider(() => provider.close(row.id));
        // Paid meanwhile: the payment wins over 关闭订单.
        if (outcome.state === 'PAID') return toOrder((await confirmPayment(db, account, outcome.payment))?.order ?? row);
      }
      return db.transaction(async (tx) => {
        const locked = await lockOrder(tx, row.id);
        if (!locked || !isOpen(locked.status)) return toOrder(locked ?? row);
        return toOrder(await updateOrder(tx, locked.id, { status: 'CLOSED', closedAt: now() }));
      });
    },

    async pay(userId, id, { amount }, origin) {
      const row = await current(userId, id);
      if (row.status === 'CLOSED' && row.closedAt && isPastDeadline(row.createdAt, row.closedAt)) throw conflict(ORDER_MESSAGES.expired);
      if (nextStatus(row.status, 'PAY') === undefined) throw conflict(ORDER_MESSAGES.notPayable(row.status));
      if (amount !== row.total) throw badField('amount', ORDER_MESSAGES.wrongAmount);
      const redirectPage = await askProvider(() =>
        provider.start({ id: row.id, name: row.name, total: row.total, createdAt: row.createdAt, expiresAt: paymentDeadline(row.createdAt) }, origin),
      );
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, row.id);
        const next = locked && nextStatus(locked.status, 'PAY');
        if (!locked || !next) throw conflict(ORDER_MESSAGES.notPayable(locked?.status ?? row.status));
        await updateOrder(tx, locked.id, { status: next, provider: provider.name });
      });
      return { data: { redirectPage } };
    },

    async refresh(userId, id) {
      const row = await current(userId, id);
      if (!isOpen(row.status) || !row.provider) return toOrder(row);
      const state = await askProvider(() => provider.query(row.id));
      if (state.state === 'PAID') return toOrder((await confirmPayment(db, account, state.payment))?.order ?? row);
      return toOrder(row);
    },

    async receiveNotification(name, params) {
      if (name !== provider.name) return { accepted: false, body: 'fail' };
      const verdict = provider.verify(params);
      if (verdict.kind === 'invalid') return { accepted: false, body: 'fail' };
      if (verdict.kind === 'ignored') return { accepted: true, body: provider.acknowledgement };
      const outcome = await confirmPayment(db, account, verdict.payment);
      if (!outcome) return { accepted: false, body: 'fail' };
      if (outcome.result === 'FLAGGED') log(new Error(`payment ${verdict.payment.tradeNo} for order ${verdict.payment.orderId} flagged for a refund`));
      return { accepted: true, body: provider.acknowledgement };
    },
  };
}

