import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { MEMO_MAX_LENGTH } from '@memory/contracts';
import { memos } from '../src/db/tables';
import { describeEachBackend, type SuiteContext } from './helpers/suite';

async function memoCount(ctx: SuiteContext, userId: string): Promise<number> {
  return (await ctx.running.database.db.select({ id: memos.id }).from(memos).where(eq(memos.userId, userId))).length;
}

describeEachBackend('memos', (ctx) => {
  it('creates a memo of exactly 2048 characters with 5 tags on the default curve', async () => {
    const alice = await ctx().as('memos-alice');
    const content = '记'.repeat(MEMO_MAX_LENGTH);
    const response = await alice.post('/api/memos', { content, tags: ['一', '二', '三', '四', '五'], aiExplained: '', attachments: [] });
    assert.equal(response.statusCode, 201);
    const memo = response.json();
    assert.equal(memo.content, content);
    assert.deepEqual(memo.tags, ['一', '二', '三', '四', '五']);
    assert.equal(memo.curveId, 'EBBINGHAUS');
    assert.equal(memo.status, 'ACTIVE');
    assert.equal(memo.aiExplained, null);
    const read = await alice.get(`/api/memos/${memo.id}`);
    assert.deepEqual(read.json(), memo);
  });

  it('refuses 2049 characters, naming content, and writes nothing', async () => {
    const alice = await ctx().as('memos-alice');
    const before = await memoCount(ctx(), 'memos-alice');
    const response = await alice.post('/api/memos', { content: 'x'.repeat(MEMO_MAX_LENGTH + 1) });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'BAD_REQUEST');
    assert.equal(response.json().fields.content, `不能超过 ${MEMO_MAX_LENGTH} 个字符`);
    assert.equal(await memoCount(ctx(), 'memos-alice'), before);
  });

  it('refuses 6 tags, naming tags, and writes nothing', async () => {
    const alice = await ctx().as('memos-alice');
    const before = await memoCount(ctx(), 'memos-alice');
    const response = await alice.post('/api/memos', { content: 'six tags', tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().fields.tags);
    assert.equal(await memoCount(ctx(), 'memos-alice'), before);
  });

  it('refuses blank, missing or mistyped content and unknown curves or attachments, naming the field', async () => {
    const alice = await ctx().as('memos-alice');
    const before = await memoCount(ctx(), 'memos-alice');
    const cases: Array<[object, string]> = [
      [{ content: '   ' }, 'content'],
      [{}, 'content'],
      [{ content: 42 }, 'content'],
      [{ content: 'ok', tags: 'not-a-list' }, 'tags'],
      [{ content: 'ok', curveId: 'NO_SUCH_CURVE' }, 'curveId'],
      [{ content: 'ok', attachments: [{ id: 'a'.repeat(21), type: 'IMAGE' }] }, 'attachments'],
    ];
    for (const [payload, field] of cases) {
      const response = await alice.post('/api/memos', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().fields[field], `${JSON.stringify(payload)} → ${response.body}`);
    }
    assert.equal(await memoCount(ctx(), 'memos-alice'), before);
  });

  it('refuses a body over the size limit as a whole, naming the body', async () => {
    const alice = await ctx().as('memos-alice');
    const before = await memoCount(ctx(), 'memos-alice');
    const response = await alice.post('/api/memos', { content: 'x'.repeat(2 * 1024 * 1024) });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().fields.body);
    assert.equal(await memoCount(ctx(), 'memos-alice'), before);
  });

  it('uses the DEFAULT_CURVE setting, or the curve the body names', async () => {
    const alice = await ctx().as('memos-default');
    await alice.put('/api/settings', { name: 'DEFAULT_CURVE', value: 'PER_DAY_LAST_A_WEEK' });
    assert.equal((await alice.post('/api/memos', { content: 'a' })).json().curveId, 'PER_DAY_LAST_A_WEEK');
    assert.equal((await alice.post('/api/memos', { content: 'b', curveId: 'PER_WEEK_LAST_THREE_WEEKS' })).json().curveId, 'PER_WEEK_LAST_THREE_WEEKS');
  });

  it('stores the Asia/Shanghai day of creation from the clock', async () => {
    const alice = await ctx().as('memos-clock');
    // 17:30 UTC is already the next day in China.
    const clock = await ctx().app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: '2026-03-01T17:30:00.000Z' } });
    assert.equal(clock.statusCode, 200);
    const vague = await ctx().app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: 'March 1st' } });
    assert.deepEqual([vague.statusCode, vague.json().fields], [400, { now: '时间格式不正确' }]);
    try {
      const memo = (await alice.post('/api/memos', { content: 'late night' })).json();
      assert.equal(memo.createdAt, '2026-03-01T17:30:00.000Z');
      const [row] = await ctx().running.database.db.select().from(memos).where(eq(memos.id, memo.id));
      assert.equal(row?.createdDay, '2026-03-02');
    } finally {
      await ctx().app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: null } });
    }
  });

  it('pages active memos newest first with their tags', async () => {
    const pager = await ctx().as('memos-pager');
    for (const content of ['one', 'two', 'three']) await pager.post('/api/memos', { content, tags: [content] });
    const page = (await pager.get('/api/memos/page?page=1&size=2')).json();
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.entries.map((entry: { content: string; tags: string[]; attachmentCount: number }) => [entry.content, entry.tags, entry.attachmentCount]),
      [
        ['three', ['three'], 0],
        ['two', ['two'], 0],
      ],
    );
  });

  it('edits content only and abandons for good', async () => {
    const alice = await ctx().as('memos-editor');
    const memo = (await alice.post('/api/memos', { content: 'before', tags: ['keep'] })).json();
    const edited = await alice.put(`/api/memos/${memo.id}/edit`, { content: 'after' });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().content, 'after');
    assert.deepEqual(edited.json().tags, ['keep']);
    assert.equal((await alice.put(`/api/memos/${memo.id}/edit`, { content: '' })).statusCode, 400);

    const cancelled = await alice.put(`/api/memos/${memo.id}/cancel`);
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().status, 'CANCELLED');
    assert.equal((await alice.get('/api/memos/page')).json().total, 0);
    assert.equal((await alice.put(`/api/memos/${memo.id}/cancel`)).statusCode, 200);
    assert.equal((await alice.put(`/api/memos/${memo.id}/edit`, { content: 'again' })).statusCode, 409);
  });

  it("treats another user's memo as missing: 404 and untouched", async () => {
    const owner = await ctx().as('memos-owner');
    const intruder = await ctx().as('memos-intruder');
    const memo = (await owner.post('/api/memos', { content: 'mine' })).json();
    for (const response of [
      await intruder.get(`/api/memos/${memo.id}`),
      await intruder.put(`/api/memos/${memo.id}/edit`, { content: 'stolen' }),
      await intruder.put(`/api/memos/${memo.id}/cancel`),
    ]) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    assert.equal((await intruder.get('/api/memos/page')).json().total, 0);
    const untouched = (await owner.get(`/api/memos/${memo.id}`)).json();
    assert.equal(untouched.content, 'mine');
    assert.equal(untouched.status, 'ACTIVE');
  });
});
