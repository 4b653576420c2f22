import fp from 'fastify-plugin';
import { authPlugin, oidcPlugin, resolveAuthSettings, WEB_CLIENT_ID, type AuthSettings } from './auth';
import { WEB_CLIENT_SCOPE } from './auth/settings';
import { buildApp, type App } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type Database, type OpenDatabase } from './db/database';
import { demoUserExists, seedDemoUser } from './demo';
import { seedReferenceData } from './seed';
import { staticApps } from './web/static-apps';

export interface RunningServer {
  app: App;
  database: OpenDatabase;
  url: string;
  demo: { created: boolean; available: boolean };
  close(): Promise<void>;
}

/** Token checking and the embedded provider, bound to this database and issuer (see src/auth). */
export function productionAuth(db: Database, settings: AuthSettings) {
  return {
    auth: fp(async (app) => app.register(authPlugin, { db, settings }), { name: 'memory-auth-binding' }),
    oidc: fp(async (app) => app.register(oidcPlugin, { db, settings }), { name: 'memory-oidc-binding' }),
  };
}

/** /config.json: what the shell needs to sign in and call the API. */
export function runtimeConfigJson(config: ServerConfig, settings: AuthSettings) {
  return {
    oidc: { authority: settings.issuer, clientId: WEB_CLIENT_ID, scope: WEB_CLIENT_SCOPE },
    apiBase: '/api',
    feedbackUrl: config.feedbackUrl,
  };
}

/** One process: database (migrated and seeded), API, OpenID provider and the built frontends, listening. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedReferenceData(database.db);
    const created = config.seedDemo ? await seedDemoUser(database.db) : false;
    const authSettings = resolveAuthSettings({ publicUrl: config.publicUrl });

    const app = await buildApp(
      {
        nodeEnv: config.nodeEnv,
        corsOrigins: config.corsOrigins,
        logger: { level: config.logLevel },
        trustProxy: config.trustProxy,
        blobsDir: config.blobsDir,
        s3: config.s3,
        ai: config.ai,
      },
      { db: database.db, ...productionAuth(database.db, authSettings) },
    );
    await app.register(staticApps, {
      appsDir: config.appsDir,
      remotesJsonPath: config.remotesJsonPath,
      configJson: runtimeConfigJson(config, authSettings),
    });
    await app.listen({ port: config.port, host: config.host });
    const demo = { created, available: config.seedDemo && (await demoUserExists(database.db)) };
    return {
      app,
      database,
      url: config.publicUrl,
      demo,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
