import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('persistence', (ctx) => {
  it('keeps users, settings and memos across a restart on the same storage', async () => {
    const before = await ctx().as('persist-alice', 'alice');
    const memo = (await before.post('/api/memos', { content: '重启之后还在', tags: ['持久'] })).json();
    await before.put('/api/settings', { name: 'THEME_MODE', value: 'light' });
    await before.put('/api/users/me/username', { username: '爱丽丝' });

    await ctx().restart();

    const after = await ctx().as('persist-alice', 'alice');
    assert.equal((await after.get('/api/users/me')).json().username, '爱丽丝');
    assert.equal((await after.get('/api/settings/THEME_MODE')).json().value, 'light');
    const reread = await after.get(`/api/memos/${memo.id}`);
    assert.equal(reread.statusCode, 200);
    assert.deepEqual(reread.json(), memo);
    assert.equal((await after.get('/api/curves/page')).json().total, 5);
  });
});
