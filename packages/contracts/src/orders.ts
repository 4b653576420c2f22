// Orders for membership cards: /api/orders/**.
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN } from './limits';
import { MembershipTypeSchema } from './account';
import { DataOf, Id, Nullable, StringEnum, Timestamp } from './schema-helpers';

export const ORDER_STATUSES = ['WAIT_PAY', 'PAYING', 'PAID', 'FINISHED', 'CLOSED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAY_CHANNELS = ['ALIPAY'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Prices in cents. */
export const Order = Type.Object({
  id: Id,
  name: Type.String(),
  type: MembershipTypeSchema,
  status: StringEnum(ORDER_STATUSES),
  price: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  count: Type.Integer({ minimum: ORDER_QUANTITY_MIN, maximum: ORDER_QUANTITY_MAX }),
  createdAt: Timestamp,
  paidAt: Nullable(Timestamp),
});
export type Order = Static<typeof Order>;

/** POST /api/orders. */
export const CreateOrderBody = Type.Object({
  type: MembershipTypeSchema,
  count: Type.Integer({ minimum: ORDER_QUANTITY_MIN, maximum: ORDER_QUANTITY_MAX }),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** PUT /api/orders/{id}/pay {amount, channel} → { data: { redirectPage } }; amount must equal the total. */
export const PayOrderBody = Type.Object({
  amount: Type.Integer({ minimum: 0 }),
  channel: StringEnum(PAY_CHANNELS),
});
export type PayOrderBody = Static<typeof PayOrderBody>;
export const PayOrderResponse = DataOf(Type.Object({ redirectPage: Type.String() }));
export type PayOrderResponse = Static<typeof PayOrderResponse>;

/** GET /api/orders/types. */
export const OrderTypeEntry = Type.Object({
  type: MembershipTypeSchema,
  name: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  months: Type.Integer({ minimum: 1 }),
});
export type OrderTypeEntry = Static<typeof OrderTypeEntry>;
export const OrderTypeList = Type.Array(OrderTypeEntry);

/** Cents shown divided by 100 with 2 decimals: 1500 → "15.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An order's total in cents: unit price × quantity (quantity 1–99, so it stays an exact integer). */
export function orderTotalCents(price: number, count: number): number {
  return price * count;
}

/** Per-month price is the floor of price / months, in cents (SPEC §9). */
export function perMonthCents(price: number, months: number): number {
  return Math.floor(price / months);
}

/**
 * The BroadcastChannel on which the sandbox cashier (served by the server, same origin as the app) tells the order
 * page what happened, so 支付成功 shows there at once instead of at the next 10-s poll. The message is
 * `{ orderId, result: 'paid' | 'cancelled' }`; the page asks the server (刷新), it never trusts the message itself.
 */
export const ORDER_EVENTS_CHANNEL = 'memory:orders';

export interface CashierEvent {
  orderId: string;
  result: 'paid' | 'cancelled';
}

/** Whether the order page should keep asking the server for news (SPEC §4). */
export const shouldRefreshOrder = (status: OrderStatus) => status === 'PAYING';
