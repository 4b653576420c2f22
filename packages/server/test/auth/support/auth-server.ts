import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin, oidcPlugin } from '../../../src/auth';
import { resolveAuthSettings, type AuthSettings } from '../../../src/auth/settings';
import { openDatabase, type OpenDatabase } from '../../../src/db/database';
import type { LimiterStore } from '../../../src/limits/store';
import type { TestStorage } from '../../helpers/backends';

/** The web app's origin in these tests. Deliberately not the listener's: the provider must not care (dev proxies). */
export const PUBLIC_URL = 'http://app.memory.test';

export function testSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return { ...resolveAuthSettings({ publicUrl: PUBLIC_URL, env: {} }), ...overrides };
}

export interface RunningAuthServer {
  app: FastifyInstance;
  database: OpenDatabase;
  /** http://127.0.0.1:<port> the server listens on */
  origin: string;
  close(): Promise<void>;
}

/**
 * A real listening server with the embedded provider, its pages and one API route guarded by `authenticate`
 * (GET /api/whoami answers request.auth), on the given storage.
 */
export async function startAuthServer(
  storage: TestStorage,
  settings = testSettings(),
  options: {
    limits?: (database: OpenDatabase) => LimiterStore;
    trustProxy?: boolean;
    signUpsPerHour?: number;
    /** plugins the app registers before the provider (e.g. the security headers) */
    beforeProvider?: (app: FastifyInstance) => unknown;
  } = {},
): Promise<RunningAuthServer> {
  const database = await openDatabase(storage.options);
  const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? false });
  await options.beforeProvider?.(app);
  await app.register(oidcPlugin, { db: database.db, settings, limits: options.limits?.(database), signUpsPerHour: options.signUpsPerHour });
  await app.register(authPlugin, { db: database.db, settings });
  app.get('/api/whoami', { onRequest: app.authenticate }, async (request) => request.auth);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    origin: address,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
