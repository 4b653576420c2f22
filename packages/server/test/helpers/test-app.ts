import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppConfig } from '../../src/app';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { seedReferenceData } from '../../src/seed';
import { testRoutes } from '../../testing/routes';
import type { TestStorage } from './backends';
import type { createTestAuth } from './test-auth';

export type TestAuth = Awaited<ReturnType<typeof createTestAuth>>;

export interface TestApp {
  app: App;
  database: OpenDatabase;
  close(): Promise<void>;
}

/**
 * The API as production builds it, on the given storage, with the test token verifier; `config` sets what a suite
 * tests (payments, storage limits, an S3 store…) over the defaults.
 */
export async function startTestApp(storage: TestStorage, auth: TestAuth, config: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openDatabase(storage.options);
  await seedReferenceData(database.db);
  const app = await buildApp(
    { nodeEnv: 'test', corsOrigins: ['http://localhost:3001'], blobsDir: storage.blobsDir, ...config },
    { db: database.db, auth: auth.plugin, ...(config.nodeEnv === undefined || config.nodeEnv === 'test' ? { testRoutes } : {}) },
  );
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A signed-in caller: every request carries their bearer token. */
export function clientFor(app: App, token: string) {
  const send = (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  return {
    get: (url: string) => send({ method: 'GET', url }),
    put: (url: string, payload?: object) => send({ method: 'PUT', url, ...(payload ? { payload } : {}) }),
    post: (url: string, payload?: object) => send({ method: 'POST', url, ...(payload ? { payload } : {}) }),
    send,
  };
}
