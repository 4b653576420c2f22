import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCents, MEMBERSHIP_PLANS, ORDER_STATUSES, orderTotalCents, perMonthCents } from '@memory/contracts';
import { ALIPAY_GATEWAY, ALIPAY_SANDBOX_GATEWAY, loadPaymentSettings } from '../src/config';
import { yuanToCents } from '../src/modules/orders/providers/provider';
import { alipayTime } from '../src/modules/orders/providers/alipay';
import { isPastDeadline, nextStatus, type OrderEvent } from '../src/modules/orders/state';

describe('order arithmetic', () => {
  it('prices the cards in cents and totals price × count', () => {
    assert.deepEqual(
      Object.fromEntries(Object.entries(MEMBERSHIP_PLANS).map(([type, plan]) => [type, [plan.price, plan.months]])),
      { MONTHLY: [1500, 1], BIANNUAL: [7800, 6], ANNUAL: [12800, 12] },
    );
    assert.equal(orderTotalCents(7800, 2), 15600);
    assert.equal(orderTotalCents(12800, 99), 1267200);
    assert.equal(formatCents(orderTotalCents(1500, 1)), '15.00');
  });

  it('floors the per-month price', () => {
    assert.equal(perMonthCents(1500, 1), 1500);
    assert.equal(perMonthCents(7800, 6), 1300);
    assert.equal(perMonthCents(12800, 12), 1066); // 1066.67 floored
    assert.equal(formatCents(perMonthCents(12800, 12)), '10.66');
  });

  it('reads provider yuan amounts as exact cents and refuses anything else', () => {
    assert.equal(yuanToCents('156.00'), 15600);
    assert.equal(yuanToCents('0.5'), 50);
    assert.equal(yuanToCents('12672'), 1267200);
    for (const bad of ['', '-1.00', '1.005', 'abc', '1e3']) assert.equal(yuanToCents(bad), undefined, bad);
  });

  it('writes Alipay time_expire in China time', () => {
    assert.equal(alipayTime(new Date('2026-05-10T16:30:00Z')), '2026-05-11 00:30:00');
  });

  it('closes an unpaid order exactly 30 minutes after creation', () => {
    const created = new Date('2026-05-10T00:00:00Z');
    assert.equal(isPastDeadline(created, new Date('2026-05-10T00:29:59.999Z')), false);
    assert.equal(isPastDeadline(created, new Date('2026-05-10T00:30:00Z')), true);
  });
});

describe('order state machine', () => {
  const expected: Record<(typeof ORDER_STATUSES)[number], Record<OrderEvent, string | undefined>> = {
    WAIT_PAY: { PAY: 'PAYING', CLOSE: 'CLOSED', EXPIRE: 'CLOSED', CONFIRM_PAYMENT: 'FINISHED' },
    PAYING: { PAY: 'PAYING', CLOSE: 'CLOSED', EXPIRE: 'CLOSED', CONFIRM_PAYMENT: 'FINISHED' },
    PAID: { PAY: undefined, CLOSE: undefined, EXPIRE: undefined, CONFIRM_PAYMENT: undefined },
    FINISHED: { PAY: undefined, CLOSE: undefined, EXPIRE: undefined, CONFIRM_PAYMENT: undefined },
    CLOSED: { PAY: undefined, CLOSE: undefined, EXPIRE: undefined, CONFIRM_PAYMENT: undefined },
  };
  for (const status of ORDER_STATUSES) {
    for (const event of ['PAY', 'CLOSE', 'EXPIRE', 'CONFIRM_PAYMENT'] as const) {
      const to = expected[status][event];
      it(`${status} + ${event} → ${to ?? 'refused'}`, () => assert.equal(nextStatus(status, event), to));
    }
  }
});

describe('payment settings', () => {
  it('uses the sandbox cashier without keys, Alipay with all three, and refuses half a configuration', () => {
    assert.equal(loadPaymentSettings({}, 'http://localhost:8080').alipay, undefined);
    const keys = { ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: 'private\\nkey', ALIPAY_PUBLIC_KEY: 'public' };
    const alipay = loadPaymentSettings({ ...keys, ALIPAY_GATEWAY: 'sandbox' }, 'https://memory.example').alipay;
    assert.deepEqual(alipay, {
      appId: '2021',
      privateKey: 'private\nkey',
      alipayPublicKey: 'public',
      gateway: ALIPAY_SANDBOX_GATEWAY,
      keyType: 'PKCS1',
      publicUrl: 'https://memory.example',
    });
    assert.equal(loadPaymentSettings(keys, '').alipay?.gateway, ALIPAY_GATEWAY);
    assert.throws(() => loadPaymentSettings({ ALIPAY_APP_ID: '2021' }, ''), /ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/);
    assert.throws(() => loadPaymentSettings({ ...keys, ALIPAY_KEY_TYPE: 'PEM' }, ''), /PKCS1 or PKCS8/);
    assert.equal(loadPaymentSettings({ ORDER_SWEEP_INTERVAL_MS: '5000' }, '').sweepIntervalMs, 5000);
  });
});
