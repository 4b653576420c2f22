// The test-only hooks the journeys use exist only where a test composition root adds them (testing/routes), and only
// under NODE_ENV=test: the production composition answers them 404, whoever asks, and buildApp refuses them outside
// NODE_ENV=test. (That the production build holds none of their code is `pnpm check:no-test-hooks`'s.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp, type App } from '../src/app';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { seedReferenceData } from '../src/seed';
import { testRoutes } from '../testing/routes';
import { testBackends, type TestStorage } from './helpers/backends';
import { clientFor } from './helpers/test-app';
import { createTestAuth } from './helpers/test-auth';

const HOOKS: Array<[string, Record<string, unknown>]> = [
  ['/api/test/clock', { now: null }],
  ['/api/test/membership', { type: 'MONTHLY' }],
  ['/api/test/orders/sweep', {}],
  ['/api/test/publish-tasks/some-task/approve', {}],
  ['/api/test/publish-tasks/some-task/reject', { reason: '测试' }],
];

const [backend] = testBackends();

describe('test-only hooks', () => {
  let storage: TestStorage;
  let database: OpenDatabase;
  const apps: App[] = [];
  let auth: Awaited<ReturnType<typeof createTestAuth>>;

  before(async () => {
    storage = await backend!.createStorage();
    database = await openDatabase(storage.options);
    await seedReferenceData(database.db);
    auth = await createTestAuth();
  });
  after(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await storage.dispose();
  });

  async function appFor(nodeEnv: 'production' | 'development' | 'test'): Promise<App> {
    const withTestRoutes = nodeEnv === 'test' ? { testRoutes } : {};
    const app = await buildApp({ nodeEnv, corsOrigins: [], blobsDir: storage.blobsDir, sweepEveryMs: 0 }, { db: database.db, auth: auth.plugin, ...withTestRoutes });
    await app.ready();
    apps.push(app);
    return app;
  }

  for (const nodeEnv of ['production', 'development'] as const) {
    it(`do not exist in ${nodeEnv}, not even for a signed-in caller`, async () => {
      const client = clientFor(await appFor(nodeEnv), await auth.sign('hooks-prod'));
      for (const [url, body] of HOOKS) assert.equal((await client.put(url, body)).statusCode, 404, url);
    });
  }

  for (const nodeEnv of ['production', 'development'] as const) {
    it(`are refused by buildApp in ${nodeEnv}`, async () => {
      await assert.rejects(
        buildApp({ nodeEnv, corsOrigins: [], blobsDir: storage.blobsDir, sweepEveryMs: 0 }, { db: database.db, auth: auth.plugin, testRoutes }),
        /NODE_ENV=test only/,
      );
    });
  }

  it('exist under NODE_ENV=test (an unknown publish task is the service’s own 404 with its message)', async () => {
    const client = clientFor(await appFor('test'), await auth.sign('hooks-test'));
    assert.equal((await client.put('/api/test/membership', { type: 'MONTHLY' })).statusCode, 200);
    const unknown = await client.put('/api/test/publish-tasks/some-task/approve', {});
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, '没有这个发布申请');
  });
});
