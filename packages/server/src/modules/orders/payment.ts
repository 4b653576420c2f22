import { randomUUID } from 'node:crypto';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import type { AccountService } from '../account/service';
import type { ConfirmedPayment } from './providers/provider';
import { lockAccount, lockOrder, recordPayment, updateOrder, type OrderRow } from './queries';
import { nextStatus, STATUS_LABELS } from './state';

/**
 * GRANTED: this call applied the payment (order FINISHED, membership extended). ALREADY_APPLIED: this trade number
 * was recorded before (a repeated notification, refresh racing notify) and nothing changed. FLAGGED: recorded for a
 * refund because the order could not take it (closed, already paid by another trade, wrong amount).
 */
type PaymentResult = 'GRANTED' | 'ALREADY_APPLIED' | 'FLAGGED';

/** The account module's part of a payment: the cards, in the payment's transaction. */
export type MembershipGrants = Pick<AccountService, 'grantMembership'>;

interface PaymentOutcome {
  result: PaymentResult;
  order: OrderRow;
}

/**
 * THE transition that applies a confirmed payment (ARCHITECTURE §4): every path that learns of a payment (the
 * provider's notification, the sandbox cashier, refresh, close, the expiry sweeper) ends here, inside a transaction
 * holding the order's row lock. The payment row, keyed uniquely by (provider, trade number), is written in the same
 * transaction as the order's FINISHED and the membership, so a payment is applied at most once, and a payment that
 * cannot be applied is recorded (FLAGGED) rather than lost.
 */
async function applyConfirmedPayment(tx: Database, account: MembershipGrants, lockedOrder: OrderRow, payment: ConfirmedPayment): Promise<PaymentOutcome> {
  const at = now();
  const next = nextStatus(lockedOrder.status, 'CONFIRM_PAYMENT');
  const reason =
    next === undefined
      ? `订单${STATUS_LABELS[lockedOrder.status]}时收到付款`
      : payment.amount !== lockedOrder.total
        ? `付款金额 ${payment.amount} 分与订单总价 ${lockedOrder.total} 分不符`
        : null;
  const recorded = await recordPayment(tx, {
    id: randomUUID(),
    orderId: lockedOrder.id,
    provider: payment.provider,
    tradeNo: payment.tradeNo,
    amount: payment.amount,
    outcome: reason ? 'FLAGGED' : 'GRANTED',
    reason,
    confirmedAt: at,
    handledAt: null,
  });
  if (!recorded) return { result: 'ALREADY_APPLIED', order: lockedOrder };
  if (reason) return { result: 'FLAGGED', order: lockedOrder };
  await lockAccount(tx, lockedOrder.userId);
  await account.grantMembership(tx, lockedOrder.userId, lockedOrder.type, lockedOrder.count);
  const finished = await updateOrder(tx, lockedOrder.id, { status: 'FINISHED', paidAt: at });
  return { result: 'GRANTED', order: finished };
}

/** Locks the order and applies the payment; undefined when no such order exists. */
export async function confirmPayment(db: Database, account: MembershipGrants, payment: ConfirmedPayment): Promise<PaymentOutcome | undefined> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    return order ? applyConfirmedPayment(tx, account, order, payment) : undefined;
  });
}
