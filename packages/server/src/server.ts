import { readFileSync, statSync } from 'node:fs';
import fp from 'fastify-plugin';
import { authPlugin, mintAccessToken, oidcPlugin, resolveAuthSettings, WEB_CLIENT_ID, type AuthSettings } from './auth';
import { WEB_CLIENT_SCOPE } from './auth/settings';
import { embeddedProviderMetadata } from './auth/provider';
import { buildApp, type App, type TestRoutes } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type Database, type OpenDatabase } from './db/database';
import { demoUserExists, demoUserId, DEMO_USERNAME, seedDemoUser } from './demo';
import { DEMO_HISTORY_DAYS, replayDemoHistory, type DemoApi } from './demo-history';
import { readTlsCredentials } from './http/tls';
import { openLimiterStore, type LimiterStore } from './limits/store';
import { seedReferenceData } from './seed';
import { withStartupLock } from './db/startup-lock';
import { canonicalHost } from './web/canonical-host';
import { staticApps } from './web/static-apps';

interface RunningServer {
  app: App;
  database: OpenDatabase;
  url: string;
  demo: { created: boolean; available: boolean };
  close(): Promise<void>;
}

/** Token checking and the embedded provider, bound to this database, issuer and limiter store (see src/auth). */
function productionAuth(db: Database, settings: AuthSettings, limits?: LimiterStore, signUpsPerHour?: number) {
  return {
    auth: fp(async (app) => app.register(authPlugin, { db, settings }), { name: 'memory-auth-binding' }),
    oidc: fp(async (app) => app.register(oidcPlugin, { db, settings, limits, signUpsPerHour }), { name: 'memory-oidc-binding' }),
  };
}

/** /config.json: what the shell needs to sign in and call the API. */
function runtimeConfigJson(config: ServerConfig, settings: AuthSettings) {
  // The embedded provider's endpoints, so the browser needs no discovery request before each redirect to it.
  const metadata = settings.embedded ? embeddedProviderMetadata(settings) : undefined;
  return {
    oidc: { authority: settings.issuer, clientId: WEB_CLIENT_ID, scope: WEB_CLIENT_SCOPE, ...(metadata ? { metadata } : {}) },
    apiBase: '/api',
    feedbackUrl: config.feedbackUrl,
  };
}

/** One process: database (migrated and seeded), API, OpenID provider and the built frontends, listening. */
/** `testRoutes`: only a test composition root passes them (testing/main.ts); production never has them. */
export async function startServer(config: ServerConfig, { testRoutes }: { testRoutes?: TestRoutes } = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let limits: LimiterStore | undefined;
  try {
    // Redis (REDIS_URL) or the database: shared by replicas, kept across restarts (src/limits/store.ts).
    limits = await openLimiterStore({ redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix, db: database.db });
    // One replica at a time: replicas started together on a fresh database would both find it empty.
    const created = await withStartupLock(database.db, async () => {
      await seedReferenceData(database.db);
      return config.seedDemo ? seedDemoUser(database.db, { historyDays: DEMO_HISTORY_DAYS }) : false;
    });
    const authSettings = resolveAuthSettings({ publicUrl: config.publicUrl, env: { ...process.env, NODE_ENV: config.nodeEnv } });

    const app = await buildApp(
      {
        nodeEnv: config.nodeEnv,
        corsOrigins: config.corsOrigins,
        logger: { level: config.logLevel },
        trustProxy: config.trustProxy,
        tls: config.tls ? readTlsCredentials(config.tls) : undefined,
        blobsDir: config.blobsDir,
        s3: config.s3,
        ai: config.ai,
        payments: config.payments,
        autoApprove: config.autoApprove,
        publicUrl: config.publicUrl,
        reminders: config.reminders,
        remoteOrigins: config.remotesJsonPath ? remoteOriginsOf(config.remotesJsonPath, config.publicUrl) : undefined,
      },
      { db: database.db, limits, testRoutes, ...productionAuth(database.db, authSettings, limits, config.signUpsPerHour) },
    );
    // Not under NODE_ENV=test: journeys and tests reach the server at whatever address they were given.
    if (config.nodeEnv !== 'test') await app.register(canonicalHost, { publicUrl: config.publicUrl });
    await app.register(staticApps, {
      appsDir: config.appsDir,
      remotesJsonPath: config.remotesJsonPath,
      configJson: runtimeConfigJson(config, authSettings),
      corsOrigins: config.corsOrigins,
    });
    // Before anyone can sign in: the demo person's weeks since then, replayed through the API (demo-history.ts).
    // A failure leaves the demo with fewer days behind it, never the product unable to start.
    if (created && authSettings.embedded) {
      await replayDemoHistory(await demoApi(app, database.db, authSettings), DEMO_HISTORY_DAYS).catch((error: unknown) => {
        app.log.warn({ err: error }, 'demo: its history could not be replayed in full');
      });
    }
    await app.listen({ port: config.port, host: config.host });
    const demo = { created, available: config.seedDemo && (await demoUserExists(database.db)) };
    return {
      app,
      database,
      url: config.publicUrl,
      demo,
      async close() {
        await app.close();
        await limits?.close();
        await database.close();
      },
    };
  } catch (error) {
    await limits?.close();
    await database.close();
    throw error;
  }
}

/** The API as the demo person, through the app itself (inject), with a token of the embedded provider. */
async function demoApi(app: App, db: Database, settings: AuthSettings): Promise<DemoApi> {
  const userId = await demoUserId(db);
  if (!userId) throw new Error('demo: the demo person was just created but cannot be found');
  const token = await mintAccessToken(db, userId, DEMO_USERNAME, { settings });
  return async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`demo history: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json();
  };
}

/**
 * The origins (other than PUBLIC_URL's) that a REMOTES_JSON file points the shell at, re-read when the file
 * changes (a redeploy edits it while the server runs). A file that cannot be read or parsed allows nothing extra.
 */
function remoteOriginsOf(file: string, publicUrl: string): () => readonly string[] {
  const own = new URL(publicUrl).origin;
  let seen = -1;
  let origins: readonly string[] = [];
  return () => {
    try {
      const changed = statSync(file).mtimeMs;
      if (changed !== seen) {
        seen = changed;
        const remotes = (JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Array<{ entry?: unknown }> }).remotes ?? [];
        const found = remotes.flatMap((remote) => {
          if (typeof remote.entry !== 'string') return [];
          try {
            return [new URL(remote.entry, own).origin];
          } catch {
            return [];
          }
        });
        origins = [...new Set(found)].filter((origin) => origin !== own);
      }
    } catch {
      origins = [];
    }
    return origins;
  };
}
