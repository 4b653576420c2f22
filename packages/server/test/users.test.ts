import assert from 'node:assert/strict';
import { it } from 'node:test';
import { USERNAME_MAX_LENGTH } from '@memory/contracts';
import { createCredentials, CredentialsError } from '../src/auth';
import { findAccount } from '../src/modules/account/queries';
import { describeEachBackend } from './helpers/suite';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachBackend('users', (ctx) => {
  it('creates the user on the first call, named by the token, with a 7-day trial', async () => {
    const alice = await ctx().as('user-alice', 'alice');
    const me = await alice.get('/api/users/me');
    assert.equal(me.statusCode, 200);
    assert.deepEqual(me.json(), { id: 'user-alice', username: 'alice', avatarUrl: null });
    const account = await findAccount(ctx().running.database.db, 'user-alice');
    assert.equal(account?.type, 'TRAIL');
    const trialDays = (account!.expiredAt.getTime() - Date.now()) / DAY_MS;
    assert.ok(trialDays > 6.9 && trialDays <= 7, `trial lasts ${trialDays} days`);
  });

  it('shows no username when the token carries none', async () => {
    const anonymous = await ctx().as('user-nameless');
    assert.equal((await anonymous.get('/api/users/me')).json().username, null);
  });

  it('saves a trimmed new username', async () => {
    const alice = await ctx().as('user-alice', 'alice');
    const changed = await alice.put('/api/users/me/username', { username: '  爱丽丝 A  ' });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json().username, '爱丽丝 A');
    assert.equal((await alice.get('/api/users/me')).json().username, '爱丽丝 A');
  });

  it('refuses blank and over-long usernames, naming the field, and keeps the old one', async () => {
    const alice = await ctx().as('user-alice', 'alice');
    for (const username of ['', '   ', 'x'.repeat(USERNAME_MAX_LENGTH + 1), 'line\nbreak']) {
      const response = await alice.put('/api/users/me/username', { username });
      assert.equal(response.statusCode, 400, JSON.stringify(username));
      assert.equal(response.json().code, 'BAD_REQUEST');
      assert.ok(response.json().fields.username, JSON.stringify(username));
    }
    assert.equal((await alice.put('/api/users/me/username', { username: 'y'.repeat(USERNAME_MAX_LENGTH) })).statusCode, 200);
  });

  it('applies the same username rule on sign-up as on 修改用户名: the same names pass, the same names are refused', async () => {
    const frank = await ctx().as('user-frank', 'frank');
    const names = ['', '   ', '张', 'a-b c!', ' 记忆 ', '记'.repeat(USERNAME_MAX_LENGTH), 'x'.repeat(USERNAME_MAX_LENGTH + 1), 'line\nbreak', 'tab\tname'];
    for (const username of names) {
      const renamed = (await frank.put('/api/users/me/username', { username })).statusCode === 200;
      const signedUp = await createCredentials(ctx().running.database.db, { username, password: 'agree-on-names-9' }).then(
        () => true,
        (error: unknown) => (error instanceof CredentialsError && error.code === 'USERNAME_INVALID' ? false : Promise.reject(error)),
      );
      assert.equal(signedUp, renamed, JSON.stringify(username));
    }
  });

  it("refuses another user's username regardless of case with 409", async () => {
    const bob = await ctx().as('user-bob', 'bob');
    await bob.get('/api/users/me');
    const carol = await ctx().as('user-carol', 'carol');
    const response = await carol.put('/api/users/me/username', { username: 'BOB' });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'CONFLICT');
    assert.equal(response.json().fields.username, '该用户名已被占用');
    assert.equal((await carol.get('/api/users/me')).json().username, 'carol');
  });

  it('starts a newcomer without a name when their sign-in name is already someone\'s profile name', async () => {
    const dave = await ctx().as('user-dave', 'dave');
    await dave.put('/api/users/me/username', { username: 'erin' });
    const erin = await ctx().as('user-erin', 'erin');
    assert.equal((await erin.get('/api/users/me')).json().username, null);
  });

  it('rejects a body that is not JSON with a 400 naming the body', async () => {
    const alice = await ctx().as('user-alice', 'alice');
    const response = await alice.send({
      method: 'PUT',
      url: '/api/users/me/username',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().fields.body);
  });
});
