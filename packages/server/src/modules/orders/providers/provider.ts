/**
 * A payment provider as the orders module sees it (ARCHITECTURE §4): it is handed an order at 去支付, tells what it
 * knows about it when asked, closes it, and sends notifications that only it could have signed. Two exist: the
 * sandbox cashier served by this server (default) and Alipay (alipay-sdk, when keys are configured).
 */
export type ProviderName = 'sandbox' | 'alipay';

/** What the orders module hands a provider. Amounts in cents. */
export interface PayableOrder {
  id: string;
  name: string;
  total: number;
  createdAt: Date;
  /** The absolute moment after which the provider must refuse to take the money. */
  expiresAt: Date;
}

/** A payment the provider says happened: its own trade number is the key that applies it at most once. */
export interface ConfirmedPayment {
  provider: ProviderName;
  orderId: string;
  tradeNo: string;
  /** cents */
  amount: number;
}

export type TradeState = { state: 'PAID'; payment: ConfirmedPayment } | { state: 'UNPAID' } | { state: 'CLOSED' };

/** The outcome of asking the provider to close: a trade that was paid meanwhile cannot be closed. */
export type CloseOutcome = { state: 'CLOSED' } | { state: 'PAID'; payment: ConfirmedPayment };

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Opens (or reopens) the trade and answers the page the buyer opens in a new window, an absolute URL.
   * `origin` is where the caller reached this server (the sandbox cashier is served from there).
   */
  start(order: PayableOrder, origin: string): Promise<string>;
  /** Asks the provider about the order (refresh, the sweeper). */
  query(orderId: string): Promise<TradeState>;
  /** Closes the trade on the provider's side, unless it was paid meanwhile. */
  close(orderId: string): Promise<CloseOutcome>;
  /**
   * Verifies a notification the provider sent to POST /api/payments/{name}/notify. A forged or tampered one is
   * `invalid`; a genuine one that confirms nothing (e.g. WAIT_BUYER_PAY) is `ignored`.
   */
  verify(params: Record<string, string>): { kind: 'paid'; payment: ConfirmedPayment } | { kind: 'ignored' } | { kind: 'invalid' };
  /** The exact body the provider expects back when a notification was taken (Alipay: `success`). */
  readonly acknowledgement: string;
}

/** Yuan with 2 decimals (providers speak yuan) ↔ cents. */
export function yuanToCents(yuan: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(yuan)) return undefined;
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
