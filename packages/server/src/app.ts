import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyPluginCallback, type FastifyServerOptions } from 'fastify';
import { loadAiSettings, type AiSettings, type S3Settings } from './config';
import type { Database } from './db/database';
import './http/authentication';
import { unauthorized } from './http/errors';
import { installApiNotFound, installErrorHandling } from './http/error-handler';
import { installValidation } from './http/validation';
import { accountRoutes } from './modules/account/routes';
import { aiRoutes } from './modules/ai/routes';
import { createAiService } from './modules/ai/service';
import { createAccountService } from './modules/account/service';
import { localBlobStore } from './modules/attachments/blob-store';
import { blobRoutes } from './modules/attachments/blob-routes';
import { attachmentsRoutes } from './modules/attachments/routes';
import { createAttachmentsService } from './modules/attachments/service';
import { createUrlSigner, loadSigningSecret } from './modules/attachments/signing';
import { createCurvesService } from './modules/curves/service';
import { curvesRoutes } from './modules/curves/routes';
import { createMarketplaceService } from './modules/marketplace/service';
import { marketplacePublicRoutes } from './modules/marketplace/routes';
import { createMemosService } from './modules/memos/service';
import { memosRoutes } from './modules/memos/routes';
import { createSettingsService } from './modules/settings/service';
import { settingsRoutes } from './modules/settings/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { testMembershipRoutes } from './modules/test-membership/routes';
import { timelineRoutes } from './modules/timeline/routes';
import { createTimelineService } from './modules/timeline/service';
import { createUsersService } from './modules/users/service';
import { usersRoutes } from './modules/users/routes';

export interface AppConfig {
  /** 'test' enables the test-only hooks (PUT /api/test/clock). */
  nodeEnv: string;
  /** Browser origins allowed to call /api from elsewhere (the remotes' dev servers, another host). */
  corsOrigins: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: take protocol and client address from X-Forwarded-*. */
  trustProxy?: boolean;
  /** Folder of the local blob store (attachment files). */
  blobsDir: string;
  /** An S3-compatible bucket for attachment files instead of blobsDir. */
  s3?: S3Settings;
  /** The AI provider (POST /api/ai/stream); absent: AI is not configured, the stream says so. */
  ai?: AiSettings;
}

type AnyPlugin = FastifyPluginAsync | FastifyPluginCallback;

export interface AppDependencies {
  db: Database;
  /**
   * Decorates the instance with `authenticate` (src/auth's authPlugin in production; tests inject a stand-in
   * that checks tokens signed with a local key). Must be wrapped in fastify-plugin so the decoration is visible.
   */
  auth: AnyPlugin;
  /** Mounts the embedded OpenID provider at /oidc; absent when an external issuer signs the tokens. */
  oidc?: AnyPlugin;
}

export type App = FastifyInstance;

/** The whole HTTP API: /api (+ /api/docs) and, when given, the embedded provider at /oidc. No static files. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<App> {
  const app = Fastify({ logger: config.logger ?? false, trustProxy: config.trustProxy ?? false }).withTypeProvider<TypeBoxTypeProvider>();
  installErrorHandling(app);
  installValidation(app);
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.decorateRequest('userId', '');

  await app.register(swagger, {
    openapi: {
      info: { title: '记忆仓库 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(deps.auth);
  if (deps.oidc) await app.register(deps.oidc);

  const account = createAccountService(deps.db);
  const curves = createCurvesService(deps.db, { account });
  const settings = createSettingsService(deps.db, curves);
  const users = createUsersService(deps.db);
  const signer = createUrlSigner(await loadSigningSecret(deps.db));
  // The AWS SDK is loaded only when a bucket is configured.
  const blobs = config.s3
    ? (await import('./modules/attachments/s3-blob-store')).s3BlobStoreFor(config.s3)
    : localBlobStore(config.blobsDir);
  const attachments = createAttachmentsService(deps.db, { blobs, signer, account });
  const memos = createMemosService(deps.db, { curves, settings, attachments });
  const timeline = createTimelineService(deps.db, { attachmentsOfMemos: (memoIds) => attachments.ofMemos(memoIds) });
  const marketplace = createMarketplaceService(deps.db);
  const aiSettings = config.ai ?? loadAiSettings({}); // not configured, default limits

  await app.register(
    async (api) => {
      // Only the configured origins; with none, the API is same-origin only.
      if (config.corsOrigins.length > 0) await api.register(cors, { origin: [...config.corsOrigins], maxAge: 600 });
      installApiNotFound(api);

      await api.register(marketplacePublicRoutes, { marketplace });
      // Signed URLs carry their own permission; no bearer token (the browser PUTs the file straight there).
      await api.register(blobRoutes, { attachments });
      if (config.nodeEnv === 'test') await api.register(testClockRoutes);

      await api.register(async (signedIn) => {
        // onRequest: an anonymous caller gets 401 before the body is even parsed, so validation never leaks.
        signedIn.addHook('onRequest', async (request, reply) => {
          await app.authenticate(request, reply);
          if (reply.sent) return;
          if (!request.auth) throw unauthorized();
          await users.ensureUser(request.auth.sub, request.auth.username);
          request.userId = request.auth.sub;
        });
        await signedIn.register(usersRoutes, { users });
        await signedIn.register(settingsRoutes, { settings });
        await signedIn.register(memosRoutes, { memos });
        await signedIn.register(curvesRoutes, { curves });
        await signedIn.register(accountRoutes, { account });
        await signedIn.register(attachmentsRoutes, { attachments });
        await signedIn.register(timelineRoutes, { timeline });
        if (config.nodeEnv === 'test') await signedIn.register(testMembershipRoutes, { db: deps.db });
        await signedIn.register(aiRoutes, { ai: createAiService(aiSettings), account, rateLimitPerMinute: aiSettings.rateLimitPerMinute });
      });
    },
    { prefix: '/api' },
  );

  return app;
}
