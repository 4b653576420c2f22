import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('memo tags', (ctx) => {
  it('pages the user’s tags by keyword, most used first, and lists the memos of a tag', async () => {
    const alice = await ctx().as('tags-alice');
    const first = (await alice.post('/api/memos', { content: '一', tags: ['英语', '单词'] })).json();
    const second = (await alice.post('/api/memos', { content: '二', tags: ['英语', '100%_纯'] })).json();
    const abandoned = (await alice.post('/api/memos', { content: '三', tags: ['英语'] })).json();
    await alice.put(`/api/memos/${abandoned.id}/cancel`);

    const all = (await alice.get('/api/memo-tags/page?page=1&size=10')).json();
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.entries.map((tag: { name: string; memoCount: number }) => [tag.name, tag.memoCount]),
      [
        ['英语', 2],
        ['100%_纯', 1],
        ['单词', 1],
      ],
    );
    const searched = (await alice.get(`/api/memo-tags/page?keyword=${encodeURIComponent('英')}&page=1&size=10`)).json();
    assert.deepEqual(searched.entries.map((tag: { name: string }) => tag.name), ['英语']);
    // % and _ are literal characters, not wildcards.
    const literal = (await alice.get(`/api/memo-tags/page?keyword=${encodeURIComponent('%_')}&page=1&size=10`)).json();
    assert.deepEqual(literal.entries.map((tag: { name: string }) => tag.name), ['100%_纯']);

    const english = all.entries[0].id;
    const memos = (await alice.get(`/api/memo-tags/${english}/memos/page?page=1&size=10`)).json();
    assert.equal(memos.total, 2);
    assert.deepEqual(memos.entries.map((memo: { id: string }) => memo.id), [second.id, first.id]);
    assert.deepEqual(memos.entries[1].tags, ['英语', '单词']);
  });

  it('keeps tags per user: another user’s tag is a 404 and never suggested', async () => {
    const owner = await ctx().as('tags-owner');
    const other = await ctx().as('tags-other');
    await owner.post('/api/memos', { content: '私密', tags: ['日记'] });
    const [tag] = (await owner.get('/api/memo-tags/page?page=1&size=10')).json().entries;
    assert.deepEqual((await other.get('/api/memo-tags/page?keyword=日记&page=1&size=10')).json().entries, []);
    assert.equal((await other.get(`/api/memo-tags/${tag.id}/memos/page?page=1&size=10`)).statusCode, 404);
  });
});
