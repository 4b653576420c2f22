import assert from 'node:assert/strict';
import { it } from 'node:test';
import { setNow } from '../src/clock';
import { DEMO_USERNAME, demoUserExists, seedDemoUser } from '../src/demo';
import { findAccount } from '../src/modules/account/queries';
import { grantMembership, isPremium } from '../src/modules/account/membership';
import { listUsers } from '../src/modules/users/queries';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('accounts and seeding', (ctx) => {
  it('seeds the demo user once, with a premium ANNUAL membership', async () => {
    const { db } = ctx().running.database;
    assert.equal(await seedDemoUser(db), true);
    assert.equal(await seedDemoUser(db), false);
    assert.equal(await demoUserExists(db), true);
    const demo = (await listUsers(db)).find((user) => user.username === DEMO_USERNAME); // the official creator is a user too
    assert.equal(demo?.username, DEMO_USERNAME);
    assert.equal(demo?.accountType, 'ANNUAL');
    assert.ok(isPremium(await findAccount(db, demo!.id)));
  });

  it('starts a membership now for a trial user and extends a running one from its expiry', async () => {
    const { db } = ctx().running.database;
    setNow(new Date('2026-05-10T00:00:00Z'));
    try {
      await (await ctx().as('member-alice')).get('/api/users/me');
      assert.equal(isPremium(await findAccount(db, 'member-alice')), false, 'a trial is not premium');
      const first = await grantMembership(db, 'member-alice', 'MONTHLY', 2);
      assert.equal(first.expiredAt.toISOString(), '2026-07-10T00:00:00.000Z');
      const second = await grantMembership(db, 'member-alice', 'BIANNUAL');
      assert.equal(second.expiredAt.toISOString(), '2027-01-10T00:00:00.000Z');
      assert.equal(second.type, 'BIANNUAL');
    } finally {
      setNow(null);
    }
  });
});
