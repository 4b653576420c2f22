import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { PublicJar, PublicJarPage } from '@memory/contracts';
import { publishedJars } from '../../src/db/tables';
import { searchConditions } from '../../src/modules/marketplace/queries';
import { approve, CODE, publishJar, submit } from '../helpers/marketplace';
import { addItems, createJar, type Client } from '../helpers/jars';
import { memberClient } from '../helpers/plans';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';

const LITERATURE = 'category-5';
const SCIENCE = 'category-6';

async function search(ctx: SuiteContext, query: string): Promise<PublicJarPage> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/public/jars/page?${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

const names = (page: PublicJarPage) => page.entries.map((jar: PublicJar) => jar.name);
const q = (keyword: string, rest = '') => `keyword=${encodeURIComponent(keyword)}&page=1&size=10${rest}`;

/** The plan of the search the service runs, with sequential scans off so a usable index shows. */
async function planOf(ctx: SuiteContext, keyword: string): Promise<string> {
  const db = ctx.running.database.db;
  const { where } = searchConditions({ keyword });
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${tx.select().from(publishedJars).where(where)}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describeEachBackend('marketplace: search', (ctx) => {
  let creator: Client;
  before(async () => {
    creator = await memberClient(ctx(), 'search-creator');
    await publishJar(ctx(), creator, '唐诗三百首', ['床前明月光'], { category: LITERATURE, tags: ['古诗'] });
    await publishJar(ctx(), creator, '唐诗', ['春眠不觉晓'], { category: LITERATURE });
    await publishJar(ctx(), creator, '李白诗选', ['将进酒'], { category: LITERATURE, tags: ['唐诗'] });
    await publishJar(ctx(), creator, '化学元素周期表', ['H 氢'], { category: SCIENCE, tags: ['高考'] });
    await publishJar(ctx(), creator, 'Python 关键字', ['def'], { category: CODE, tags: ['编程'] });
    const advanced = await publishJar(ctx(), creator, 'python 进阶', ['yield'], { category: CODE });
    await publishJar(ctx(), creator, '英语高频词 Top 100', ['the'], { tags: ['四六级'] });
    const fan = await ctx().as('search-fan');
    assert.equal((await fan.put(`/api/marketplace/jars/${advanced.jar.id}/subscribe`)).statusCode, 200);
  });

  it('finds 1-, 2- and 4-character Chinese queries: exact name first, then name prefixes, then tag matches', async () => {
    assert.deepEqual(names(await search(ctx(), q('唐'))), ['唐诗', '唐诗三百首', '李白诗选'], 'newest prefix match first, the tag match last');
    const one = await search(ctx(), q('诗'));
    assert.deepEqual(new Set(names(one)), new Set(['唐诗三百首', '唐诗', '李白诗选']));
    assert.deepEqual(names(await search(ctx(), q('唐诗'))), ['唐诗', '唐诗三百首', '李白诗选']);
    assert.deepEqual(names(await search(ctx(), q('元素周期'))), ['化学元素周期表']);
    assert.deepEqual(names(await search(ctx(), q('诗选'))), ['李白诗选']);
  });

  it('finds English words case-insensitively by word prefix, ranks by subscribers, and matches mixed queries', async () => {
    const python = await search(ctx(), q('PYTHON'));
    assert.deepEqual(names(python), ['python 进阶', 'Python 关键字'], 'the one with a subscriber first');
    assert.equal(python.entries[0]?.totalSubscribes, 1);
    assert.deepEqual(names(await search(ctx(), q('pyth'))), ['python 进阶', 'Python 关键字']);
    assert.deepEqual(names(await search(ctx(), q('python 关键字'))), ['Python 关键字']);
    assert.deepEqual(names(await search(ctx(), q('top 100'))), ['英语高频词 Top 100']);
  });

  it('answers no match with an empty page, and treats % and _ literally', async () => {
    assert.deepEqual(await search(ctx(), q('量子力学')), { entries: [], total: 0, page: 1, size: 10 });
    assert.equal((await search(ctx(), q('%'))).total, 0);
    assert.equal((await search(ctx(), q('唐_'))).total, 0);
  });

  it('filters by category and by tag (alone and with a keyword), by path too, with paging totals', async () => {
    assert.deepEqual(new Set(names(await search(ctx(), `categoryId=${LITERATURE}&page=1&size=10`))), new Set(['唐诗三百首', '唐诗', '李白诗选']));
    assert.deepEqual(names(await search(ctx(), q('诗', `&categoryId=${SCIENCE}`))), []);
    assert.deepEqual(names(await search(ctx(), q('python', `&categoryId=${CODE}&tag=${encodeURIComponent('编程')}`))), ['Python 关键字']);
    assert.deepEqual(names(await search(ctx(), `tag=${encodeURIComponent('唐诗')}&page=1&size=10`)), ['李白诗选']);
    const byPath = await ctx().app.inject({ method: 'GET', url: `/api/public/categories/${CODE}/jars/page?page=1&size=1` });
    assert.deepEqual([byPath.json().total, byPath.json().entries.length, byPath.json().entries[0].name], [2, 1, 'python 进阶']);
    const byTag = await ctx().app.inject({ method: 'GET', url: `/api/public/tags/${encodeURIComponent('四六级')}/jars/page?page=1&size=5` });
    assert.deepEqual(names(byTag.json()), ['英语高频词 Top 100']);

    const first = await search(ctx(), q('诗').replace('size=10', 'size=2'));
    const second = await search(ctx(), q('诗').replace('size=10', 'size=2').replace('page=1', 'page=2'));
    assert.deepEqual([first.total, first.entries.length, second.total, second.entries.length], [3, 2, 3, 1]);
    assert.equal(new Set([...names(first), ...names(second)]).size, 3);
    assert.equal((await search(ctx(), 'page=1&size=5')).total, 7);
  });

  it('uses the gram index for 1-, 2- and 4-character queries and English words', async () => {
    for (const keyword of ['诗', '唐诗', '元素周期', 'python']) {
      assert.match(await planOf(ctx(), keyword), /published_jars_grams_idx/, keyword);
    }
  });

  it('lists hot tags by published jars, and the public detail with its preview signed out', async () => {
    const hot = await ctx().app.inject({ method: 'GET', url: '/api/public/hot-tags?size=10' });
    assert.equal(hot.statusCode, 200);
    assert.deepEqual(new Set(hot.json()), new Set(['古诗', '唐诗', '高考', '编程', '四六级']));

    const found = (await search(ctx(), q('元素周期'))).entries[0];
    assert.ok(found);
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${found.id}` });
    assert.equal(detail.statusCode, 200, detail.body);
    const body = detail.json();
    assert.deepEqual(
      [body.name, body.category.name, body.tags, body.totalItems, body.totalSubscribes, body.totalStars, body.preview.map((item: { content: string }) => item.content)],
      ['化学元素周期表', '科学', ['高考'], 1, 0, 0, ['H 氢']],
    );
    assert.equal(body.subscribed, undefined, 'signed out: no relation');
    const tags = await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${found.id}/tags` });
    assert.deepEqual(tags.json(), ['高考']);
    assert.equal((await ctx().app.inject({ method: 'GET', url: '/api/public/jars/unknown-jar' })).statusCode, 404);
  });

  // Last: it publishes one more jar, which the totals above do not count.
  it('matches the description (简介) too, as it is after the creator edits it, through the gram index', async () => {
    const jar = await createJar(creator, { name: '山水田园', description: '王维与孟浩然的名篇，附注释' });
    await addItems(creator, jar.id, ['空山新雨后']);
    await approve(ctx(), (await submit(creator, { jarId: jar.id })).id);
    assert.deepEqual(names(await search(ctx(), q('孟浩然'))), ['山水田园']);
    assert.deepEqual(names(await search(ctx(), q('注释'))), ['山水田园']);
    assert.match(await planOf(ctx(), '孟浩然'), /published_jars_grams_idx/);

    const edited = await creator.put(`/api/jars/${jar.id}/edit`, { name: '山水田园', description: '陶渊明的田园名篇' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(names(await search(ctx(), q('陶渊明'))), ['山水田园']);
    assert.deepEqual(names(await search(ctx(), q('孟浩然'))), [], 'the old description no longer matches');
  });
});
