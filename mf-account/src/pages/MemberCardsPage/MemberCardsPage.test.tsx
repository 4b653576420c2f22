import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createFakeOrder } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const renderCards = (path: string = paths.memberCards) => renderRemote({ routes, path, store: createAppStore() });

describe('会员卡 page', () => {
  it('shows each card with its price and the per-month price rounded down', async () => {
    fake.server.use(
      http.get('*/api/orders/types', () =>
        HttpResponse.json([
          { type: 'MONTHLY', name: '月卡', price: 1500, months: 1 },
          { type: 'BIANNUAL', name: '半年卡', price: 7800, months: 6 },
          { type: 'ANNUAL', name: '年卡', price: 12801, months: 12 },
        ]),
      ),
    );
    renderCards();
    const annual = await screen.findByRole('generic', { name: '年卡' });
    expect(within(annual).getByText('¥128.01')).toBeInTheDocument();
    // 12801 ÷ 12 = 1066.75 cents → 1066 → ¥10.66
    expect(within(annual).getByText('12 个月 · 每月 ¥10.66')).toBeInTheDocument();
    const biannual = screen.getByRole('generic', { name: '半年卡' });
    expect(within(biannual).getByText('¥78.00')).toBeInTheDocument();
    expect(within(biannual).getByText('6 个月 · 每月 ¥13.00')).toBeInTheDocument();
    expect(within(screen.getByRole('generic', { name: '月卡' })).getByText('1 个月 · 每月 ¥15.00')).toBeInTheDocument();
  });

  it('buys 2 半年卡: the total follows the quantity, then the order page opens', async () => {
    const view = renderCards();
    await user.click(await screen.findByRole('button', { name: '购买半年卡' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('¥78.00');
    const quantity = within(dialog).getByRole('spinbutton', { name: '数量' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('¥156.00');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    // The loaded order, not just the heading: the page's loading frame shows 订单详情 too, then is replaced.
    await screen.findByText('请在 30 分钟内完成支付，超时订单将自动关闭');
    const [order] = fake.backend.state.orders;
    expect(order).toMatchObject({ type: 'BIANNUAL', count: 2, total: 15600 });
    expect(view.history.location.pathname).toBe(`/order/${order!.id}`);
  });

  it('keeps the quantity within 1–99', async () => {
    renderCards();
    await user.click(await screen.findByRole('button', { name: '购买月卡' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('spinbutton', { name: '数量' });
    await user.clear(quantity);
    await user.type(quantity, '150');
    await user.tab();
    expect(quantity).toHaveValue('99');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('¥1485.00');
  });

  it('says 创建订单失败 with the reason and stays in the dialog', async () => {
    fake.server.use(
      http.post('*/api/orders', () => HttpResponse.json({ code: 'RATE_LIMITED', message: '操作太频繁，请稍后再试' }, { status: 429 })),
    );
    const view = renderCards();
    await user.click(await screen.findByRole('button', { name: '购买年卡' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('创建订单失败：操作太频繁，请稍后再试');
    expect(view.history.location.pathname).toBe(paths.memberCards);
  });

  it('says 创建订单失败 and that the server could not be reached when the order got no answer', async () => {
    fake.server.use(http.post('*/api/orders', () => HttpResponse.error()));
    renderCards();
    await user.click(await screen.findByRole('button', { name: '购买年卡' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('创建订单失败：连不上服务器，请检查网络后重试');
  });

  it('lists 购买记录 with status tags and links to each order', async () => {
    fake.backend.state.orders = [
      createFakeOrder({ id: 'order-b', status: 'FINISHED', count: 2 }),
      createFakeOrder({ id: 'order-a', status: 'CLOSED', type: 'MONTHLY' }),
    ];
    const view = renderCards();
    const table = await screen.findByRole('table', { name: '购买记录' });
    const finished = await within(table).findByRole('row', { name: /半年卡/ });
    expect(within(finished).getByText('已完成')).toBeInTheDocument();
    expect(within(finished).getByText('¥156.00')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /月卡/ })).getByText('已关闭')).toBeInTheDocument();
    // jsdom matches no media query, like a phone: 订单号 and 创建时间 give way (the order page shows them).
    expect(within(table).queryByRole('columnheader', { name: '订单号' })).not.toBeInTheDocument();
    await user.click(within(finished).getByRole('link', { name: '半年卡' }));
    expect(view.history.location.pathname).toBe('/order/order-b');
  });

  it('says so when there are no purchases yet, and when the cards fail to load', async () => {
    fake.server.use(http.get('*/api/orders/types', () => new HttpResponse(null, { status: 500 })));
    renderCards();
    expect(await screen.findByText('会员卡加载失败')).toBeInTheDocument();
    expect(await screen.findByText('还没有购买记录')).toBeInTheDocument();
  });
});
