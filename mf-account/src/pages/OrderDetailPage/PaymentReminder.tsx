import { useEffect } from 'react';
import { Alert } from 'antd';
import { ORDER_PAYMENT_WINDOW_MS, type Order } from '@memory/contracts';
import { orderTexts } from '../../membership/texts';
import { formatMinutesSeconds, useCountdown } from './useCountdown';

/** 请在 30 分钟内完成支付… with the time left; asks for the order again when the window has passed. */
export function PaymentReminder({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const deadline = new Date(order.createdAt).getTime() + ORDER_PAYMENT_WINDOW_MS;
  const left = useCountdown(deadline, true);
  const expired = left === 0;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  return (
    <Alert
      type={expired ? 'error' : 'warning'}
      showIcon
      title={orderTexts.reminder}
      description={
        expired ? (
          '支付时间已过，订单即将自动关闭。'
        ) : (
          <span>
            剩余支付时间 <strong data-testid="pay-countdown">{formatMinutesSeconds(left)}</strong>
          </span>
        )
      }
    />
  );
}
