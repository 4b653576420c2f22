import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { CURVE_DESCRIPTION_MAX_LENGTH, CURVE_NAME_MAX_LENGTH } from '@memory/contracts';
import { setClock } from './helpers/clock';
import { memberClient } from './helpers/plans';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('custom curves', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('lets a member create, read, edit and delete their own curve', async () => {
    const alice = await memberClient(ctx(), 'curve-alice');
    const created = await alice.post('/api/curves', { name: ' 考前冲刺 ', description: '每两天一次', steps: [2, 2, 2] });
    assert.equal(created.statusCode, 201, created.body);
    const curve = created.json();
    assert.deepEqual({ ...curve, id: undefined }, { id: undefined, name: '考前冲刺', description: '每两天一次', steps: [2, 2, 2], system: false, adaptive: false });
    assert.deepEqual((await alice.get(`/api/curves/${curve.id}`)).json(), curve);
    const page = (await alice.get('/api/curves/page?page=1&size=10')).json();
    assert.equal(page.total, 6);
    assert.equal(page.entries[5].id, curve.id);

    const edited = await alice.put(`/api/curves/${curve.id}`, { name: '冲刺', steps: [1, 3] });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(edited.json(), { id: curve.id, name: '冲刺', description: '', steps: [1, 3], system: false, adaptive: false });

    await alice.put('/api/settings', { name: 'DEFAULT_CURVE', value: curve.id });
    const memo = (await alice.post('/api/memos', { content: '用自己的曲线' })).json();
    assert.equal(memo.curveId, curve.id);

    assert.equal((await alice.send({ method: 'DELETE', url: `/api/curves/${curve.id}` })).statusCode, 204);
    assert.equal((await alice.get(`/api/curves/${curve.id}`)).statusCode, 404);
    assert.equal((await alice.get('/api/curves/page?page=1&size=10')).json().total, 5);
    // The default falls back to EBBINGHAUS; the memo already on the curve keeps it (and its schedule).
    assert.equal((await alice.post('/api/memos', { content: '默认曲线' })).json().curveId, 'EBBINGHAUS');
    // …and the setting reads as unset, so every client shows 默认 on EBBINGHAUS again.
    assert.equal((await alice.get('/api/settings/DEFAULT_CURVE')).json().value, null);
    assert.equal((await alice.get(`/api/memos/${memo.id}`)).json().curveId, curve.id);
    assert.equal((await alice.put('/api/timeline/fetch')).json().entries.length, 2);
  });

  it('checks name, description and steps at their limits, naming the field', async () => {
    const bob = await memberClient(ctx(), 'curve-bob');
    const ok = async (body: object) => (await bob.post('/api/curves', body)).statusCode;
    assert.equal(await ok({ name: '名'.repeat(CURVE_NAME_MAX_LENGTH), description: '述'.repeat(CURVE_DESCRIPTION_MAX_LENGTH), steps: [1] }), 201);
    const cases: Array<[object, string]> = [
      [{ name: '名'.repeat(CURVE_NAME_MAX_LENGTH + 1), steps: [1] }, 'name'],
      [{ name: '  ', steps: [1] }, 'name'],
      [{ steps: [1] }, 'name'],
      [{ name: 'd', description: '述'.repeat(CURVE_DESCRIPTION_MAX_LENGTH + 1), steps: [1] }, 'description'],
      [{ name: 's' }, 'steps'],
      [{ name: 's', steps: [] }, 'steps'],
      [{ name: 's', steps: [0] }, 'steps'],
      [{ name: 's', steps: [1.5] }, 'steps'],
    ];
    for (const [body, field] of cases) {
      const response = await bob.post('/api/curves', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.ok(response.json().fields[field], `${JSON.stringify(body)} → ${response.body}`);
    }
  });

  it('keeps system curves immutable (403) and other users’ curves invisible (404)', async () => {
    const owner = await memberClient(ctx(), 'curve-owner');
    const other = await memberClient(ctx(), 'curve-other');
    const curve = (await owner.post('/api/curves', { name: '我的', steps: [3] })).json();

    const systemEdit = await other.put('/api/curves/EBBINGHAUS', { name: '改掉', steps: [1] });
    assert.equal(systemEdit.statusCode, 403);
    assert.deepEqual(systemEdit.json(), { code: 'FORBIDDEN', message: '系统曲线不能修改或删除' });
    assert.equal((await other.send({ method: 'DELETE', url: '/api/curves/EBBINGHAUS' })).statusCode, 403);
    assert.deepEqual((await other.get('/api/curves/EBBINGHAUS')).json().steps, [1, 2, 3, 4, 4, 7, 14]);

    assert.equal((await other.get(`/api/curves/${curve.id}`)).statusCode, 404);
    assert.equal((await other.put(`/api/curves/${curve.id}`, { name: '抢', steps: [1] })).statusCode, 404);
    assert.equal((await other.send({ method: 'DELETE', url: `/api/curves/${curve.id}` })).statusCode, 404);
    assert.equal((await other.post('/api/memos', { content: 'x', curveId: curve.id })).statusCode, 400);
    assert.equal((await owner.get(`/api/curves/${curve.id}`)).json().name, '我的');
  });

  it('keeps custom curves for members: trial and expired accounts get 403 PREMIUM_REQUIRED, but may still delete', async () => {
    await setClock(ctx().app, '2026-03-02T10:00:00');
    const trial = await ctx().as('curve-trial');
    const refused = await trial.post('/api/curves', { name: '试用', steps: [1] });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { code: 'PREMIUM_REQUIRED', message: '自定义曲线仅限会员使用，请前往「会员卡」开通' });

    const lapsed = await memberClient(ctx(), 'curve-lapsed');
    const curve = (await lapsed.post('/api/curves', { name: '过期前', steps: [1] })).json();
    await setClock(ctx().app, '2026-04-03T10:00:00');
    assert.equal((await lapsed.post('/api/curves', { name: '过期后', steps: [1] })).json().code, 'PREMIUM_REQUIRED');
    assert.equal((await lapsed.put(`/api/curves/${curve.id}`, { name: '过期后', steps: [1] })).json().code, 'PREMIUM_REQUIRED');
    assert.equal((await lapsed.send({ method: 'DELETE', url: `/api/curves/${curve.id}` })).statusCode, 204);
  });
});
