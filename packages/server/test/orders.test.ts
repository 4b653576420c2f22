import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { setNow } from '../src/clock';
import { payments, sandboxTrades } from '../src/db/tables';
import { findAccount } from '../src/modules/account/queries';
import { grantMembership } from '../src/modules/account/membership';
import { createAccountService } from '../src/modules/account/service';
import { createSandboxProvider, SANDBOX_APP_ID } from '../src/modules/orders/providers/sandbox';
import { createOrderSweeper } from '../src/modules/orders/sweeper';
import { listOrdersWithUsers, markPaymentsHandled, unhandledFlaggedPayments } from '../src/modules/orders/queries';
import { setClock } from './helpers/clock';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

describeEachBackend('orders and payment', (ctx) => {
  afterEach(() => setNow(null));

  const db = () => ctx().running.database.db;
  const expiry = async (userId: string) => (await findAccount(db(), userId))?.expiredAt.toISOString();
  const ok = <T>(response: LightMyRequestResponse, status = 200): T => {
    assert.equal(response.statusCode, status, response.body);
    return response.json<T>();
  };

  async function buyer(sub: string): Promise<Client> {
    const client = await ctx().as(sub);
    ok(await client.get('/api/users/me'));
    return client;
  }

  async function order(client: Client, type = 'BIANNUAL', count = 2) {
    return ok<{ id: string; total: number; status: string }>(await client.post('/api/orders', { type, count }), 201);
  }

  /** 去支付: answers the cashier link, relative to the server. */
  async function pay(client: Client, id: string, amount: number): Promise<URL> {
    const { data } = ok<{ data: { redirectPage: string } }>(await client.put(`/api/orders/${id}/pay`, { amount, channel: 'ALIPAY' }));
    return new URL(data.redirectPage);
  }

  const cashierForm = (link: URL) => ({
    expires: link.searchParams.get('expires') ?? '',
    signature: link.searchParams.get('signature') ?? '',
  });

  const postForm = (url: string, fields: Record<string, string>) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  /** 确认支付 on the cashier page. */
  async function confirm(link: URL) {
    const page = await postForm(`${link.pathname}/confirm`, cashierForm(link));
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /支付成功/);
  }

  const sweep = async () => ok<{ closed: number; paid: number }>(await ctx().app.inject({ method: 'PUT', url: '/api/test/orders/sweep' }));

  async function notification(orderId: string, fields: Record<string, string> = {}) {
    const sandbox = await createSandboxProvider(db());
    const [trade] = await db().select().from(sandboxTrades).where(eq(sandboxTrades.orderId, orderId));
    assert.ok(trade, 'the order went to the cashier');
    return sandbox.sign({
      app_id: SANDBOX_APP_ID,
      out_trade_no: orderId,
      trade_no: trade.tradeNo,
      total_amount: (trade.amount / 100).toFixed(2),
      trade_status: 'TRADE_SUCCESS',
      ...fields,
    });
  }

  const paymentsOf = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId));

  it('lists the card types with prices in cents, to anyone', async () => {
    assert.deepEqual(ok(await ctx().app.inject({ method: 'GET', url: '/api/orders/types' })), [
      { type: 'MONTHLY', name: '月卡', price: 1500, months: 1 },
      { type: 'BIANNUAL', name: '半年卡', price: 7800, months: 6 },
      { type: 'ANNUAL', name: '年卡', price: 12800, months: 12 },
    ]);
  });

  it('creates orders of 1 to 99 cards with total = price × count, and refuses 0, 100 and unknown types', async () => {
    await setClock(ctx().app, '2026-06-01T10:00:00');
    const client = await buyer('orders-bounds');
    for (const count of [0, 100, 1.5]) {
      const refused = await client.post('/api/orders', { type: 'MONTHLY', count });
      assert.equal(refused.statusCode, 400, `count ${count}`);
      assert.ok(refused.json().fields?.count, refused.body);
    }
    const badType = await client.post('/api/orders', { type: 'WEEKLY', count: 1 });
    assert.equal(badType.statusCode, 400);
    assert.ok(badType.json().fields?.type, badType.body);

    const one = await order(client, 'MONTHLY', 1);
    const many = await order(client, 'ANNUAL', 99);
    assert.deepEqual({ ...one, id: undefined }, {
      id: undefined,
      name: '月卡',
      type: 'MONTHLY',
      status: 'WAIT_PAY',
      price: 1500,
      total: 1500,
      count: 1,
      createdAt: '2026-06-01T02:00:00.000Z',
      paidAt: null,
    });
    assert.equal(many.total, 1267200);
    const page = ok<{ entries: Array<{ id: string }>; total: number }>(await client.get('/api/orders/page?page=1&size=10'));
    assert.equal(page.total, 2);
    assert.deepEqual(page.entries.map((entry) => entry.id).sort(), [one.id, many.id].sort());
  });

  it("answers 404 for another user's order, whatever the call", async () => {
    const owner = await buyer('orders-owner');
    const other = await buyer('orders-other');
    const mine = await order(owner);
    for (const response of [
      await other.get(`/api/orders/${mine.id}`),
      await other.put(`/api/orders/${mine.id}/close`),
      await other.put(`/api/orders/${mine.id}/pay`, { amount: mine.total, channel: 'ALIPAY' }),
      await other.put(`/api/orders/${mine.id}/refresh`),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    assert.equal(ok<{ total: number }>(await other.get('/api/orders/page?page=1&size=10')).total, 0);
    assert.equal((await ctx().app.inject({ method: 'GET', url: `/api/orders/${mine.id}` })).statusCode, 401, 'no token');
    assert.equal(ok<{ status: string }>(await owner.get(`/api/orders/${mine.id}`)).status, 'WAIT_PAY');
  });

  it('refuses a wrong amount and paying a closed order, and leaves the order as it was', async () => {
    const client = await buyer('orders-refusals');
    const mine = await order(client);
    const wrong = await client.put(`/api/orders/${mine.id}/pay`, { amount: mine.total - 1, channel: 'ALIPAY' });
    assert.equal(wrong.statusCode, 400);
    assert.ok(wrong.json().fields?.amount);
    const badChannel = await client.put(`/api/orders/${mine.id}/pay`, { amount: mine.total, channel: 'WECHAT' });
    assert.equal(badChannel.statusCode, 400);
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'WAIT_PAY');

    assert.equal(ok<{ status: string }>(await client.put(`/api/orders/${mine.id}/close`)).status, 'CLOSED');
    assert.equal(ok<{ status: string }>(await client.put(`/api/orders/${mine.id}/close`)).status, 'CLOSED', 'closing twice is harmless');
    const closed = await client.put(`/api/orders/${mine.id}/pay`, { amount: mine.total, channel: 'ALIPAY' });
    assert.equal(closed.statusCode, 409, closed.body);
    assert.match(closed.json().message, /已关闭/);
  });

  it('pays through the sandbox cashier: PAYING, then FINISHED with 12 months for 2 半年卡 from a trial', async () => {
    await setClock(ctx().app, '2026-06-01T10:00:00');
    const client = await buyer('orders-cashier');
    const mine = await order(client, 'BIANNUAL', 2);
    const link = await pay(client, mine.id, mine.total);
    assert.equal(link.pathname, `/api/payments/sandbox/cashier/${mine.id}`);
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'PAYING');
    assert.equal(ok<{ status: string }>(await client.put(`/api/orders/${mine.id}/refresh`)).status, 'PAYING', 'nothing paid yet');

    const page = await ctx().app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /确认支付/);
    assert.match(page.body, /取消支付/);
    assert.match(page.body, /半年卡 × 2/);
    assert.match(page.body, /156\.00/);
    // Change the first character to a different one (a fixed 'x' would be the real signature 1 time in 64).
    const { expires, signature } = cashierForm(link);
    const forgedSignature = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await ctx().app.inject({ method: 'GET', url: `${link.pathname}?expires=${expires}&signature=${forgedSignature}` });
    assert.equal(forged.statusCode, 404);

    const done = await postForm(`${link.pathname}/confirm`, cashierForm(link));
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.body, /支付成功/);
    const finished = ok<{ status: string; paidAt: string }>(await client.get(`/api/orders/${mine.id}`));
    assert.equal(finished.status, 'FINISHED');
    assert.equal(finished.paidAt, '2026-06-01T02:00:00.000Z');
    const account = ok<{ type: string; expiredAt: string }>(await client.get('/api/users/me/account'));
    assert.deepEqual([account.type, account.expiredAt], ['BIANNUAL', '2027-06-01T02:00:00.000Z']);

    // The cashier pressed again, the order closed or paid again: nothing more.
    assert.equal((await postForm(`${link.pathname}/confirm`, cashierForm(link))).statusCode, 200);
    assert.equal((await client.put(`/api/orders/${mine.id}/close`)).statusCode, 409);
    assert.equal((await client.put(`/api/orders/${mine.id}/pay`, { amount: mine.total, channel: 'ALIPAY' })).statusCode, 409);
    assert.equal(await expiry('orders-cashier'), '2027-06-01T02:00:00.000Z');
  });

  it('after 取消支付 the order stays payable, and each cashier result is announced to the order page by a same-origin script', async () => {
    const client = await buyer('orders-cancel-again');
    const mine = await order(client, 'MONTHLY', 1);
    const link = await pay(client, mine.id, mine.total);
    const scriptTag = (orderId: string, result: string) =>
      new RegExp(`<script src="/api/payments/sandbox/cashier-events\\.js" data-order-id="${orderId}" data-result="${result}"></script>`);

    const cancelled = await postForm(`${link.pathname}/cancel`, cashierForm(link));
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.match(cancelled.body, /已取消支付/);
    assert.match(cancelled.body, scriptTag(mine.id, 'cancelled'));
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'PAYING');

    // 去支付 again (the order page offers it while PAYING): a fresh cashier link for the same trade.
    const again = await pay(client, mine.id, mine.total);
    assert.equal(again.pathname, link.pathname);
    const done = await postForm(`${again.pathname}/confirm`, cashierForm(again));
    assert.match(done.body, scriptTag(mine.id, 'paid'));
    const reopened = await ctx().app.inject({ method: 'GET', url: `${again.pathname}${again.search}` });
    assert.match(reopened.body, scriptTag(mine.id, 'paid'));

    const script = await ctx().app.inject({ method: 'GET', url: '/api/payments/sandbox/cashier-events.js' });
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /javascript/);
    assert.match(script.body, /new BroadcastChannel\("memory:orders"\)/);
    // The page's CSP lets that script run: scripts from this origin only, none inline.
    assert.match(String(done.headers['content-security-policy']), /script-src 'self'/);
  });

  it('extends a running card from its expiry and an expired one from now, Jan 31 + 1 month = Feb 28', async () => {
    setNow(new Date('2027-01-01T00:00:00Z'));
    const running = await buyer('orders-running');
    await grantMembership(db(), 'orders-running', 'MONTHLY'); // until 2027-02-01
    const expired = await buyer('orders-expired');
    await grantMembership(db(), 'orders-expired', 'MONTHLY'); // until 2027-02-01, over by March below
    setNow(new Date('2027-01-31T02:00:00Z'));
    const monthEnd = await buyer('orders-month-end');

    for (const [client, sub] of [[running, 'orders-running'], [monthEnd, 'orders-month-end']] as const) {
      const mine = await order(client, 'MONTHLY', 1);
      const link = await pay(client, mine.id, mine.total);
      await confirm(link);
      assert.ok(await expiry(sub));
    }
    assert.equal(await expiry('orders-running'), '2027-03-01T00:00:00.000Z', 'from the running expiry, 2027-02-01');
    assert.equal(await expiry('orders-month-end'), '2027-02-28T02:00:00.000Z', 'Jan 31 + 1 month');

    setNow(new Date('2027-03-10T05:00:00Z')); // the Feb 1 card is long over
    const mine = await order(expired, 'MONTHLY', 3);
    const link = await pay(expired, mine.id, mine.total);
    await confirm(link);
    assert.equal(await expiry('orders-expired'), '2027-06-10T05:00:00.000Z', 'from now, 3 months');
  });

  it('applies the same notification sent 10 times at once exactly once', async () => {
    setNow(new Date('2026-07-01T00:00:00Z'));
    const client = await buyer('orders-repeat');
    const mine = await order(client, 'ANNUAL', 1);
    await pay(client, mine.id, mine.total);
    const fields = await notification(mine.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postForm('/api/payments/sandbox/notify', fields)));
    for (const answer of answers) assert.deepEqual([answer.statusCode, answer.body], [200, 'success']);
    assert.equal(await expiry('orders-repeat'), '2027-07-01T00:00:00.000Z', 'one year, not ten');
    const recorded = await paymentsOf(mine.id);
    assert.deepEqual(recorded.map((row) => row.outcome), ['GRANTED']);
  });

  it('applies a payment once when the notification and refresh race', async () => {
    setNow(new Date('2026-07-01T00:00:00Z'));
    const client = await buyer('orders-race');
    const mine = await order(client, 'MONTHLY', 2);
    const link = await pay(client, mine.id, mine.total);
    // The buyer paid; the sandbox has the money and its notification is on its way while the order page refreshes.
    const sandbox = await createSandboxProvider(db());
    const paid = await sandbox.pay({ orderId: mine.id, ...cashierForm(link) });
    assert.equal(paid.kind, 'paid');
    if (paid.kind !== 'paid') return;
    const [notified, ...refreshed] = await Promise.all([
      postForm('/api/payments/sandbox/notify', paid.notification),
      client.put(`/api/orders/${mine.id}/refresh`),
      client.put(`/api/orders/${mine.id}/refresh`),
      client.put(`/api/orders/${mine.id}/refresh`),
      postForm('/api/payments/sandbox/notify', paid.notification),
    ]);
    assert.equal(notified!.body, 'success');
    for (const response of refreshed.slice(0, 3)) assert.equal(ok<{ status: string }>(response).status, 'FINISHED');
    assert.equal(await expiry('orders-race'), '2026-09-01T00:00:00.000Z');
    assert.equal((await paymentsOf(mine.id)).length, 1);
  });

  it('refuses a tampered or forged notification and changes nothing', async () => {
    setNow(new Date('2026-07-01T00:00:00Z'));
    const client = await buyer('orders-tamper');
    const before = await expiry('orders-tamper');
    const mine = await order(client, 'MONTHLY', 1);
    await pay(client, mine.id, mine.total);
    const genuine = await notification(mine.id);
    for (const forged of [
      { ...genuine, total_amount: '0.01' },
      { ...genuine, trade_no: 'SOMEONE-ELSES' },
      { ...genuine, sign: genuine.sign!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      Object.fromEntries(Object.entries(genuine).filter(([key]) => key !== 'sign')),
    ]) {
      const answer = await postForm('/api/payments/sandbox/notify', forged);
      assert.deepEqual([answer.statusCode, answer.body], [400, 'fail']);
    }
    const unknownProvider = await postForm('/api/payments/wechat/notify', genuine);
    assert.equal(unknownProvider.statusCode, 400);
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'PAYING');
    assert.equal(await expiry('orders-tamper'), before);
    assert.equal((await paymentsOf(mine.id)).length, 0);
  });

  it('closes orders unpaid for 30 minutes; a payment that arrived first wins over the sweep', async () => {
    setNow(new Date('2026-08-01T00:00:00Z'));
    await sweep(); // orders other tests left open
    const client = await buyer('orders-sweep');
    const unpaid = await order(client, 'MONTHLY', 1);
    await pay(client, unpaid.id, unpaid.total);
    const untouched = await order(client, 'MONTHLY', 1); // never went to the cashier
    const late = await order(client, 'BIANNUAL', 1);
    const link = await pay(client, late.id, late.total);
    const sandbox = await createSandboxProvider(db());
    assert.equal((await sandbox.pay({ orderId: late.id, ...cashierForm(link) })).kind, 'paid'); // notification lost

    await setClock(ctx().app, '2026-08-01T08:29:59'); // 29:59 later: nothing is due
    assert.deepEqual(await sweep(), { closed: 0, paid: 0 });
    await setClock(ctx().app, '2026-08-01T08:31:00');
    assert.deepEqual(await sweep(), { closed: 2, paid: 1 });
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${unpaid.id}`)).status, 'CLOSED');
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${untouched.id}`)).status, 'CLOSED');
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${late.id}`)).status, 'FINISHED');
    assert.equal(await expiry('orders-sweep'), '2027-02-01T00:31:00.000Z', '6 months from when the payment was applied');

    const again = await client.put(`/api/orders/${unpaid.id}/pay`, { amount: unpaid.total, channel: 'ALIPAY' });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /30 分钟/);
  });

  it('applies a late payment once when the sweep and its notifications race', async () => {
    setNow(new Date('2026-08-02T00:00:00Z'));
    await sweep(); // orders other tests left open
    const client = await buyer('orders-sweep-race');
    const mine = await order(client, 'MONTHLY', 1);
    const link = await pay(client, mine.id, mine.total);
    const paid = await createSandboxProvider(db()).then((sandbox) => sandbox.pay({ orderId: mine.id, ...cashierForm(link) }));
    assert.equal(paid.kind, 'paid');
    if (paid.kind !== 'paid') return;
    setNow(new Date('2026-08-02T00:31:00Z'));
    const [swept, ...answers] = await Promise.all([
      sweep(),
      postForm('/api/payments/sandbox/notify', paid.notification),
      postForm('/api/payments/sandbox/notify', paid.notification),
    ]);
    assert.equal(swept.closed, 0);
    for (const answer of answers) assert.equal(answer.body, 'success');
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'FINISHED');
    assert.equal(await expiry('orders-sweep-race'), '2026-09-02T00:31:00.000Z');
    assert.deepEqual((await paymentsOf(mine.id)).map((row) => row.outcome), ['GRANTED']);
  });

  it('lets two sweepers (two server processes) run at once and close each order once', async () => {
    setNow(new Date('2026-08-03T00:00:00Z'));
    await sweep(); // orders other tests left open
    const client = await buyer('orders-two-sweepers');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const mine = await order(client, 'MONTHLY', 1);
      if (i % 2 === 0) await pay(client, mine.id, mine.total);
      ids.push(mine.id);
    }
    setNow(new Date('2026-08-03T00:30:00Z'));
    const sandbox = await createSandboxProvider(db());
    const [first, second] = await Promise.all([createOrderSweeper(db(), sandbox, createAccountService(db())).sweep(), createOrderSweeper(db(), sandbox, createAccountService(db())).sweep()]);
    assert.equal(first!.closed + second!.closed, 6);
    for (const id of ids) assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${id}`)).status, 'CLOSED');
  });

  it('expires an order when it is read after 30 minutes, without waiting for the sweeper', async () => {
    await setClock(ctx().app, '2026-09-01T10:00:00');
    const client = await buyer('orders-lazy');
    const mine = await order(client, 'MONTHLY', 1);
    const link = await pay(client, mine.id, mine.total);
    await setClock(ctx().app, '2026-09-01T10:31:00');
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'CLOSED');
    const refused = await postForm(`${link.pathname}/confirm`, cashierForm(link));
    assert.equal(refused.statusCode, 409);
    assert.match(refused.body, /支付已超时|订单已关闭/);
  });

  it('records and flags a payment confirmed for a closed order, never granting it', async () => {
    setNow(new Date('2026-10-01T00:00:00Z'));
    const client = await buyer('orders-flagged');
    const before = await expiry('orders-flagged');
    const mine = await order(client, 'ANNUAL', 1);
    await pay(client, mine.id, mine.total);
    const inFlight = await notification(mine.id);
    assert.equal(ok<{ status: string }>(await client.put(`/api/orders/${mine.id}/close`)).status, 'CLOSED');
    for (let i = 0; i < 2; i += 1) {
      const answer = await postForm('/api/payments/sandbox/notify', inFlight);
      assert.deepEqual([answer.statusCode, answer.body], [200, 'success'], 'acknowledged: recorded, not lost');
    }
    assert.equal(ok<{ status: string }>(await client.get(`/api/orders/${mine.id}`)).status, 'CLOSED');
    assert.equal(await expiry('orders-flagged'), before);
    const recorded = await paymentsOf(mine.id);
    assert.deepEqual(
      recorded.map((row) => [row.outcome, row.amount, row.handledAt]),
      [['FLAGGED', 12800, null]],
    );
    // admin refund-flagged: listed until marked handled, then gone.
    const waiting = (await unhandledFlaggedPayments(db())).filter(({ order }) => order.id === mine.id);
    assert.equal(waiting.length, 1);
    assert.equal(await markPaymentsHandled(db(), waiting.map(({ payment }) => payment.id), new Date()), 1);
    assert.equal((await unhandledFlaggedPayments(db())).filter(({ order }) => order.id === mine.id).length, 0);
    assert.equal((await listOrdersWithUsers(db(), 'orders-flagged'))[0]?.order.status, 'CLOSED');
  });

  it('lets a payment made before 关闭订单 win over the close', async () => {
    setNow(new Date('2026-10-01T00:00:00Z'));
    const client = await buyer('orders-close-race');
    const mine = await order(client, 'MONTHLY', 1);
    const link = await pay(client, mine.id, mine.total);
    const sandbox = await createSandboxProvider(db());
    assert.equal((await sandbox.pay({ orderId: mine.id, ...cashierForm(link) })).kind, 'paid');
    assert.equal(ok<{ status: string }>(await client.put(`/api/orders/${mine.id}/close`)).status, 'FINISHED');
    assert.equal(await expiry('orders-close-race'), '2026-11-01T00:00:00.000Z');
  });
});
