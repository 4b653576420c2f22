import { useState } from 'react';
import { failureCause, usePayOrderMutation } from '@memory/api';
import type { Order } from '@memory/contracts';
import { failureText, orderTexts } from '../../membership/texts';

/**
 * 去支付: opens the window synchronously inside the click (so popup blockers allow it), asks the server to pay,
 * then points the window at data.redirectPage. If the browser blocked the window, the page is offered as a link.
 */
export function usePayInNewWindow(order: Order | undefined) {
  const [payOrder, { isLoading }] = usePayOrderMutation();
  const [redirectPage, setRedirectPage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);

  async function pay() {
    if (!order) return;
    setError(null);
    setBlocked(false);
    const popup = window.open('', '_blank');
    try {
      if (popup) popup.document.title = '正在打开支付页面…';
    } catch {
      // A window the browser keeps to itself: nothing to label.
    }
    const result = await payOrder({ id: order.id, amount: order.total, channel: 'ALIPAY' });
    if ('error' in result && result.error) {
      popup?.close();
      setError(failureText(orderTexts.payFailed, failureCause(result.error)));
      return;
    }
    const page = result.data?.data.redirectPage ?? null;
    setRedirectPage(page);
    if (!page) return;
    if (popup && !popup.closed) popup.location.href = page;
    else setBlocked(true);
  }

  return { pay, paying: isLoading, redirectPage, blocked, error };
}
