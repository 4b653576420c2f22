// AI 制卡's sources through the API: memos (the learner's own only), an uploaded file (checked by its bytes, refused
// with 400 / 413 naming `file`, never a 5xx) and a pasted web page are read into text, and a run records where its
// material came from, shown in the inbox.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CARD_BUILDER_FILE_MAX_BYTES, type ApiError, type CardBuilderRunSummary, type CardBuilderSource, type Memo } from '@memory/contracts';
import type { App } from '../../src/app';
import { startAiSuite, type AiSuite } from '../ai/ai-helpers';
import { makeDocx, makePdf, PNG_FILE, WEB_PAGE } from './source-fixtures';

const BOUNDARY = '----memory-card-builder-test';

function multipart(file: { name: string; bytes: Uint8Array } | null) {
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  } else {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnothing\r\n`));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe('AI 制卡 sources API', () => {
  let suite: AiSuite;
  let app: App;
  let member: string;
  let other: string;

  before(async () => {
    suite = await startAiSuite();
    app = await suite.appWith();
    await suite.makeMember(app, 'sources-member');
    await suite.makeMember(app, 'sources-other');
    member = await suite.token('sources-member');
    other = await suite.token('sources-other');
  });
  after(() => suite.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (token: string, file: { name: string; bytes: Uint8Array } | null) => {
    const { payload, headers } = multipart(file);
    return app.inject({ method: 'POST', url: '/api/card-builder/sources/file', headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  };
  const refusedFile = async (file: { name: string; bytes: Uint8Array } | null, status: number, message: RegExp) => {
    const response = await upload(member, file);
    assert.equal(response.statusCode, status, response.body);
    const body = response.json<ApiError>();
    assert.match(body.message, message);
    assert.equal(body.fields?.file, body.message, 'the refusal names the field');
  };

  it('reads an uploaded .docx, .md and .pdf into editable text', async () => {
    const docx = await upload(member, { name: '光合作用讲义.docx', bytes: makeDocx(['# 光合作用', '光合作用的场所是叶绿体。']) });
    assert.equal(docx.statusCode, 200, docx.body);
    assert.deepEqual(docx.json<CardBuilderSource>(), {
      kind: 'FILE',
      name: '光合作用讲义.docx',
      title: '光合作用讲义',
      text: '# 光合作用\n\n光合作用的场所是叶绿体。',
      characters: 20,
      truncated: false,
    });
    const md = await upload(member, { name: '根.md', bytes: new TextEncoder().encode('植物的根位于土壤中。\n') });
    assert.equal(md.json<CardBuilderSource>().text, '植物的根位于土壤中。');
    const pdf = await upload(member, { name: 'notes.pdf', bytes: makePdf([['Roots take up water.']]) });
    assert.equal(pdf.json<CardBuilderSource>().text, 'Roots take up water.');
  });

  it('refuses a wrong, broken, scanned, missing or too large file with 400 / 413 naming `file`', async () => {
    await refusedFile({ name: '图片.pdf', bytes: PNG_FILE }, 400, /内容不是 PDF/);
    await refusedFile({ name: '坏的.docx', bytes: makeDocx(['正文']).slice(0, 300) }, 400, /「坏的\.docx」无法读取/);
    await refusedFile({ name: '扫描件.pdf', bytes: makePdf([null]) }, 400, /扫描版 PDF/);
    await refusedFile({ name: '照片.png', bytes: PNG_FILE }, 400, /不是支持的格式/);
    await refusedFile(null, 400, /请选择要上传的文件/);
    await refusedFile({ name: '大.txt', bytes: new Uint8Array(CARD_BUILDER_FILE_MAX_BYTES + 1).fill(0x61) }, 413, /文件超过 10 MB/);
  });

  it('reads the learner’s own memos, one paragraph each; another’s memo is a 404 naming `memoIds`', async () => {
    const write = async (token: string, content: string) => (await call(token, 'POST', '/memos', { content })).json<Memo>().id;
    const first = await write(member, '光合作用的场所是叶绿体。');
    const second = await write(member, '植物的根位于土壤中。');
    const theirs = await write(other, '别人的 MEMO');

    const mine = await call(member, 'POST', '/card-builder/sources/memos', { memoIds: [first, second] });
    assert.equal(mine.statusCode, 200, mine.body);
    const source = mine.json<CardBuilderSource>();
    assert.equal(source.text, '光合作用的场所是叶绿体。\n\n植物的根位于土壤中。');
    assert.equal(source.name, '2 条 MEMO');
    assert.equal(source.kind, 'MEMOS');

    const stolen = await call(member, 'POST', '/card-builder/sources/memos', { memoIds: [first, theirs] });
    assert.equal(stolen.statusCode, 404, stolen.body);
    assert.ok(stolen.json<ApiError>().fields?.memoIds, 'the refusal names the field');
    assert.ok(!stolen.body.includes('别人的'));
  });

  it('reads a pasted web page’s article, without its navigation and scripts', async () => {
    const response = await call(member, 'POST', '/card-builder/sources/web-page', { html: WEB_PAGE });
    assert.equal(response.statusCode, 200, response.body);
    const source = response.json<CardBuilderSource>();
    assert.equal(source.kind, 'WEB');
    assert.match(source.name, /光合作用/);
    assert.match(source.text, /光合作用的场所是叶绿体/);
    assert.doesNotMatch(source.text, /专题导航|统计脚本|广告脚本|版权所有/);
    const empty = await call(member, 'POST', '/card-builder/sources/web-page', { html: '<script>var a = 1;</script>' });
    assert.equal(empty.statusCode, 400);
    assert.ok(empty.json<ApiError>().fields?.html);
  });

  it('is for members', async () => {
    await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${await suite.token('sources-trial')}` } });
    const response = await call(await suite.token('sources-trial'), 'POST', '/card-builder/sources/web-page', { html: WEB_PAGE });
    assert.equal(response.statusCode, 403);
  });

  it('a run records its source’s kind and name, shown in the inbox', async () => {
    const text = '光合作用的场所是叶绿体。';
    const fromFile = await call(member, 'POST', '/card-builder/runs', { source: text, sourceKind: 'FILE', sourceName: '光合作用讲义.docx' });
    assert.equal(fromFile.statusCode, 200, fromFile.body);
    const pasted = await call(member, 'POST', '/card-builder/runs', { source: text, sourceName: '被忽略' });
    assert.equal(pasted.statusCode, 200, pasted.body);
    const inbox = (await call(member, 'GET', '/card-builder/runs')).json<CardBuilderRunSummary[]>();
    assert.deepEqual(
      inbox.map(({ sourceKind, sourceName }) => ({ sourceKind, sourceName })),
      [
        { sourceKind: 'TEXT', sourceName: null },
        { sourceKind: 'FILE', sourceName: '光合作用讲义.docx' },
      ],
    );
  });
});
