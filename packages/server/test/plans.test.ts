import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { setClock } from './helpers/clock';
import { memberClient } from './helpers/plans';
import { describeEachBackend } from './helpers/suite';

const quotaAmounts = (account: { quotas: Array<{ amount: number }> }) => [...new Set(account.quotas.map((quota) => quota.amount))];

describeEachBackend('plans: GET /users/me/account', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('shows a 7-day trial from registration, then a free account', async () => {
    await setClock(ctx().app, '2026-03-02T10:00:00');
    const alice = await ctx().as('plan-alice');
    const trial = (await alice.get('/api/users/me/account')).json();
    assert.deepEqual({ ...trial, quotas: undefined }, {
      type: 'TRAIL',
      expiredAt: '2026-03-09T02:00:00.000Z',
      expiredInDays: 7,
      quotas: undefined,
    });
    assert.deepEqual(quotaAmounts(trial), [0]);

    await setClock(ctx().app, '2026-03-09T09:59:00');
    assert.equal((await alice.get('/api/users/me/account')).json().expiredInDays, 0);
    await setClock(ctx().app, '2026-03-09T10:00:00');
    const free = (await alice.get('/api/users/me/account')).json<Record<string, unknown>>();
    assert.deepEqual({ ...free, quotas: undefined }, {
      type: 'FREE',
      expiredAt: null,
      expiredInDays: 0,
      quotas: undefined,
    });
  });

  it('shows a membership until it expires, with days left in China time', async () => {
    await setClock(ctx().app, '2026-03-02T10:00:00');
    const bob = await memberClient(ctx(), 'plan-bob');
    const member = (await bob.get('/api/users/me/account')).json();
    assert.equal(member.type, 'MONTHLY');
    assert.equal(member.expiredAt, '2026-04-02T02:00:00.000Z');
    assert.equal(member.expiredInDays, 31);
    assert.deepEqual(quotaAmounts(member), [-1]);
    await setClock(ctx().app, '2026-04-02T10:00:01');
    assert.equal((await bob.get('/api/users/me/account')).json().type, 'FREE');
  });
});
