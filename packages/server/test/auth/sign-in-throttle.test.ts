import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { createAuthThrottle, delayAfterFailures, THROTTLE } from '../../src/auth/throttle';
import { databaseLimiterStore, memoryLimiterStore } from '../../src/limits/store';
import { testBackends, type TestStorage } from '../helpers/backends';
import { PUBLIC_URL, startAuthServer, type RunningAuthServer } from './support/auth-server';
import { Browser } from './support/browser';
import { openSignIn, pkcePair, signUpAndGetTokens } from './support/oidc-client';

/**
 * rate-limiter-flexible reads the time from Date (memory, database) — these tests move a mocked Date instead of
 * waiting; the durations are the real ones (a 15-minute lock is passed by moving 15 minutes).
 */
function mockedClock(t: TestContext) {
  t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-11-23T08:00:00Z') });
  return { advance: (seconds: number) => t.mock.timers.tick(seconds * 1000) };
}

describe('sign-in throttling (policy, memory store)', () => {
  it('grows the delay from the 3rd consecutive failure and locks the pair at the 10th', async (t) => {
    const clock = mockedClock(t);
    const throttle = createAuthThrottle(memoryLimiterStore());
    const waits: number[] = [];
    for (let failure = 1; failure <= THROTTLE.lockAfterFailures; failure += 1) {
      assert.equal(await throttle.beforeSignIn('Owner', '198.51.100.7'), null, `try ${failure} is allowed once the wait is over`);
      const wait = await throttle.signInFailed('owner', '198.51.100.7');
      waits.push(wait?.retryAfterSeconds ?? 0);
      if (wait) {
        const early = await throttle.beforeSignIn('owner', '198.51.100.7');
        assert.ok(early && early.retryAfterSeconds <= wait.retryAfterSeconds, 'refused until the wait is over');
        clock.advance(wait.retryAfterSeconds);
      }
    }
    assert.deepEqual(waits, [0, 0, 1, 2, 4, 8, 16, 32, 60, 15 * 60]);
    assert.deepEqual([1, 2, 3, 9, 30].map(delayAfterFailures), [0, 0, 1, 60, 60]);
  });

  it('locks only the guessing address out of the account; the owner elsewhere and other accounts go on', async (t) => {
    mockedClock(t);
    const throttle = createAuthThrottle(memoryLimiterStore());
    for (let failure = 0; failure < THROTTLE.lockAfterFailures; failure += 1) {
      await throttle.signInFailed('owner', '198.51.100.7');
    }
    const locked = await throttle.beforeSignIn('owner', '198.51.100.7');
    assert.equal(locked?.retryAfterSeconds, THROTTLE.lockSeconds);
    assert.equal(locked?.message, '密码错误次数过多，为保护账号已暂时锁定，请 15 分钟后再试');
    assert.equal(await throttle.beforeSignIn('owner', '203.0.113.9'), null, 'the owner at home is not locked out');
    assert.equal(await throttle.beforeSignIn('someone_else', '198.51.100.7'), null, 'another account from that address');
  });

  it('locks an address that fails on many accounts for an hour', async (t) => {
    const clock = mockedClock(t);
    const throttle = createAuthThrottle(memoryLimiterStore());
    for (let i = 0; i <= THROTTLE.addressFailures; i += 1) await throttle.signInFailed(`name_${i}`, '198.51.100.7');
    const refused = await throttle.beforeSignIn('fresh_name', '198.51.100.7');
    assert.equal(refused?.retryAfterSeconds, THROTTLE.addressLockSeconds);
    assert.equal(refused?.message, '此网络的登录失败次数过多，请 1 小时后再试');
    assert.equal(await throttle.beforeSignIn('fresh_name', '198.51.100.8'), null);
    clock.advance(THROTTLE.addressLockSeconds);
    assert.equal(await throttle.beforeSignIn('fresh_name', '198.51.100.7'), null, 'the lock ends');
  });

  it('under a distributed attack a clean address still gets its try; a failing one is locked for an hour at once', async (t) => {
    mockedClock(t);
    const throttle = createAuthThrottle(memoryLimiterStore());
    // 250 addresses, one wrong guess each: no address or pair limit is reached, the account cap is.
    for (let i = 0; i < 250; i += 1) await throttle.signInFailed('owner', `10.0.${i >> 8}.${i & 255}`);
    assert.equal(await throttle.beforeSignIn('owner', '203.0.113.9'), null, 'the owner, from a clean address, may try');
    const wait = await throttle.signInFailed('owner', '10.1.0.1');
    assert.equal(wait?.retryAfterSeconds, THROTTLE.underAttackLockSeconds, 'a new address failing is locked after one guess');
    assert.ok(await throttle.beforeSignIn('owner', '10.1.0.1'));
  });

  it('counts an IPv6 client by its /64', async (t) => {
    mockedClock(t);
    const throttle = createAuthThrottle(memoryLimiterStore());
    for (let i = 0; i < THROTTLE.lockAfterFailures; i += 1) await throttle.signInFailed('owner', `2001:db8:1:2::${i + 1}`);
    assert.ok(await throttle.beforeSignIn('owner', '2001:db8:1:2:ffff::1'), 'another address of the same /64 is the same client');
    assert.equal(await throttle.beforeSignIn('owner', '2001:db8:1:3::1'), null);
  });

  it('allows 20 sign-ups per address an hour, then says how long to wait', async (t) => {
    const clock = mockedClock(t);
    const throttle = createAuthThrottle(memoryLimiterStore());
    for (let i = 0; i < THROTTLE.signUpsPerAddress; i += 1) {
      assert.equal(await throttle.beforeSignUp('198.51.100.7'), null);
      await throttle.signedUp('198.51.100.7');
    }
    const refused = await throttle.beforeSignUp('198.51.100.7');
    assert.equal(refused?.message, '注册尝试过于频繁，请 1 小时后再试');
    assert.equal(await throttle.beforeSignUp('198.51.100.8'), null, 'other addresses may sign up');
    clock.advance(THROTTLE.signUpLockSeconds);
    assert.equal(await throttle.beforeSignUp('198.51.100.7'), null);
  });
});

for (const backend of testBackends()) {
  describe(`sign-in throttling on the provider's pages [${backend.name}]`, () => {
    let storage: TestStorage;
    let server: RunningAuthServer;
    const start = () => startAuthServer(storage, undefined, { trustProxy: true, limits: (database) => databaseLimiterStore(database.db) });

    before(async () => {
      storage = await backend.createStorage();
      server = await start();
      await signUpAndGetTokens(new Browser(server.origin, { 'x-forwarded-for': '203.0.113.9' }), server.origin, PUBLIC_URL, {
        username: 'owner_1',
        password: 'steady-otter-9',
      });
    });
    after(async () => {
      await server?.close();
      await storage?.dispose();
    });

    const signInPage = async (browser: Browser) => (await openSignIn(browser, PUBLIC_URL, pkcePair().challenge)).pageUrl.pathname;

    it('throttles 300 wrong passwords, survives a restart, and lets the right password in once the lock ends', async (t) => {
      const clock = mockedClock(t);
      const attacker = new Browser(server.origin, { 'x-forwarded-for': '198.51.100.7' });
      let page = await signInPage(attacker);
      const statuses = new Map<number, number>();
      for (let i = 0; i < 300; i += 1) {
        const response = await attacker.post(`${page}/login`, { username: 'owner_1', password: `guess-${i}` });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response.body?.cancel();
      }
      // Two free tries, the third earns a 1-second wait, and the 297 sent within that second are refused unchecked.
      assert.deepEqual(Object.fromEntries(statuses), { 401: 3, 429: 297 });

      // Waiting out each growing delay leads to the lock.
      let lock: Response | undefined;
      for (let i = 0; i < 20 && !lock; i += 1) {
        const response = await attacker.post(`${page}/login`, { username: 'owner_1', password: `patient-guess-${i}` });
        const retryAfter = Number(response.headers.get('retry-after'));
        const html = await response.text();
        assert.ok(response.status === 401 || (response.status === 429 && !html.includes('暂时锁定')), html);
        if (html.includes('暂时锁定')) lock = response;
        else clock.advance(retryAfter);
      }
      assert.ok(lock, 'the pair is locked after 10 consecutive failures');
      assert.equal(lock.headers.get('retry-after'), String(THROTTLE.lockSeconds));

      // A restart is no way out: the counters are in the database.
      await server.close();
      server = await start();
      attacker.reconnect(server.origin);
      page = await signInPage(attacker);
      const during = await attacker.post(`${page}/login`, { username: 'owner_1', password: 'steady-otter-9' });
      assert.equal(during.status, 429, 'even the right password waits: a locked pair learns nothing');
      assert.equal(Number(during.headers.get('retry-after')), THROTTLE.lockSeconds);
      assert.match(await during.text(), /密码错误次数过多，为保护账号已暂时锁定，请 15 分钟后再试/);

      // The owner at home is not locked out meanwhile.
      const owner = new Browser(server.origin, { 'x-forwarded-for': '203.0.113.9' });
      const ownerSignIn = await owner.post(`${await signInPage(owner)}/login`, { username: 'owner_1', password: 'steady-otter-9' });
      assert.equal(ownerSignIn.status, 303);

      clock.advance(THROTTLE.lockSeconds);
      const afterLock = await attacker.post(`${page}/login`, { username: 'owner_1', password: 'steady-otter-9' });
      assert.equal(afterLock.status, 303, 'the right password works once the lock has ended');
    });
  });
}

for (const backend of testBackends()) {
  describe(`the sign-up limit on the provider's page [${backend.name}]`, () => {
    let storage: TestStorage;
    let server: RunningAuthServer;

    before(async () => {
      storage = await backend.createStorage();
      server = await startAuthServer(storage, undefined, { trustProxy: true, signUpsPerHour: 2 });
      await signUpAndGetTokens(new Browser(server.origin, { 'x-forwarded-for': '203.0.113.50' }), server.origin, PUBLIC_URL, {
        username: 'first_owner',
        password: 'steady-otter-9',
      });
    });
    after(async () => {
      await server?.close();
      await storage?.dispose();
    });

    it('counts only the accounts created: weak passwords, a mismatch and a taken name are not held against the address', async () => {
      const person = new Browser(server.origin, { 'x-forwarded-for': '198.51.100.20' });
      const page = `${(await openSignIn(person, PUBLIC_URL, pkcePair().challenge)).pageUrl.pathname}/signup`;
      const refusedForms = [
        { username: 'new_person', password: 'password', confirm: 'password' },
        { username: 'new_person', password: '12345678', confirm: '12345678' },
        { username: 'new_person', password: 'quiet-heron-41', confirm: 'quiet-heron-14' },
        { username: 'first_owner', password: 'quiet-heron-41', confirm: 'quiet-heron-41' },
      ];
      for (const form of refusedForms) {
        const response = await person.post(page, form);
        await response.body?.cancel();
        assert.ok(response.status === 400 || response.status === 409, `${JSON.stringify(form)}: ${response.status}`);
      }
      for (const username of ['new_person', 'second_person']) {
        await signUpAndGetTokens(new Browser(server.origin, { 'x-forwarded-for': '198.51.100.20' }), server.origin, PUBLIC_URL, {
          username,
          password: 'quiet-heron-41',
        });
      }
      const third = await person.post(page, { username: 'third_person', password: 'quiet-heron-41', confirm: 'quiet-heron-41' });
      assert.equal(third.status, 429, 'the limit counts the two accounts created');
      assert.match(await third.text(), /注册尝试过于频繁/);
    });
  });
}
