import { ORDER_PAYMENT_WINDOW_MS, ORDER_STATUS_LABELS, type OrderStatus } from '@memory/contracts';

/**
 * The order state machine of ARCHITECTURE §4, as data: WAIT_PAY → (去支付) PAYING → PAID → FINISHED, and WAIT_PAY /
 * PAYING → CLOSED (关闭订单, or expiry). A confirmed payment takes an open order straight to FINISHED (PAID and the
 * membership are written in one transaction). PAYING → PAYING: 去支付 again reopens the cashier.
 */
export type OrderEvent = 'PAY' | 'CLOSE' | 'EXPIRE' | 'CONFIRM_PAYMENT';

const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  WAIT_PAY: { PAY: 'PAYING', CLOSE: 'CLOSED', EXPIRE: 'CLOSED', CONFIRM_PAYMENT: 'FINISHED' },
  PAYING: { PAY: 'PAYING', CLOSE: 'CLOSED', EXPIRE: 'CLOSED', CONFIRM_PAYMENT: 'FINISHED' },
  PAID: {},
  FINISHED: {},
  CLOSED: {},
};

/** The status `event` leads to, or undefined when the event is refused in `status`. */
export function nextStatus(status: OrderStatus, event: OrderEvent): OrderStatus | undefined {
  return TRANSITIONS[status][event];
}

export const isOpen = (status: OrderStatus) => nextStatus(status, 'CLOSE') !== undefined;

/** The moment an unpaid order closes itself: 30 minutes after creation. */
export const paymentDeadline = (createdAt: Date) => new Date(createdAt.getTime() + ORDER_PAYMENT_WINDOW_MS);

export const isPastDeadline = (createdAt: Date, at: Date) => at.getTime() >= paymentDeadline(createdAt).getTime();

/** How each status reads in an error message: the labels the order pages show. */
export const STATUS_LABELS = ORDER_STATUS_LABELS;
