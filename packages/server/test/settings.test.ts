import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('settings', (ctx) => {
  it('reads null for a setting never saved, then the saved value', async () => {
    const alice = await ctx().as('settings-alice');
    assert.deepEqual((await alice.get('/api/settings/THEME_MODE')).json(), { name: 'THEME_MODE', value: null });
    const saved = await alice.put('/api/settings', { name: 'THEME_MODE', value: 'dark' });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual((await alice.get('/api/settings/THEME_MODE')).json(), { name: 'THEME_MODE', value: 'dark' });
  });

  it('keeps settings per user', async () => {
    const bob = await ctx().as('settings-bob');
    assert.equal((await bob.get('/api/settings/THEME_MODE')).json().value, null);
  });

  it('rejects an unknown theme mode, naming the value', async () => {
    const alice = await ctx().as('settings-alice');
    const response = await alice.put('/api/settings', { name: 'THEME_MODE', value: 'purple' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'BAD_REQUEST');
    assert.ok(response.json().fields.value);
    assert.equal((await alice.get('/api/settings/THEME_MODE')).json().value, 'dark');
  });

  it('accepts history counts 10 to 100 only', async () => {
    const alice = await ctx().as('settings-alice');
    for (const value of ['10', '100', '55']) {
      assert.equal((await alice.put('/api/settings', { name: 'HISTORY_COUNT', value })).statusCode, 200, value);
    }
    for (const value of ['9', '101', '', 'abc', '20.5', '-10']) {
      const response = await alice.put('/api/settings', { name: 'HISTORY_COUNT', value });
      assert.equal(response.statusCode, 400, value);
      assert.ok(response.json().fields.value, value);
    }
    assert.equal((await alice.get('/api/settings/HISTORY_COUNT')).json().value, '55');
  });

  it('accepts a system curve as default curve and refuses one that does not exist', async () => {
    const alice = await ctx().as('settings-alice');
    assert.equal((await alice.put('/api/settings', { name: 'DEFAULT_CURVE', value: 'PER_WEEK_LAST_THREE_WEEKS' })).statusCode, 200);
    const missing = await alice.put('/api/settings', { name: 'DEFAULT_CURVE', value: 'NO_SUCH_CURVE' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.value, '记忆曲线不存在');
  });

  it('rejects unknown setting names in the path and in the body', async () => {
    const alice = await ctx().as('settings-alice');
    const byPath = await alice.get('/api/settings/FAVOURITE_COLOUR');
    assert.equal(byPath.statusCode, 400);
    assert.ok(byPath.json().fields.name);
    const byBody = await alice.put('/api/settings', { name: 'FAVOURITE_COLOUR', value: 'x' });
    assert.equal(byBody.statusCode, 400);
    assert.ok(byBody.json().fields.name);
  });
});
