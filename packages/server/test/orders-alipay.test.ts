import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setNow } from '../src/clock';
import type { AlipaySettings } from '../src/config';
import { findAccount } from '../src/modules/account/queries';
import { createAlipayProvider } from '../src/modules/orders/providers/alipay';
import type { PaymentProvider } from '../src/modules/orders/providers/provider';
import { startFakeAlipay, type FakeAlipay } from '../testing/fake-alipay';
import { testBackends, type TestStorage } from './helpers/backends';
import { createTestAuth } from './helpers/test-auth';
import { clientFor, startTestApp, type TestApp } from './helpers/test-app';

const APP_ID = '2021000000000001';
const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
const appKeys = rsaPair();
const alipayKeys = rsaPair();
const strangerKeys = rsaPair();

let fake: FakeAlipay;
let settings: AlipaySettings;
before(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
  settings = {
    appId: APP_ID,
    privateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    gateway: fake.gateway,
    keyType: 'PKCS1',
    publicUrl: 'https://memory.example',
  };
});
after(() => fake.close());

const payable = (id: string) => ({
  id,
  name: '半年卡',
  total: 15600,
  createdAt: new Date('2026-05-10T16:10:00Z'),
  expiresAt: new Date('2026-05-10T16:40:00Z'),
});

/** The buyer's browser opening the page-pay URL (the fake gateway checks its signature and opens the trade). */
async function openCashier(url: string): Promise<void> {
  const response = await fetch(url);
  assert.equal(response.status, 200);
}

describe('alipay-sdk provider against a fake gateway', () => {
  let provider: PaymentProvider;
  before(() => {
    provider = createAlipayProvider(settings);
  });

  it('signs alipay.trade.page.pay with an absolute time_expire, notify and return URLs', async () => {
    const url = new URL(await provider.start(payable('order0001'), 'http://ignored'));
    assert.equal(`${url.origin}${url.pathname}`, fake.gateway);
    assert.equal(url.searchParams.get('method'), 'alipay.trade.page.pay');
    assert.equal(url.searchParams.get('notify_url'), 'https://memory.example/api/payments/alipay/notify');
    assert.equal(url.searchParams.get('return_url'), 'https://memory.example/order/order0001');
    assert.deepEqual(JSON.parse(url.searchParams.get('biz_content') ?? '{}'), {
      out_trade_no: 'order0001',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      subject: '记忆仓库 半年卡',
      total_amount: '156.00',
      time_expire: '2026-05-11 00:40:00',
    });
    const bad = fake.badSignatures;
    await openCashier(url.toString());
    assert.equal(fake.badSignatures, bad, 'the gateway verified the application signature');
    assert.equal(fake.trades.get('order0001')?.status, 'WAIT_BUYER_PAY');
  });

  it('queries a trade: unknown and waiting are unpaid, a success is a payment in cents', async () => {
    assert.deepEqual(await provider.query('never-opened'), { state: 'UNPAID' });
    await openCashier(await provider.start(payable('order0002'), ''));
    assert.deepEqual(await provider.query('order0002'), { state: 'UNPAID' });
    fake.pay('order0002');
    assert.deepEqual(await provider.query('order0002'), {
      state: 'PAID',
      payment: { provider: 'alipay', orderId: 'order0002', tradeNo: fake.trades.get('order0002')!.tradeNo, amount: 15600 },
    });
  });

  it('refuses a gateway answer not signed by Alipay', async () => {
    const impostor = createAlipayProvider({ ...settings, alipayPublicKey: strangerKeys.publicKey });
    await assert.rejects(impostor.query('order0002'), /验签失败/);
  });

  it('closes an open trade, and reports a paid one as paid instead', async () => {
    await openCashier(await provider.start(payable('order0003'), ''));
    assert.deepEqual(await provider.close('order0003'), { state: 'CLOSED' });
    assert.equal(fake.trades.get('order0003')?.status, 'TRADE_CLOSED');
    assert.ok(fake.calls.includes('alipay.trade.close'));
    assert.deepEqual(await provider.close('never-opened-either'), { state: 'CLOSED' });
    await openCashier(await provider.start(payable('order0004'), ''));
    fake.pay('order0004');
    assert.equal((await provider.close('order0004')).state, 'PAID');
  });

  it('verifies notifications with checkNotifySignV2', async () => {
    await openCashier(await provider.start(payable('order0005'), ''));
    const notification = fake.pay('order0005');
    assert.deepEqual(provider.verify(notification), {
      kind: 'paid',
      payment: { provider: 'alipay', orderId: 'order0005', tradeNo: notification.trade_no, amount: 15600 },
    });
    assert.equal(provider.verify({ ...notification, total_amount: '0.01' }).kind, 'invalid', 'tampered');
    assert.equal(provider.verify(fake.signNotification(notification, strangerKeys.privateKey)).kind, 'invalid', 'signed by someone else');
    assert.equal(provider.verify(fake.signNotification({ ...notification, app_id: '2021000000000999' })).kind, 'invalid', 'another app');
    assert.equal(provider.verify(fake.signNotification({ ...notification, trade_status: 'WAIT_BUYER_PAY' })).kind, 'ignored');
  });
});

for (const backend of testBackends()) {
  describe(`orders paid through Alipay [${backend.name}]`, () => {
    let storage: TestStorage;
    let testApp: TestApp;
    let app: TestApp['app'];
    let database: TestApp['database'];
    let auth: Awaited<ReturnType<typeof createTestAuth>>;
    before(async () => {
      storage = await backend.createStorage();
      auth = await createTestAuth();
      testApp = await startTestApp(storage, auth, { corsOrigins: [], payments: { alipay: settings, sweepIntervalMs: 60_000 } });
      ({ app, database } = testApp);
    });
    after(async () => {
      setNow(null);
      await testApp.close();
      await storage.dispose();
    });

    const notify = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/alipay/notify',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('pays, is notified (answered success, applied once), and refreshes and closes through the gateway', async () => {
      setNow(new Date('2026-05-10T00:00:00Z'));
      const client = clientFor(app, await auth.sign('alipay-buyer'));
      await client.get('/api/users/me');
      const order = (await client.post('/api/orders', { type: 'MONTHLY', count: 2 })).json<{ id: string; total: number }>();
      const paid = await client.put(`/api/orders/${order.id}/pay`, { amount: order.total, channel: 'ALIPAY' });
      assert.equal(paid.statusCode, 200, paid.body);
      const redirectPage = paid.json<{ data: { redirectPage: string } }>().data.redirectPage;
      assert.ok(redirectPage.startsWith(fake.gateway));
      assert.equal(app.hasRoute({ method: 'GET', url: '/api/payments/sandbox/cashier/:orderId' }), false, 'no sandbox with Alipay configured');
      await openCashier(redirectPage);
      assert.equal(fake.trades.get(order.id)?.timeExpire, '2026-05-10 08:30:00');

      const notification = fake.pay(order.id);
      const tampered = await notify({ ...notification, total_amount: '0.01' });
      assert.deepEqual([tampered.statusCode, tampered.body], [400, 'fail']);
      const answers = await Promise.all([notify(notification), notify(notification), client.put(`/api/orders/${order.id}/refresh`)]);
      assert.deepEqual([answers[0].body, answers[1].body], ['success', 'success']);
      assert.equal(answers[2].json().status, 'FINISHED');
      assert.equal((await findAccount(database.db, 'alipay-buyer'))?.expiredAt.toISOString(), '2026-07-10T00:00:00.000Z');

      const second = (await client.post('/api/orders', { type: 'MONTHLY', count: 1 })).json<{ id: string; total: number }>();
      await openCashier((await client.put(`/api/orders/${second.id}/pay`, { amount: second.total, channel: 'ALIPAY' })).json().data.redirectPage);
      assert.equal((await client.put(`/api/orders/${second.id}/close`)).json().status, 'CLOSED');
      assert.equal(fake.trades.get(second.id)?.status, 'TRADE_CLOSED');
    });
  });
}
