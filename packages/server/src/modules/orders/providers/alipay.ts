import { AlipaySdk } from 'alipay-sdk';
import { chinaDateTimeOf, formatCents } from '@memory/contracts';
import type { AlipaySettings } from '../../../config';
import { yuanToCents, type CloseOutcome, type ConfirmedPayment, type PaymentProvider, type TradeState } from './provider';

const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay wants "yyyy-MM-dd HH:mm:ss" in China time for time_expire. */
export const alipayTime = chinaDateTimeOf;

interface GatewayAnswer {
  code?: string;
  subCode?: string;
  subMsg?: string;
  msg?: string;
  tradeNo?: string;
  outTradeNo?: string;
  tradeStatus?: string;
  totalAmount?: string;
}

/**
 * Alipay through the official alipay-sdk (ARCHITECTURE §4): computer-website page pay with an absolute time_expire
 * (30 minutes after the order was created, however often the cashier is reopened), notifications verified with
 * checkNotifySignV2 and answered `success`, alipay.trade.query for refresh and the sweeper, alipay.trade.close.
 */
export function createAlipayProvider(settings: AlipaySettings): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey.trim(),
    alipayPublicKey: settings.alipayPublicKey.trim(),
    gateway: settings.gateway,
    keyType: settings.keyType,
    timeout: 10_000,
  });

  const paymentOf = (orderId: string, answer: GatewayAnswer): ConfirmedPayment | undefined => {
    const amount = yuanToCents(answer.totalAmount ?? '');
    if (!answer.tradeNo || amount === undefined) return undefined;
    return { provider: 'alipay', orderId, tradeNo: answer.tradeNo, amount };
  };

  async function call(method: string, orderId: string): Promise<GatewayAnswer> {
    const answer = (await sdk.exec(method, { bizContent: { out_trade_no: orderId } }, { validateSign: true })) as GatewayAnswer;
    if (answer.code === '10000' || answer.subCode === 'ACQ.TRADE_NOT_EXIST') return answer;
    throw new Error(`${method} failed: ${answer.code} ${answer.subCode ?? ''} ${answer.subMsg ?? answer.msg ?? ''}`.trim());
  }

  async function query(orderId: string): Promise<TradeState> {
    const answer = await call('alipay.trade.query', orderId);
    // Not yet opened in the cashier: Alipay does not know the trade.
    if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'UNPAID' };
    if (answer.tradeStatus && PAID_STATUSES.has(answer.tradeStatus)) {
      const payment = paymentOf(orderId, answer);
      if (!payment) throw new Error(`alipay.trade.query answered ${answer.tradeStatus} without trade_no / total_amount`);
      return { state: 'PAID', payment };
    }
    return answer.tradeStatus === 'TRADE_CLOSED' ? { state: 'CLOSED' } : { state: 'UNPAID' };
  }

  return {
    name: 'alipay',
    acknowledgement: 'success',

    async start(order) {
      return sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: order.id,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          subject: `记忆仓库 ${order.name}`,
          total_amount: formatCents(order.total),
          time_expire: alipayTime(order.expiresAt),
        },
        notifyUrl: `${settings.publicUrl}/api/payments/alipay/notify`,
        returnUrl: `${settings.publicUrl}/order/${encodeURIComponent(order.id)}`,
      });
    },

    query,

    async close(orderId): Promise<CloseOutcome> {
      // Ask first: a paid trade cannot be closed, and the payment must win.
      const before = await query(orderId);
      if (before.state === 'PAID') return before;
      if (before.state === 'CLOSED') return { state: 'CLOSED' };
      const answer = (await sdk.exec('alipay.trade.close', { bizContent: { out_trade_no: orderId } }, { validateSign: true })) as GatewayAnswer;
      if (answer.code === '10000' || answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'CLOSED' };
      // Paid between the two calls (ACQ.TRADE_STATUS_ERROR): ask again.
      const after = await query(orderId);
      if (after.state === 'PAID') return after;
      if (after.state === 'CLOSED') return { state: 'CLOSED' };
      throw new Error(`alipay.trade.close failed: ${answer.code} ${answer.subCode ?? ''} ${answer.subMsg ?? answer.msg ?? ''}`.trim());
    },

    verify(params) {
      if (!sdk.checkNotifySignV2(params) || params.app_id !== settings.appId) return { kind: 'invalid' };
      if (!PAID_STATUSES.has(params.trade_status ?? '')) return { kind: 'ignored' };
      const payment = params.out_trade_no ? paymentOf(params.out_trade_no, { tradeNo: params.trade_no, totalAmount: params.total_amount }) : undefined;
      return payment ? { kind: 'paid', payment } : { kind: 'invalid' };
    },
  };
}
