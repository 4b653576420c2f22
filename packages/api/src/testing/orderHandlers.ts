// MSW handlers for membership orders (/orders/**): the fake of the server's orders module, shared by Jest and
// Storybook. Paying moves an order to PAYING; the fake provider confirms the ids in `state.providerPaidOrderIds`
// at the next refresh, which finishes the order and extends the membership like the server (ARCHITECTURE §4).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  addChinaMonths,
  CreateOrderBody,
  expiredInDaysOf,
  MEMBERSHIP_PLANS,
  MEMBERSHIP_TYPES,
  ORDER_MESSAGES,
  PayOrderBody,
  isPremium,
  orderTotalCents,
  type Order,
  type OrderTypeEntry,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { badField, conflict, failure, notFound } from './errors';
import type { FakeState } from './fakeData';

const API = '*/api';

const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const orderNotFound = () => notFound(ORDER_MESSAGES.notFound);
/** WAIT_PAY and PAYING may still be paid or closed (the server's order state machine). */
const isOpen = (order: Order) => order.status === 'WAIT_PAY' || order.status === 'PAYING';

/** Applies a confirmed payment once: the order FINISHED and the membership extended from max(now, expiredAt). */
function finish(state: FakeState, order: Order) {
  const now = new Date();
  const start = isPremium(state.account, now) && state.account.expiredAt ? new Date(state.account.expiredAt) : now;
  const expiredAt = addChinaMonths(start, MEMBERSHIP_PLANS[order.type].months * order.count);
  state.account = {
    type: order.type,
    expiredAt: expiredAt.toISOString(),
    expiredInDays: expiredInDaysOf(expiredAt, now),
    quotas: state.account.quotas.map((quota) => ({ ...quota, amount: -1 })),
  };
  order.status = 'FINISHED';
  order.paidAt = now.toISOString();
}

export function buildOrderHandlers(state: FakeState) {
  let nextId = 1;
  const find = (id: unknown) => state.orders.find((order) => order.id === id);

  return [
    http.get(`${API}/orders/types`, () =>
      ok(MEMBERSHIP_TYPES.map((type): OrderTypeEntry => ({ type, ...MEMBERSHIP_PLANS[type] }))),
    ),
    http.get(`${API}/orders/page`, ({ request }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const size = Math.max(1, Number(url.searchParams.get('size') ?? 10) || 10);
      return ok({ entries: state.orders.slice((page - 1) * size, page * size), total: state.orders.length, page, size });
    }),
    http.post(`${API}/orders`, async ({ request }) => {
      const body = validate(CreateOrderBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const plan = MEMBERSHIP_PLANS[body.value.type];
      const order: Order = {
        id: `order-new-${nextId++}`,
        name: plan.name,
        type: body.value.type,
        status: 'WAIT_PAY',
        price: plan.price,
        total: orderTotalCents(plan.price, body.value.count),
        count: body.value.count,
        createdAt: new Date().toISOString(),
        paidAt: null,
      };
      state.orders.unshift(order);
      return ok(order, 201);
    }),
    http.get(`${API}/orders/:id`, ({ params }) => {
      const order = find(params.id);
      return order ? ok(order) : orderNotFound();
    }),
    http.put(`${API}/orders/:id/close`, ({ params }) => {
      const order = find(params.id);
      if (!order) return orderNotFound();
      if (!isOpen(order)) return conflict(ORDER_MESSAGES.notClosable(order.status));
      order.status = 'CLOSED';
      return ok(order);
    }),
    http.put(`${API}/orders/:id/pay`, async ({ request, params }) => {
      const order = find(params.id);
      if (!order) return orderNotFound();
      const body = validate(PayOrderBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      // As the server checks: a closed or paid order is refused whatever the amount.
      if (!isOpen(order)) return conflict(ORDER_MESSAGES.notPayable(order.status));
      if (body.value.amount !== order.total) return badField('amount', ORDER_MESSAGES.wrongAmount);
      order.status = 'PAYING';
      return ok({ data: { redirectPage: `${state.cashierUrl}${encodeURIComponent(order.id)}` } });
    }),
    http.put(`${API}/orders/:id/refresh`, ({ params }) => {
      const order = find(params.id);
      if (!order) return orderNotFound();
      if (order.status === 'PAYING' && state.providerPaidOrderIds.includes(order.id)) finish(state, order);
      return ok(order);
    }),
  ];
}
