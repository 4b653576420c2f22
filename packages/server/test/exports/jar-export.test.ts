// 导出 end to end: a jar as .apkg / CSV / Markdown through GET /api/jars/{id}/export, and back in through the import
// API: into a new jar (same fronts, contents, clozes, tags and file bytes), and into the jar it came from (nothing
// new, nothing updated: the export names each note by the point's id).
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { it } from 'node:test';
import { strFromU8 } from 'fflate';
import type { Jar, JarItem } from '@memory/contracts';
import { readAnkiPackage, writeAnkiPackage } from '../../src/modules/imports/formats/anki';
import { MP4, PNG, addItems, createJar, upload, type Client } from '../helpers/jars';
import { memberClient } from '../helpers/plans';
import { publishJar } from '../helpers/marketplace';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';
import { bytesAt, commitImport, pointsOf, previewImport } from './helpers';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

async function exportJar(client: Client, jarId: string, format: string) {
  return client.get(`/api/jars/${jarId}/export?format=${format}`);
}

/**
 * A jar of every kind of point: two imported with tags (one with a picture), written here with a 正面, a cloze with
 * a 正面, a cloze without, one with a video, and one 放弃.
 */
async function richJar(ctx: SuiteContext, client: Client): Promise<{ jar: Jar; points: JarItem[]; cancelled: JarItem }> {
  const deck = await writeAnkiPackage({
    name: '生物 笔记',
    notes: [
      { guid: 'src-1', front: '细胞的能量工厂？', content: '**线粒体**', tags: ['生物', '细胞'], media: [{ name: 'cell.png', bytes: PNG }] },
      { guid: 'src-2', front: null, content: '叶绿体进行*光合作用*', tags: ['生物'], media: [] },
    ],
  });
  const imported = await commitImport(client, (await previewImport(client, '生物 笔记.apkg', deck)).id);
  assert.equal(imported.status, 'DONE', imported.error ?? '');
  const jarId = imported.report!.jars[0]!.id;
  for (const body of [
    { front: '日本的首都', content: '东京' },
    { front: '地理', content: '{{c1::巴黎}}是{{c2::法国::国家}}的首都' },
    { content: '{{c1::東京}}は日本の首都' },
    { front: '视频', content: '看这段视频' },
    { content: '这条会被放弃' },
  ]) {
    const response = await client.post(`/api/jars/${jarId}/items`, body);
    assert.equal(response.statusCode, 201, response.body);
  }
  let points = await pointsOf(client, jarId);
  const video = await upload(ctx, client, 'video/mp4', MP4);
  const photo = await upload(ctx, client, 'image/jpeg', JPEG);
  for (const [id, type, point] of [
    [video, 'VIDEO', points[5]],
    [photo, 'IMAGE', points[5]],
  ] as const) {
    const attached = await client.post('/api/attachments', { id, type, jarId, itemId: point?.id });
    assert.equal(attached.statusCode, 200, attached.body);
  }
  const cancelled = points[6]!;
  assert.equal((await client.put(`/api/jars/${jarId}/items/${cancelled.id}/cancel`)).statusCode, 200);
  points = await pointsOf(client, jarId);
  const jar: Jar = (await client.get(`/api/jars/${jarId}`)).json();
  return { jar, points: points.filter((point) => point.status === 'ACTIVE'), cancelled };
}

/** What a point says and shows, with its files' bytes, for comparing two jars. */
async function contentsOf(client: Client, points: readonly JarItem[]) {
  const result = [];
  for (const point of points) {
    const files = [];
    for (const file of point.attachments ?? []) files.push({ type: file.type, bytes: Buffer.from(await bytesAt(client, file.url)).toString('hex') });
    result.push({ front: point.front, content: point.content, files });
  }
  return result;
}

describeEachBackend('jar export', (ctx) => {
  it('a file whose bytes are gone from the store is left out of the .apkg; the rest comes', async () => {
    const client = await memberClient(ctx(), 'export-lost-file');
    const jar = await createJar(client, { name: '丢失的文件' });
    const [point] = await addItems(client, jar.id, ['有图']);
    const kept = await upload(ctx(), client);
    const lost = await upload(ctx(), client);
    for (const id of [kept, lost]) assert.equal((await client.post('/api/attachments', { id, type: 'IMAGE', jarId: jar.id, itemId: point!.id })).statusCode, 200);
    await rm(path.join(ctx().storage.blobsDir, lost));
    const apkg = await exportJar(client, jar.id, 'apkg');
    assert.equal(apkg.statusCode, 200, apkg.body);
    const source = await readAnkiPackage('x.apkg', new Uint8Array(apkg.rawPayload), { reviews: false });
    assert.deepEqual([...source.media.keys()], [`${kept}.png`]);
    assert.equal(source.notes[0]?.fields[1], '有图');
  });

  it('answers each format as a download with a UTF-8 file name; leaves out 放弃 points; GUID = point id', async () => {
    const client = await memberClient(ctx(), 'export-formats');
    const { jar, points, cancelled } = await richJar(ctx(), client);

    const apkg = await exportJar(client, jar.id, 'apkg');
    assert.equal(apkg.statusCode, 200, apkg.body);
    assert.equal(apkg.headers['content-type'], 'application/octet-stream');
    assert.equal(
      apkg.headers['content-disposition'],
      `attachment; filename="__ __.apkg"; filename*=UTF-8''${encodeURIComponent('生物 笔记')}.apkg`,
    );
    assert.match(String(apkg.headers['cache-control']), /no-store/);
    const source = await readAnkiPackage('x.apkg', new Uint8Array(apkg.rawPayload), { reviews: false });
    assert.deepEqual(
      source.notes.map((note) => note.sourceId).sort(),
      points.map((point) => point.id).sort(),
      'one note per not-cancelled point, its GUID the point id',
    );
    assert.ok(!source.notes.some((note) => note.sourceId === cancelled.id));
    assert.deepEqual(source.notes.find((note) => note.sourceId === points[0]!.id)?.tags, ['生物', '细胞']);
    assert.equal(source.media.size, 3, 'the picture, the video and the photo');

    const csv = await exportJar(client, jar.id, 'csv');
    assert.equal(csv.statusCode, 200);
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(String(csv.headers['content-disposition']), /filename\*=UTF-8''.*\.csv$/);
    const text = csv.body;
    assert.match(text, /^#separator:tab/);
    assert.match(text, /#deck:生物 笔记/);
    assert.ok(text.includes(points[2]!.id) && !text.includes('这条会被放弃'));

    const md = await exportJar(client, jar.id, 'md');
    assert.equal(md.statusCode, 200);
    assert.equal(md.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.match(md.body, /^# 生物 笔记\n/);
    assert.ok(md.body.includes('{{c1::東京}}は日本の首都'));
    assert.ok(md.body.includes(`^${points[2]!.id}`));
  });

  it('refuses a bad format naming `format`, another user’s jar (404) and no token (401); free for every plan', async () => {
    const owner = await memberClient(ctx(), 'export-owner');
    const jar = await createJar(owner, { name: '私人' });
    await addItems(owner, jar.id, ['一']);
    const bad = await exportJar(owner, jar.id, 'pdf');
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().fields?.format, bad.body);
    assert.equal((await owner.get(`/api/jars/${jar.id}/export`)).json().fields?.format !== undefined, true);

    const stranger = await ctx().as('export-stranger');
    assert.equal((await exportJar(stranger, jar.id, 'csv')).statusCode, 404);
    assert.equal((await exportJar(stranger, 'no-such-jar', 'csv')).statusCode, 404);
    assert.equal((await ctx().app.inject({ method: 'GET', url: `/api/jars/${jar.id}/export?format=csv` })).statusCode, 401);

    // A member whose card ran out (free plan) still exports: it is their data.
    await ctx().running.database.db.execute(
      (await import('drizzle-orm')).sql`UPDATE accounts SET type = 'TRAIL', expired_at = now() - interval '30 days' WHERE user_id = 'export-owner'`,
    );
    assert.equal((await owner.get('/api/users/me/account')).json().type, 'FREE');
    assert.equal((await exportJar(owner, jar.id, 'md')).statusCode, 200);
  });

  it('a subscriber exports their copy (BUYER), with the creator’s points', async () => {
    const creator = await memberClient(ctx(), 'export-creator');
    const { jar } = await publishJar(ctx(), creator, '公开的罐', ['第一条', '第二条']);
    const buyer = await ctx().as('export-buyer');
    const subscribed = await buyer.put(`/api/marketplace/jars/${jar.id}/subscribe`);
    assert.equal(subscribed.statusCode, 200, subscribed.body);
    const copy: Jar = subscribed.json();
    const csv = await exportJar(buyer, copy.id, 'csv');
    assert.equal(csv.statusCode, 200, csv.body);
    assert.ok(csv.body.includes('第一条') && csv.body.includes('第二条'));
  });

  it('round trip into a new jar: the same fronts, contents, clozes, tags and file bytes', async () => {
    const client = await memberClient(ctx(), 'export-roundtrip');
    const { jar, points } = await richJar(ctx(), client);
    const apkg = new Uint8Array((await exportJar(client, jar.id, 'apkg')).rawPayload);

    // Its owner, without choosing a jar: the export is recognised (its GUIDs are the points' ids), nothing to do.
    const own = await previewImport(client, '生物 笔记.apkg', apkg);
    assert.deepEqual(own.preview.jar, { id: jar.id, name: jar.name });
    assert.deepEqual(own.preview.counts, { total: points.length, new: 0, updated: 0, unchanged: points.length, skipped: 0 });

    // A friend the file was given to: a new jar of their own with the same points.
    const friend = await memberClient(ctx(), 'export-roundtrip-friend');
    const preview = await previewImport(friend, '生物 笔记.apkg', apkg);
    assert.equal(preview.preview.jar, null, 'another learner gets the deck as a new jar');
    assert.deepEqual(preview.preview.counts, { total: points.length, new: points.length, updated: 0, unchanged: 0, skipped: 0 });
    const done = await commitImport(friend, preview.id);
    assert.equal(done.status, 'DONE', done.error ?? '');
    const copy = done.report!.jars[0]!;
    assert.notEqual(copy.id, jar.id);
    assert.equal(copy.name, '生物 笔记');
    const copied = await pointsOf(friend, copy.id);
    assert.deepEqual(await contentsOf(friend, copied), await contentsOf(client, points));

    // Tags travel too (the in-app points have none; the imported ones keep theirs).
    const again = await readAnkiPackage('x.apkg', new Uint8Array((await exportJar(friend, copy.id, 'apkg')).rawPayload), { reviews: false });
    const tagsByContent = new Map(again.notes.map((note) => [note.fields.join('|'), note.tags]));
    assert.deepEqual(tagsByContent.get('细胞的能量工厂？|**线粒体**'), ['生物', '细胞']);
    assert.deepEqual(tagsByContent.get('|叶绿体进行*光合作用*'), ['生物']);
  });

  it('round trip into the same jar: 0 新增, 0 更新, for .apkg, CSV and Markdown; a changed row updates that point in place', async () => {
    const client = await memberClient(ctx(), 'export-samejar');
    const { jar, points } = await richJar(ctx(), client);
    const before = await contentsOf(client, points);

    for (const format of ['apkg', 'csv', 'md'] as const) {
      const file = new Uint8Array((await exportJar(client, jar.id, format)).rawPayload);
      const preview = await previewImport(client, `生物.${format}`, file, { jarId: jar.id });
      assert.deepEqual(preview.preview.jar, { id: jar.id, name: jar.name });
      assert.deepEqual(preview.preview.counts, { total: points.length, new: 0, updated: 0, unchanged: points.length, skipped: 0 }, format);
      const done = await commitImport(client, preview.id);
      assert.equal(done.status, 'DONE', done.error ?? '');
      assert.deepEqual(done.report?.counts, { total: points.length, new: 0, updated: 0, unchanged: points.length, skipped: 0 }, format);
    }
    const after = await pointsOf(client, jar.id);
    assert.equal(after.length, points.length + 1, 'the same points (the 放弃 one stays as it was)');
    assert.deepEqual(after.filter((point) => point.status === 'ACTIVE').map((point) => point.id), points.map((point) => point.id));
    assert.deepEqual(await contentsOf(client, after.filter((point) => point.status === 'ACTIVE')), before, 'nothing changed, files included');

    // The export edited elsewhere: that point is updated in place (same id), nothing is added.
    const csv = strFromU8(new Uint8Array((await exportJar(client, jar.id, 'csv')).rawPayload)).replace('东京', '东京（Tokyo）');
    const changed = await previewImport(client, '生物.csv', new TextEncoder().encode(csv), { jarId: jar.id });
    assert.deepEqual(changed.preview.counts, { total: points.length, new: 0, updated: 1, unchanged: points.length - 1, skipped: 0 });
    const updated = await commitImport(client, changed.id);
    assert.equal(updated.status, 'DONE', updated.error ?? '');
    const edited = (await pointsOf(client, jar.id)).find((point) => point.id === points[2]!.id);
    assert.equal(edited?.content, '东京（Tokyo）');
    assert.equal((await pointsOf(client, jar.id)).length, after.length);
  });
});
