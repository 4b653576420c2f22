import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachBackend } from './helpers/suite';

const SYSTEM_STEPS = {
  EBBINGHAUS: [1, 2, 3, 4, 4, 7, 14],
  PER_DAY_LAST_A_WEEK: [1, 1, 1, 1, 1, 1, 1],
  PER_DAY_LAST_A_MONTH: Array.from({ length: 32 }, () => 1),
  PER_WEEK_LAST_THREE_WEEKS: [7, 7, 7],
  SMART: [],
};

describeEachBackend('curves', (ctx) => {
  it('lists the five system curves with their exact steps, in SPEC order, 智能曲线 (adaptive, no steps) last', async () => {
    const alice = await ctx().as('curves-alice');
    const response = await alice.get('/api/curves/page?page=1&size=10');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.total, 5);
    assert.equal(body.page, 1);
    assert.equal(body.size, 10);
    assert.deepEqual(
      body.entries.map((curve: { id: string; steps: number[]; system: boolean; adaptive: boolean }) => [curve.id, curve.steps, curve.system, curve.adaptive]),
      Object.entries(SYSTEM_STEPS).map(([id, steps]) => [id, steps, true, id === 'SMART']),
    );
    assert.equal(body.entries[4].name, '智能曲线');
    assert.equal(body.entries[0].name, '艾宾浩斯曲线');
  });

  it('pages with the size the jar screens use', async () => {
    const alice = await ctx().as('curves-alice');
    const first = (await alice.get('/api/curves/page?page=1&size=3')).json();
    const second = (await alice.get('/api/curves/page?page=2&size=3')).json();
    assert.deepEqual(first.entries.map((curve: { id: string }) => curve.id), ['EBBINGHAUS', 'PER_DAY_LAST_A_WEEK', 'PER_DAY_LAST_A_MONTH']);
    assert.deepEqual(second.entries.map((curve: { id: string }) => curve.id), ['PER_WEEK_LAST_THREE_WEEKS', 'SMART']);
    assert.equal(second.total, 5);
    // A page past the end has no row to carry the total: it is counted on its own.
    const beyond = (await alice.get('/api/curves/page?page=3&size=3')).json();
    assert.deepEqual([beyond.entries, beyond.total], [[], 5]);
  });

  it('rejects out-of-range paging, naming the parameter', async () => {
    const alice = await ctx().as('curves-alice');
    const response = await alice.get('/api/curves/page?page=0&size=10');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().fields.page);
    assert.ok((await alice.get('/api/curves/page?page=1&size=1000')).json().fields.size);
  });

  it('reads one curve and answers 404 for an unknown id', async () => {
    const alice = await ctx().as('curves-alice');
    const curve = await alice.get('/api/curves/PER_WEEK_LAST_THREE_WEEKS');
    assert.equal(curve.statusCode, 200);
    assert.deepEqual(curve.json().steps, [7, 7, 7]);
    const missing = await alice.get('/api/curves/nope');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'NOT_FOUND');
  });
});
