import { ORDER_PAYMENT_WINDOW_MS } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { runExclusive } from '../../jobs/run-exclusive';
import { confirmPayment, type MembershipGrants } from './payment';
import type { PaymentProvider } from './providers/provider';
import { findExpiredOpenOrders, lockOrder, updateOrder } from './queries';
import { isOpen, isPastDeadline } from './state';

export type ExpiryResult = 'CLOSED' | 'PAID' | 'SKIPPED';

export interface OrderSweeper {
  /** Closes open orders past their 30 minutes (one user's, or everyone's), asking the provider first. */
  sweep(options?: { userId?: string }): Promise<{ closed: number; paid: number }>;
  /** The same for one order. */
  expire(order: { id: string; provider: string | null }): Promise<ExpiryResult>;
  /** Runs sweep() every `intervalMs` until stop(). */
  start(intervalMs: number, onError: (error: unknown) => void): void;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * Expiry (ARCHITECTURE §4): an order not paid 30 minutes after creation is closed — but the provider is asked first
 * (and told to close its trade), so a payment that arrived late wins. Safe with several server processes on one
 * PostgreSQL: each order is closed under its row lock, taken with SKIP LOCKED, and re-checked under it.
 */
export function createOrderSweeper(db: Database, provider: PaymentProvider, account: MembershipGrants): OrderSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function expire(order: { id: string; provider: string | null }): Promise<ExpiryResult> {
    // Outside the transaction: the provider may be slow, and the sandbox provider uses the database itself.
    if (order.provider) {
      const outcome = await provider.close(order.id);
      if (outcome.state === 'PAID') {
        await confirmPayment(db, account, outcome.payment);
        return 'PAID';
      }
    }
    return db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id, { skipLocked: true });
      const at = now();
      if (!locked || !isOpen(locked.status) || !isPastDeadline(locked.createdAt, at)) return 'SKIPPED';
      // 去支付 was pressed after we looked: that provider has not been asked yet; the next sweep will.
      if (locked.provider !== order.provider) return 'SKIPPED';
      await updateOrder(tx, locked.id, { status: 'CLOSED', closedAt: at });
      return 'CLOSED';
    });
  }

  async function sweep(options: { userId?: string } = {}) {
    const counts = { closed: 0, paid: 0 };
    const deadline = new Date(now().getTime() - ORDER_PAYMENT_WINDOW_MS);
    for (;;) {
      const due = await findExpiredOpenOrders(db, deadline, { userId: options.userId, limit: 100 });
      let progressed = false;
      for (const order of due) {
        const result = await expire(order);
        if (result === 'CLOSED') counts.closed += 1;
        if (result === 'PAID') counts.paid += 1;
        if (result !== 'SKIPPED') progressed = true;
      }
      // A full batch may hide more; orders skipped (locked elsewhere) are left to the next sweep.
      if (due.length < 100 || !progressed) return counts;
    }
  }

  return {
    sweep,
    expire,
    start(intervalMs, onError) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return; // never two sweeps of one process at once
        // Once per period across replicas (job_runs on PostgreSQL); each order is also row-locked (SKIP LOCKED).
        running = runExclusive(db, 'orders.close-expired', sweep, { everyMs: Math.floor(intervalMs * 0.9) })
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
