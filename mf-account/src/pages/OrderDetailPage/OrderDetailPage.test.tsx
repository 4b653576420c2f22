import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ORDER_EVENTS_CHANNEL, ORDER_MESSAGES } from '@memory/contracts';
import { accountApi, createAppStore } from '@memory/api';
import { createFakeOrder } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderOrder(id = 'order-1') {
  return renderRemote({ routes, path: `/order/${id}`, store: createAppStore() });
}

/** Counts the PUT /orders/{id}/refresh calls the page makes. */
function countRefreshes() {
  const calls = { count: 0 };
  fake.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/refresh')) calls.count += 1;
  });
  return calls;
}

afterEach(() => {
  fake.server.events.removeAllListeners();
  jest.useRealTimers();
});

describe('订单详情 page', () => {
  it('shows the order: name, 订单号, status, 单价, 数量, 总价 and the 30-minute reminder', async () => {
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', type: 'BIANNUAL', count: 2 })];
    renderOrder();
    expect(await screen.findByText('半年卡')).toBeInTheDocument();
    expect(screen.getByText('order-1')).toBeInTheDocument();
    expect(screen.getByText('待支付')).toBeInTheDocument();
    expect(screen.getByText('¥78.00')).toBeInTheDocument();
    expect(screen.getByText('¥156.00')).toBeInTheDocument();
    expect(screen.getByText('请在 30 分钟内完成支付，超时订单将自动关闭')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去支付' })).toBeEnabled();
  });

  it('counts down the time left to pay, and asks for the order again when it runs out', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T02:00:00Z'), advanceTimers: true });
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', createdAt: '2026-11-23T01:45:00Z' })];
    renderOrder();
    expect(await screen.findByTestId('pay-countdown')).toHaveTextContent('15:00');
    await act(() => jest.advanceTimersByTimeAsync(65_000));
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent('13:55');

    fake.backend.state.orders[0]!.status = 'CLOSED';
    await act(() => jest.advanceTimersByTimeAsync(14 * 60_000));
    expect(await screen.findByText('已关闭', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
  });

  it('去支付 opens a window at once, then points it at the redirect page; the order turns PAYING', async () => {
    const popup = { closed: false, close: jest.fn(), location: { href: '' }, document: { title: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', count: 2 })];
    renderOrder();
    await user.click(await screen.findByRole('button', { name: '去支付' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe('https://cashier.example/pay?order=order-1'));
    expect(await screen.findByText('支付中', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(fake.backend.state.orders[0]!.status).toBe('PAYING');
    open.mockRestore();
  });

  it('says 支付订单失败 with the reason and closes the empty window when paying is refused', async () => {
    const popup = { closed: false, close: jest.fn(), location: { href: '' }, document: { title: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1' })];
    // The order closed after the page showed it: the server refuses the payment.
    const refused = ORDER_MESSAGES.notPayable('CLOSED');
    fake.server.use(http.put('*/api/orders/:id/pay', () => HttpResponse.json({ code: 'CONFLICT', message: refused }, { status: 409 })));
    renderOrder();
    await user.click(await screen.findByRole('button', { name: '去支付' }));
    expect(await screen.findByText(`支付订单失败：${refused}`)).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('offers the payment page as a link when the browser blocks the window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1' })];
    renderOrder();
    await user.click(await screen.findByRole('button', { name: '去支付' }));
    expect(await screen.findByRole('link', { name: '点此打开支付页面' })).toHaveAttribute('href', 'https://cashier.example/pay?order=order-1');
    open.mockRestore();
  });

  it('while PAYING refreshes every 10 s, turns FINISHED with the new expiry, then stops refreshing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const refreshes = countRefreshes();
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', status: 'PAYING', count: 2 })];
    const store = createAppStore();
    renderRemote({ routes, path: '/order/order-1', store });
    expect(await screen.findByText('支付中', { selector: '.ant-tag' })).toBeInTheDocument();
    await waitFor(() => expect(refreshes.count).toBe(1));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(refreshes.count).toBe(2);

    fake.backend.state.providerPaidOrderIds = ['order-1'];
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(refreshes.count).toBe(3);
    expect(await screen.findByText('支付成功，会员已生效')).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(await screen.findByText(/会员到期时间（北京时间）：.*剩余 \d+ 天/)).toBeInTheDocument();
    expect(fake.backend.state.account.type).toBe('BIANNUAL');

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(refreshes.count).toBe(3);
  });

  it('a PAYING order (after 取消支付 at the cashier, or a reload) still offers 去支付, which reopens the cashier', async () => {
    const popup = { closed: false, close: jest.fn(), location: { href: '' }, document: { title: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', status: 'PAYING' })];
    renderOrder();
    expect(await screen.findByText('支付中', { selector: '.ant-tag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(popup.location.href).toBe('https://cashier.example/pay?order=order-1'));
    expect(screen.getByRole('link', { name: '重新打开支付页面' })).toHaveAttribute('href', 'https://cashier.example/pay?order=order-1');
    open.mockRestore();
  });

  it('shows 已完成 as soon as the cashier announces 支付成功 for this order, not at the next 10-s poll', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const refreshes = countRefreshes();
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', status: 'PAYING' })];
    renderOrder();
    expect(await screen.findByText('支付中', { selector: '.ant-tag' })).toBeInTheDocument();
    await waitFor(() => expect(refreshes.count).toBe(1));

    fake.backend.state.providerPaidOrderIds = ['order-1'];
    const cashier = new BroadcastChannel(ORDER_EVENTS_CHANNEL);
    cashier.postMessage({ orderId: 'another-order', result: 'paid' });
    cashier.postMessage({ orderId: 'order-1', result: 'paid' });
    cashier.close();
    // No timer advanced: the 10-s poll has not come round.
    expect(await screen.findByText('支付成功，会员已生效')).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(refreshes.count).toBe(2);
  });

  it('asks for the order again when the person comes back to the tab while PAYING', async () => {
    const refreshes = countRefreshes();
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', status: 'PAYING' })];
    renderOrder();
    await waitFor(() => expect(refreshes.count).toBe(1));
    fake.backend.state.providerPaidOrderIds = ['order-1'];
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('支付成功，会员已生效')).toBeInTheDocument();
  });

  it('after paying, the account every remote reads is asked for again (locks open without a reload)', async () => {
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', status: 'PAYING' })];
    fake.backend.state.providerPaidOrderIds = ['order-1'];
    const store = createAppStore();
    const account = store.dispatch(accountApi.endpoints.getAccount.initiate());
    await account;
    expect(accountApi.endpoints.getAccount.select()(store.getState()).data?.type).toBe('TRAIL');
    renderRemote({ routes, path: '/order/order-1', store });
    await waitFor(() => expect(accountApi.endpoints.getAccount.select()(store.getState()).data?.type).toBe('BIANNUAL'));
    account.unsubscribe();
  });

  it('closes the order only after confirmation', async () => {
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1' })];
    renderOrder();
    await user.click(await screen.findByRole('button', { name: '关闭订单' }));
    // The confirmation's own 关闭订单 button is the second one.
    expect(await screen.findByText('确定关闭这个订单吗？')).toBeInTheDocument();
    expect(fake.backend.state.orders[0]!.status).toBe('WAIT_PAY');
    await user.click(screen.getAllByRole('button', { name: '关闭订单' }).at(-1)!);
    expect(await screen.findByText('已关闭', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(fake.backend.state.orders[0]!.status).toBe('CLOSED');
  });

  it('says 取消订单失败 with the reason when closing is refused', async () => {
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1' })];
    // Paid after the page showed it: the server refuses to close it.
    const refused = ORDER_MESSAGES.notClosable('FINISHED');
    fake.server.use(http.put('*/api/orders/:id/close', () => HttpResponse.json({ code: 'CONFLICT', message: refused }, { status: 409 })));
    renderOrder();
    await user.click(await screen.findByRole('button', { name: '关闭订单' }));
    const buttons = await screen.findAllByRole('button', { name: '关闭订单' });
    await user.click(buttons.at(-1)!);
    expect(await screen.findByText(`取消订单失败：${refused}`)).toBeInTheDocument();
    expect(fake.backend.state.orders[0]!.status).toBe('WAIT_PAY');
  });

  it('a finished order leads back to the page whose lock brought the user here', async () => {
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1', status: 'FINISHED', paidAt: new Date().toISOString() })];
    const view = renderRemote({ routes, path: '/home/member-cards', store: createAppStore() });
    act(() => view.history.push('/order/order-1', { from: '/home/new-memo' }));
    await user.click(await screen.findByRole('button', { name: '返回刚才的页面' }));
    expect(view.history.location.pathname).toBe('/home/new-memo');
  });

  it('answers an unknown order with the not-found view', async () => {
    renderOrder('nope');
    expect(await screen.findByText('出错了')).toBeInTheDocument();
  });
});
