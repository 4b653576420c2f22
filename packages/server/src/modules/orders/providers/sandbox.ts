import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@memory/contracts';
import { now } from '../../../clock';
import type { Database } from '../../../db/database';
import { authSecrets } from '../../../db/schema/auth';
import { orders, sandboxTrades } from '../../../db/schema/orders';
import { yuanToCents, type CloseOutcome, type ConfirmedPayment, type PaymentProvider, type TradeState } from './provider';

const SECRET_NAME = 'payments.sandbox_key';
export const SANDBOX_APP_ID = 'memory-sandbox';

/** What the cashier page shows. */
export interface CashierView {
  orderId: string;
  name: string;
  count: number;
  /** cents */
  amount: number;
  expiresAt: Date;
  status: 'OPEN' | 'PAID' | 'CLOSED';
}

export type CashierLink = { orderId: string; expires: string; signature: string };

export type CashierPayResult =
  | { kind: 'paid'; notification: Record<string, string>; view: CashierView }
  | { kind: 'closed'; view: CashierView }
  | { kind: 'expired'; view: CashierView }
  | { kind: 'invalid' };

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The cashier page's data, when the link is genuine. */
  cashier(link: CashierLink): Promise<CashierView | undefined>;
  /** 确认支付: the sandbox takes the money (records its trade PAID) and answers the notification it sends. */
  pay(link: CashierLink): Promise<CashierPayResult>;
  /** Signs notification parameters with the sandbox's key, as the provider does (tests use it too). */
  sign(params: Record<string, string>): Record<string, string>;
}

/**
 * The default provider: a cashier served by this server. It keeps its own books (sandbox_trades) like a real
 * provider, links its cashier page with an HMAC so only the order's own link opens it, and signs its notifications
 * with a server secret (HMAC-SHA256 over the sorted parameters, Alipay's layout), which POST
 * /api/payments/sandbox/notify verifies like any provider's.
 */
export async function createSandboxProvider(db: Database): Promise<SandboxProvider> {
  const secret = await loadSecret(db);
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const linkSignature = (orderId: string, expires: string) => hmac(`cashier\n${orderId}\n${expires}`);
  const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const signingString = (params: Record<string, string>) =>
    Object.keys(params)
      .filter((key) => key !== 'sign' && params[key] !== '')
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');

  async function view(orderId: string): Promise<CashierView | undefined> {
    const [row] = await db
      .select({ name: orders.name, count: orders.count, createdAt: orders.createdAt, amount: sandboxTrades.amount, status: sandboxTrades.status })
      .from(sandboxTrades)
      .innerJoin(orders, eq(orders.id, sandboxTrades.orderId))
      .where(eq(sandboxTrades.orderId, orderId));
    if (!row) return undefined;
    return { orderId, name: row.name, count: row.count, amount: row.amount, status: row.status, expiresAt: new Date(0) };
  }

  async function genuine(link: CashierLink): Promise<CashierView | undefined> {
    if (!/^\d{1,12}$/.test(link.expires) || !sameText(link.signature, linkSignature(link.orderId, link.expires))) return undefined;
    const found = await view(link.orderId);
    return found && { ...found, expiresAt: new Date(Number(link.expires) * 1000) };
  }

  const paymentOf = (orderId: string, tradeNo: string, amount: number): ConfirmedPayment => ({ provider: 'sandbox', orderId, tradeNo, amount });

  async function query(orderId: string): Promise<TradeState> {
    const [trade] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.orderId, orderId));
    if (trade?.status === 'PAID') return { state: 'PAID', payment: paymentOf(orderId, trade.tradeNo, trade.amount) };
    return trade?.status === 'CLOSED' ? { state: 'CLOSED' } : { state: 'UNPAID' };
  }

  const sign = (params: Record<string, string>) => {
    const unsigned = { ...params, sign_type: 'HMAC-SHA256' };
    return { ...unsigned, sign: hmac(signingString(unsigned)) };
  };

  return {
    name: 'sandbox',
    acknowledgement: 'success',

    async start(order, origin) {
      await db
        .insert(sandboxTrades)
        .values({ orderId: order.id, tradeNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`, amount: order.total, status: 'OPEN' })
        .onConflictDoNothing();
      const expires = String(Math.floor(order.expiresAt.getTime() / 1000));
      const query = new URLSearchParams({ expires, signature: linkSignature(order.id, expires) });
      return `${origin}/api/payments/sandbox/cashier/${encodeURIComponent(order.id)}?${query}`;
    },

    query,

    async close(orderId): Promise<CloseOutcome> {
      await db
        .update(sandboxTrades)
        .set({ status: 'CLOSED' })
        .where(and(eq(sandboxTrades.orderId, orderId), eq(sandboxTrades.status, 'OPEN')));
      const state = await query(orderId);
      return state.state === 'PAID' ? state : { state: 'CLOSED' };
    },

    verify(params) {
      const given = params.sign;
      if (!given || params.sign_type !== 'HMAC-SHA256' || !sameText(given, hmac(signingString(params)))) return { kind: 'invalid' };
      if (params.app_id !== SANDBOX_APP_ID) return { kind: 'invalid' };
      if (params.trade_status !== 'TRADE_SUCCESS') return { kind: 'ignored' };
      const amount = yuanToCents(params.total_amount ?? '');
      if (!params.out_trade_no || !params.trade_no || amount === undefined) return { kind: 'invalid' };
      return { kind: 'paid', payment: paymentOf(params.out_trade_no, params.trade_no, amount) };
    },

    cashier: genuine,

    async pay(link) {
      const found = await genuine(link);
      if (!found) return { kind: 'invalid' };
      const at = now();
      // Like a real provider's absolute time_expire: after it, the cashier takes no money.
      if (at.getTime() > found.expiresAt.getTime()) return { kind: 'expired', view: found };
      const [trade] = await db
        .update(sandboxTrades)
        .set({ status: 'PAID', paidAt: sql`coalesce(${sandboxTrades.paidAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(sandboxTrades.orderId, link.orderId), inArray(sandboxTrades.status, ['OPEN', 'PAID'])))
        .returning();
      if (!trade) return { kind: 'closed', view: found };
      const notification = sign({
        app_id: SANDBOX_APP_ID,
        notify_id: randomUUID(),
        notify_time: at.toISOString(),
        out_trade_no: trade.orderId,
        trade_no: trade.tradeNo,
        total_amount: formatCents(trade.amount),
        trade_status: 'TRADE_SUCCESS',
        gmt_payment: (trade.paidAt ?? at).toISOString(),
      });
      return { kind: 'paid', notification, view: { ...found, status: 'PAID' } };
    },

    sign,
  };
}

/** The sandbox's signing key: generated on first start, kept in the database (shared by replicas, never in the repo). */
async function loadSecret(db: Database): Promise<Buffer> {
  await db.insert(authSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: authSecrets.value }).from(authSecrets).where(eq(authSecrets.name, SECRET_NAME));
  if (typeof row?.value !== 'string') throw new Error('sandbox payment key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
