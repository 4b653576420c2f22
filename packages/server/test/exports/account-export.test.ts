// 下载我的数据 end to end: POST /api/account/export starts the job, GET …/{id} follows it, …/download answers the zip:
// README.md, data.json (profile without secrets, settings, memos with tags and reviews, jars with points and their
// reviews and grades, curves, orders, subscriptions) and files/<id>.<ext> with every file's bytes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import type { AccountExportJob } from '@memory/contracts';
import { addDays } from '../../src/calendar';
import { fsrsFits, fsrsParameters } from '../../src/db/tables';
import { setClock } from '../helpers/clock';
import { PNG, addItems, createJar, jarAction, upload, type Client } from '../helpers/jars';
import { publishJar } from '../helpers/marketplace';
import { memberClient } from '../helpers/plans';
import { event, fetchPage, report, reviewFeed } from '../helpers/reviews';
import { describeEachBackend } from '../helpers/suite';

const DAY0 = '2026-03-02';

async function startExport(client: Client): Promise<string> {
  const response = await client.post('/api/account/export');
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function waitForExport(client: Client, id: string): Promise<AccountExportJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await client.get(`/api/account/export/${id}`);
    assert.equal(response.statusCode, 200, response.body);
    const job: AccountExportJob = response.json();
    if (job.status !== 'RUNNING') return job;
    assert.ok(job.progress && job.progress.percent >= 0 && job.progress.percent < 100);
    if (Date.now() > deadline) throw new Error(`export ${id} still RUNNING (${JSON.stringify(job.progress)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface DataJson {
  format: string;
  version: number;
  user: { id: string; username: string | null; avatar: string | null; plan: { type: string } | null };
  settings: Record<string, string>;
  curves: Array<{ id: string; name: string; steps: number[] }>;
  memos: Array<{ id: string; content: string; status: string; tags: string[]; files: string[]; reviews: Array<{ reviewIndex: number; hidden: boolean; grade: string | null }> }>;
  jars: Array<{
    id: string;
    role: string;
    name: string;
    subscription: { sourceJarId: string } | null;
    points: Array<{ id: string; front: string | null; content: string; status: string; files: string[]; reviews: Array<{ reviewIndex: number; grade: string | null; hidden: boolean }> }>;
    batchReviews: unknown[];
  }>;
  orders: Array<{ id: string; type: string; total: number }>;
  subscriptions: Array<{ buyerJarId: string; sourceJarId: string }>;
  stars: Array<{ jarId: string }>;
  smartCurve: { parameters: { fitId: string; parameters: number[]; adoptedAt: string } | null; fits: Array<Record<string, unknown>> };
  otherReviews: unknown[];
  files: Array<{ path: string; id: string; memoId: string | null; jarItemId: string | null }>;
}

describeEachBackend('account export', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('packs README.md, data.json and every file; another user gets 404; a new export replaces the old one', async () => {
    await setClock(ctx().app, `${DAY0}T09:00:00`);
    const alice = await memberClient(ctx(), 'export-alice');
    assert.equal((await alice.put('/api/users/me/username', { username: '爱丽丝' })).statusCode, 200);
    const curve = await alice.post('/api/curves', { name: '考前冲刺', steps: [1, 2, 3] });
    assert.equal(curve.statusCode, 201, curve.body);
    assert.equal((await alice.put('/api/settings', { name: 'HISTORY_COUNT', value: '30' })).statusCode, 200);

    const memoPicture = await upload(ctx(), alice);
    const memo = await alice.post('/api/memos', { content: '光合作用发生在**叶绿体**', tags: ['生物', '植物'], attachments: [{ id: memoPicture, type: 'IMAGE' }] });
    assert.equal(memo.statusCode, 201, memo.body);
    const memoId: string = memo.json().id;

    const jar = await createJar(alice, { name: '地理' });
    const [capital, cloze] = await addItems(alice, jar.id, ['东京', '{{c1::巴黎}}是法国的首都']);
    const pointPicture = await upload(ctx(), alice);
    assert.equal((await alice.post('/api/attachments', { id: pointPicture, type: 'IMAGE', jarId: jar.id, itemId: capital!.id })).statusCode, 200);
    await jarAction(alice, jar.id, 'start');
    const order = await alice.post('/api/orders', { type: 'MONTHLY', count: 1 });
    assert.equal(order.statusCode, 201, order.body);

    const creator = await memberClient(ctx(), 'export-creator2');
    const published = await publishJar(ctx(), creator, '成语', ['画蛇添足']);
    const subscribed = await alice.put(`/api/marketplace/jars/${published.jar.id}/subscribe`);
    assert.equal(subscribed.statusCode, 200, subscribed.body);
    assert.equal((await alice.put(`/api/marketplace/jars/${published.jar.id}/star`)).statusCode, 204);

    // Day 0: the memo's first post and the jar's batch post are met; the next day the points come back and one is graded.
    await reviewFeed(alice);
    await setClock(ctx().app, `${addDays(DAY0, 1)}T09:00:00`);
    const page = await fetchPage(alice, 20);
    const pointPost = page.entries.find((post) => post.content === '东京');
    assert.ok(pointPost, JSON.stringify(page.entries.map((post) => post.type)));
    await report(alice, [event(pointPost.id, 'revealed'), event(pointPost.id, 'graded', 'HARD')]);

    const id = await startExport(alice);
    const done = await waitForExport(alice, id);
    assert.equal(done.status, 'DONE', done.error ?? '');
    assert.deepEqual(done.progress, { phase: '完成', percent: 100 });

    const bob = await ctx().as('export-bob');
    assert.equal((await bob.get(`/api/account/export/${id}`)).statusCode, 404);
    assert.equal((await bob.get(`/api/account/export/${id}/download`)).statusCode, 404);

    const download = await alice.get(`/api/account/export/${id}/download`);
    assert.equal(download.statusCode, 200, download.body);
    assert.equal(download.headers['content-type'], 'application/zip');
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="[^"]*\.zip"; filename\*=UTF-8''.+\.zip$/);
    assert.equal(Number(download.headers['content-length']), download.rawPayload.length);
    assert.equal(done.sizeBytes, download.rawPayload.length);

    const entries = unzipSync(new Uint8Array(download.rawPayload));
    assert.deepEqual(Object.keys(entries).sort(), ['README.md', 'data.json', `files/${memoPicture}.png`, `files/${pointPicture}.png`].sort());
    assert.deepEqual(Buffer.from(entries[`files/${memoPicture}.png`]!), PNG);
    assert.deepEqual(Buffer.from(entries[`files/${pointPicture}.png`]!), PNG);
    const readme = strFromU8(entries['README.md']!);
    assert.match(readme, /# 记忆仓库 · 我的数据/);
    assert.match(readme, /data\.json/);

    const text = strFromU8(entries['data.json']!);
    assert.doesNotMatch(text, /password|secret|token|hash/i, 'no secrets');
    const data = JSON.parse(text) as DataJson;
    assert.equal(data.format, 'memory-warehouse-export');
    assert.equal(data.version, 1);
    assert.equal(data.user.id, 'export-alice');
    assert.equal(data.user.username, '爱丽丝');
    assert.equal(data.user.plan?.type, 'MONTHLY');
    assert.equal(data.settings.HISTORY_COUNT, '30');
    assert.deepEqual(data.curves.map((row) => [row.name, row.steps]), [['考前冲刺', [1, 2, 3]]]);

    const exportedMemo = data.memos.find((row) => row.id === memoId);
    assert.ok(exportedMemo);
    assert.equal(exportedMemo.content, '光合作用发生在**叶绿体**');
    assert.deepEqual(exportedMemo.tags, ['生物', '植物']);
    assert.deepEqual(exportedMemo.files, [`files/${memoPicture}.png`]);
    assert.deepEqual(exportedMemo.reviews.map((review) => [review.reviewIndex, review.hidden]), [[0, false]]);

    const own = data.jars.find((row) => row.id === jar.id);
    assert.ok(own);
    assert.equal(own.role, 'CREATOR');
    assert.deepEqual(own.points.map((point) => [point.id, point.content, point.status]), [
      [capital!.id, '东京', 'ACTIVE'],
      [cloze!.id, '{{c1::巴黎}}是法国的首都', 'ACTIVE'],
    ]);
    assert.deepEqual(own.points[0]!.files, [`files/${pointPicture}.png`]);
    assert.deepEqual(own.points[0]!.reviews.map((review) => [review.reviewIndex, review.hidden, review.grade]), [[1, true, 'HARD']]);
    assert.equal(own.batchReviews.length, 1, 'the batch post met on day 0');

    const copy = data.jars.find((row) => row.role === 'BUYER');
    assert.equal(copy?.subscription?.sourceJarId, published.jar.id);
    assert.deepEqual(copy?.points.map((point) => point.content), ['画蛇添足']);
    assert.deepEqual(data.subscriptions.map((row) => row.sourceJarId), [published.jar.id]);
    assert.deepEqual(data.stars.map((row) => row.jarId), [published.jar.id]);
    assert.deepEqual(data.orders.map((row) => row.type), ['MONTHLY']);
    assert.deepEqual(data.files.map((file) => file.path).sort(), [`files/${memoPicture}.png`, `files/${pointPicture}.png`].sort());

    // A second export replaces the first (its zip goes); the first id is gone.
    const second = await startExport(alice);
    assert.notEqual(second, id);
    assert.equal((await alice.get(`/api/account/export/${id}`)).statusCode, 404);
    assert.equal((await waitForExport(alice, second)).status, 'DONE');
  });

  it('data.json holds the personal 智能曲线 parameters in use and every fit with its figures, oldest first', async () => {
    const dana = await ctx().as('export-dana');
    const erin = await ctx().as('export-erin');
    // Their user rows come with their first calls: both on the defaults, nothing fitted yet.
    for (const client of [dana, erin]) assert.equal((await client.get('/api/smart-curve/status')).json().source, 'DEFAULT');
    const db = ctx().running.database.db;
    const weights = Array.from({ length: 21 }, (_, index) => Math.round((0.1 + index * 0.05) * 100) / 100);
    const storedFit = (id: string, requested: string, fields: Partial<typeof fsrsFits.$inferInsert>) => ({
      id,
      userId: 'export-dana',
      trigger: 'REQUEST' as const,
      status: 'DONE' as const,
      requestedAt: new Date(requested),
      finishedAt: new Date(new Date(requested).getTime() + 5_000),
      ...fields,
    });
    await db.insert(fsrsFits).values([
      storedFit('fit-few', '2026-03-01T02:00:00Z', { trigger: 'AUTO', reviewsCounted: 300, decision: 'NOT_ENOUGH_REVIEWS' }),
      storedFit('fit-better', '2026-03-09T02:00:00Z', {
        reviewsCounted: 900,
        decision: 'BETTER',
        weights,
        defaultLogLoss: 0.52,
        defaultRmse: 0.08,
        fittedLogLoss: 0.41,
        fittedRmse: 0.02,
        fitMs: 300,
        evaluationMs: 900,
        adoptedAt: new Date('2026-03-09T03:00:00Z'),
      }),
    ]);
    await db.insert(fsrsParameters).values({ userId: 'export-dana', fitId: 'fit-better', weights, adoptedAt: new Date('2026-03-09T03:00:00Z') });

    const exported = async (client: Client) => {
      const id = await startExport(client);
      assert.equal((await waitForExport(client, id)).status, 'DONE');
      const entries = unzipSync(new Uint8Array((await client.get(`/api/account/export/${id}/download`)).rawPayload));
      return { data: JSON.parse(strFromU8(entries['data.json']!)) as DataJson, readme: strFromU8(entries['README.md']!) };
    };
    const { data, readme } = await exported(dana);
    assert.deepEqual(data.smartCurve.parameters, { fitId: 'fit-better', parameters: weights, adoptedAt: '2026-03-09T03:00:00.000Z' });
    assert.deepEqual(
      data.smartCurve.fits.map((row) => [row.id, row.trigger, row.decision, row.reason, row.reviewsCounted]),
      [
        ['fit-few', 'AUTO', 'NOT_ENOUGH_REVIEWS', '复习记录还不够', 300],
        ['fit-better', 'REQUEST', 'BETTER', '优化后的参数预测更准，可以启用', 900],
      ],
    );
    const better = data.smartCurve.fits[1]!;
    assert.deepEqual(
      [better.defaultLogLoss, better.fittedLogLoss, better.defaultRmse, better.fittedRmse, better.errorReductionPercent, better.parameters, better.adoptedAt],
      [0.52, 0.41, 0.08, 0.02, 75, weights, '2026-03-09T03:00:00.000Z'],
    );
    assert.equal(data.smartCurve.fits[0]!.parameters, null);
    assert.match(readme, /`smartCurve`：智能曲线的个性化参数/);

    // Someone who never fitted: the defaults (no parameters), no fits.
    assert.deepEqual((await exported(erin)).data.smartCurve, { parameters: null, fits: [] });
  });

  it('a running export: POST answers it again, its download is a 409; an unknown id is a 404', async () => {
    const carol = await ctx().as('export-carol');
    await carol.get('/api/users/me');
    // A RUNNING row whose job has not run yet (its job id names no job).
    await ctx().running.database.db.execute(
      sql`INSERT INTO account_exports (id, user_id, status, progress, job_id, created_at, updated_at)
          VALUES ('running-export', 'export-carol', 'RUNNING', '{"phase":"排队中","percent":0}', ${randomUUID()}, now(), now())`,
    );
    assert.equal(await startExport(carol), 'running-export');
    const job: AccountExportJob = (await carol.get('/api/account/export/running-export')).json();
    assert.equal(job.status, 'RUNNING');
    assert.deepEqual(job.progress, { phase: '排队中', percent: 0 });
    const early = await carol.get('/api/account/export/running-export/download');
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, '导出尚未完成，完成后才能下载');
    assert.equal((await carol.get('/api/account/export/nothing-here')).statusCode, 404);
    assert.equal((await ctx().app.inject({ method: 'POST', url: '/api/account/export' })).statusCode, 401);
  });

  it('the latest export: null before any, then the running one, then the finished one; each user sees only theirs', async () => {
    const frank = await ctx().as('export-frank');
    const grace = await ctx().as('export-grace');
    const none = await frank.get('/api/account/export/latest');
    assert.equal(none.statusCode, 200, none.body);
    assert.equal(none.json(), null);

    const id = await startExport(frank);
    const running = (await frank.get('/api/account/export/latest')).json();
    assert.equal(running.id, id);
    assert.ok(['RUNNING', 'DONE'].includes(running.status));
    const done = await waitForExport(frank, id);
    assert.deepEqual((await frank.get('/api/account/export/latest')).json(), done);
    assert.equal(done.status, 'DONE');

    // Another export replaces it: the latest is the new one.
    const second = await startExport(frank);
    assert.equal((await frank.get('/api/account/export/latest')).json().id, second);
    await waitForExport(frank, second);

    assert.equal((await grace.get('/api/account/export/latest')).json(), null, 'another user’s export is not theirs');
    assert.equal((await ctx().app.inject({ method: 'GET', url: '/api/account/export/latest' })).statusCode, 401);
  });

  it('a file whose bytes are gone from the store is left out; the export still finishes', async () => {
    const erin = await memberClient(ctx(), 'export-erin');
    const kept = await upload(ctx(), erin);
    const lost = await upload(ctx(), erin);
    const memo = await erin.post('/api/memos', { content: '两张图', attachments: [{ id: kept, type: 'IMAGE' }, { id: lost, type: 'IMAGE' }] });
    assert.equal(memo.statusCode, 201, memo.body);
    await rm(path.join(ctx().storage.blobsDir, lost));
    const id = await startExport(erin);
    assert.equal((await waitForExport(erin, id)).status, 'DONE');
    const zip = unzipSync(new Uint8Array((await erin.get(`/api/account/export/${id}/download`)).rawPayload));
    assert.deepEqual(Object.keys(zip).filter((name) => name.startsWith('files/')), [`files/${kept}.png`]);
  });

  it('a restart finds an interrupted export and runs it again', async () => {
    const dave = await ctx().as('export-dave');
    await dave.get('/api/users/me');
    await dave.post('/api/memos', { content: '重启之后还在' });
    await ctx().running.database.db.execute(
      sql`INSERT INTO account_exports (id, user_id, status, progress, job_id, created_at, updated_at)
          VALUES ('interrupted-export', 'export-dave', 'RUNNING', '{"phase":"打包文件","percent":40}', ${randomUUID()}, now(), now())`,
    );
    await ctx().restart();
    const client = await ctx().as('export-dave');
    const done = await waitForExport(client, 'interrupted-export');
    assert.equal(done.status, 'DONE', done.error ?? '');
    const zip = unzipSync(new Uint8Array((await client.get('/api/account/export/interrupted-export/download')).rawPayload));
    assert.equal((JSON.parse(strFromU8(zip['data.json']!)) as DataJson).memos[0]?.content, '重启之后还在');
  });
});
