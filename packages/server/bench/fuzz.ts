/**
 * API fuzzing at volume (not a test): the generator of test/fuzz.test.ts, 50 000 requests by default, through the
 * real app (Fastify inject, the real token check) on a fresh PGlite — or PostgreSQL with FUZZ_DATABASE_URL.
 * Prints the answers by status and every problem (a 5xx, a 400 without a field or naming a field not sent).
 *
 *   npx -y pnpm@10.34.9 --filter @memory/server fuzz
 *   FUZZ_RUNS=100000 FUZZ_SEED=7 npx -y pnpm@10.34.9 --filter @memory/server fuzz
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { authDependencies, mintAccessToken, resolveAuthSettings } from '../src/auth';
import { openDatabase } from '../src/db/database';
import { grantMembership } from '../src/modules/account/membership';
import { createAccountService } from '../src/modules/account/service';
import { createUsersService } from '../src/modules/users/service';
import { seedReferenceData } from '../src/seed';
import { fuzzApi } from '../test/helpers/openapi-fuzz';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const USER = 'fuzz-member';
const AUTH_SETTINGS = resolveAuthSettings({ publicUrl: 'http://fuzz.invalid', env: {} });

const dataDir = await mkdtemp(path.join(tmpdir(), 'memory-fuzz-'));
const database = await openDatabase({ dataDir, databaseUrl: process.env.FUZZ_DATABASE_URL });
try {
  await seedReferenceData(database.db);
  const { auth } = authDependencies(database.db, AUTH_SETTINGS);
  const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir: path.join(dataDir, 'blobs') }, { db: database.db, auth });
  await app.ready();
  await createUsersService(database.db, { account: createAccountService(database.db) }).ensureUser(USER, 'fuzz');
  await grantMembership(database.db, USER, 'MONTHLY');
  const token = await mintAccessToken(database.db, USER, 'fuzz', { settings: AUTH_SETTINGS });
  const headers = { authorization: `Bearer ${token}` };
  const memo = (await app.inject({ method: 'POST', url: '/api/memos', headers, payload: { content: '模糊测试的种子', tags: ['种子'] } })).json();
  const tags = (await app.inject({ method: 'GET', url: '/api/memo-tags/page', headers })).json();
  const upload = (await app.inject({ method: 'PUT', url: '/api/attachments', headers, payload: { id: 'fuzzAttachment0000001', contentType: 'image/png' } })).json();

  console.log(`fuzzing ${RUNS} requests, seed ${SEED}`);
  const started = performance.now();
  const report = await fuzzApi(
    app,
    token,
    { memoIds: [memo.id], tagIds: tags.entries.map((tag: { id: string }) => tag.id), attachmentIds: [upload.data.id] },
    { runs: RUNS, seed: SEED, onProgress: (done) => done % 5000 === 0 && console.log(`  ${done} …`) },
  );
  const seconds = (performance.now() - started) / 1000;
  const fiveHundreds = Object.entries(report.byStatus).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(`\n${report.total} requests in ${seconds.toFixed(1)} s (${(report.total / seconds).toFixed(0)}/s)`);
  console.log(`by status: ${JSON.stringify(report.byStatus)}`);
  console.log(`5xx: ${fiveHundreds}; problems: ${report.problems.length}`);
  for (const problem of report.problems.slice(0, 50)) {
    console.log(`  ${problem.why}: ${problem.request.method} ${problem.request.url} ${problem.request.payload?.slice(0, 200) ?? ''} → ${problem.body}`);
  }
  await app.close();
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
