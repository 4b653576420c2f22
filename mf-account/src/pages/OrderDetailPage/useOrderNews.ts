import { useEffect, useRef } from 'react';
import { ORDER_EVENTS_CHANNEL, type CashierEvent } from '@memory/contracts';

/**
 * Asks for the order's news (`check`, the page's 刷新) the moment there may be some, rather than at the next 10-s
 * poll: when the cashier window announces a result for this order on ORDER_EVENTS_CHANNEL (the sandbox cashier is
 * served by this origin), and when the person comes back to this tab (a provider's cashier on another origin
 * cannot announce anything). The message only triggers a check; the server's answer is what the page shows.
 */
export function useOrderNews(orderId: string, active: boolean, check: () => void) {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  }, [check]);

  useEffect(() => {
    if (!active) return undefined;
    const ask = () => latest.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ORDER_EVENTS_CHANNEL) : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent<Partial<CashierEvent> | null>) => {
        if (event.data?.orderId === orderId) ask();
      };
    }
    return () => {
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [orderId, active]);
}
