// Zero 5xx from bad input: requests derived from /api/docs/json, valid and hostile, against every
// operation. None may answer 5xx; every 400 must name a field of the operation; every status answered must be
// one the document lists for that operation. bench/fuzz.ts runs 50 000+.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { grantMembership } from '../src/modules/account/membership';
import { fuzzApi, type FuzzReport } from './helpers/openapi-fuzz';
import { describeEachBackend } from './helpers/suite';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 11);

function summary(report: FuzzReport): string {
  const lines = [...report.problems].sort((a, b) => b.status - a.status).slice(0, 15).map((problem) => `${problem.why}: ${problem.request.method} ${problem.request.url} ${problem.request.payload?.slice(0, 200) ?? ''} → ${problem.body}`);
  return `${report.problems.length} problems in ${report.total} requests (by status ${JSON.stringify(report.byStatus)}):\n${lines.join('\n')}`;
}

describeEachBackend('fuzzing the API from its OpenAPI document', (ctx) => {
  it(`answers ${RUNS} generated requests without a 5xx, every 400 names a field, every status is documented`, async () => {
    const sub = 'fuzz-member';
    const token = await ctx().auth.sign(sub, { username: 'fuzz' });
    const client = await ctx().as(sub, 'fuzz');
    await client.get('/api/users/me');
    // A member, so premium paths (curves, uploads) run their code rather than stopping at 403.
    await grantMembership(ctx().running.database.db, sub, 'MONTHLY');
    const memo = (await client.post('/api/memos', { content: '模糊测试的种子', tags: ['种子'] })).json();
    const tags = (await client.get('/api/memo-tags/page')).json();
    const upload = (await client.put('/api/attachments', { id: 'fuzzAttachment0000001', contentType: 'image/png' })).json();
    assert.ok(memo.id && upload.data?.id, 'seed data');

    const report = await fuzzApi(ctx().app, token, {
      memoIds: [memo.id],
      tagIds: tags.entries.map((tag: { id: string }) => tag.id),
      attachmentIds: [upload.data.id],
    }, { runs: RUNS, seed: SEED });

    assert.equal(report.total, RUNS);
    assert.equal(report.problems.length, 0, summary(report));
    // The document is the contract clients are generated from: every status answered is listed there.
    const undocumented = [...report.undocumented].flatMap(([operation, statuses]) =>
      [...statuses].map(([status, example]) => `${operation} answered ${status} (e.g. ${example.method} ${example.url.slice(0, 120)} ${example.payload?.slice(0, 120) ?? ''})`),
    );
    assert.deepEqual(undocumented, [], `statuses missing from /api/docs/json:\n${undocumented.join('\n')}`);
  });
});
