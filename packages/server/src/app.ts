import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyServerOptions } from 'fastify';
import { loadAiSettings, loadReminderDelivery, type AiSettings, type PaymentSettings, type ReminderDelivery, type S3Settings } from './config';
import type { Database } from './db/database';
import './http/authentication';
import { unauthorized } from './http/errors';
import { frameworkErrorHandler, installApiNotFound, installErrorHandling } from './http/error-handler';
import { safeError, safeLoggerOptions } from './http/logging';
import { blobOriginOf, securityHeaders } from './http/security-headers';
import { createFastify, type TlsCredentials } from './http/tls';
import { installValidation } from './http/validation';
import { memoryLimiterStore, type LimiterStore } from './limits/store';
import { accountRoutes } from './modules/account/routes';
import { aiRoutes } from './modules/ai/routes';
import { cardBuilderRoutes } from './modules/card-builder/routes';
import { createCardBuilderService } from './modules/card-builder/service';
import { createRateLimiter } from './limits/ai-calls';
import { startPeriodicJob } from './jobs/run-exclusive';
import { createAiService } from './modules/ai/service';
import { createAccountService } from './modules/account/service';
import { PGlite } from '@electric-sql/pglite';
import { IMPORT_FILE_MAX_BYTES } from '@memory/contracts';
import { BlobTooLargeError, localBlobStore, type BlobStore } from './modules/attachments/blob-store';
import { readUploadedFile, UploadTooLarge } from './files/read-upload';
import { createImportsService, type ImportFiles } from './modules/imports/service';
import { importsRoutes } from './modules/imports/routes';
import { exportsRoutes } from './modules/exports/routes';
import { createExportsService } from './modules/exports/service';
import { createJobQueue } from './jobs/queue';
import { fsrsFitRoutes } from './modules/fsrs-fit/routes';
import { createFsrsFitService } from './modules/fsrs-fit/service';
import { blobRoutes } from './modules/attachments/blob-routes';
import { attachmentsRoutes } from './modules/attachments/routes';
import { createAttachmentsService, type StorageLimits } from './modules/attachments/service';
import { startAttachmentSweeper } from './modules/attachments/sweeper';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import { createUrlSigner, loadSigningSecret } from './modules/attachments/signing';
import { createCurvesService } from './modules/curves/service';
import { curvesRoutes } from './modules/curves/routes';
import { jarsRoutes } from './modules/jars/routes';
import { createJarsService } from './modules/jars/service';
import { createMarketplaceService } from './modules/marketplace/service';
import { marketplacePublicRoutes, marketplaceRoutes } from './modules/marketplace/routes';
import { storeRoutes } from './modules/store/routes';
import { createStoreService } from './modules/store/service';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { createMemosService } from './modules/memos/service';
import { memosRoutes } from './modules/memos/routes';
import { createSettingsService } from './modules/settings/service';
import { settingsRoutes } from './modules/settings/routes';
import { paymentNotifyRoutes, sandboxCashierRoutes } from './modules/orders/payment-routes';
import type { PaymentProvider } from './modules/orders/providers/provider';
import { createSandboxProvider } from './modules/orders/providers/sandbox';
import { ordersRoutes, orderTypesRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createOrderSweeper, type OrderSweeper } from './modules/orders/sweeper';
import { reminderLinkRoutes } from './modules/reminders/link-routes';
import { remindersRoutes } from './modules/reminders/routes';
import { createRemindersService, type RemindersService } from './modules/reminders/service';
import { timelineRoutes } from './modules/timeline/routes';
import { createTimelineService } from './modules/timeline/service';
import { createUsersService } from './modules/users/service';
import { usersRoutes } from './modules/users/routes';

export interface AppConfig {
  /** Origins of remotes hosted elsewhere (from REMOTES_JSON), allowed by the CSP; asked per page. */
  remoteOrigins?: () => readonly string[];
  /** 'test': the test clock, deterministic sweeps, and the only mode that accepts `testRoutes`. */
  nodeEnv: string;
  /** Browser origins allowed to call /api from elsewhere (the remotes' dev servers, another host). */
  corsOrigins: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: take protocol and client address from X-Forwarded-*. */
  trustProxy?: boolean;
  /** Serve HTTPS with HTTP/2 (and HTTP/1.1 over TLS) with this certificate; absent: plain HTTP/1.1. */
  tls?: TlsCredentials;
  /** Folder of the local blob store (attachment files). */
  blobsDir: string;
  /** An S3-compatible bucket for attachment files instead of blobsDir. */
  s3?: S3Settings;
  /** The AI provider (POST /api/ai/stream); absent: AI is not configured, the stream says so. */
  ai?: AiSettings;
  /** Payments: Alipay when configured, else the sandbox cashier; the expiry sweeper's interval. */
  payments?: PaymentSettings;
  /** AUTO_APPROVE=1: publish tasks of jars with at least one item are approved at once. */
  autoApprove?: boolean;
  /** Per-person storage limits (default: @memory/contracts' quota and open-slot cap). */
  storageLimits?: StorageLimits;
  /** How often the attachment sweeper runs (default hourly); 0: never on a timer (tests call it directly). */
  sweepEveryMs?: number;
  /** How often PGlite's statistics are checked (src/db/pglite-maintenance.ts; default each minute); 0: never. */
  maintenanceEveryMs?: number;
  /** The origin people use (links in reminder emails); default http://localhost:8080. */
  publicUrl?: string;
  /** 复习提醒's channels (SMTP, VAPID); default: no email, VAPID keys from the database. */
  reminders?: ReminderDelivery;
}

type AnyPlugin = FastifyPluginAsync | FastifyPluginCallback;

interface AppDependencies {
  db: Database;
  /**
   * Decorates the instance with `authenticate` (src/auth's authPlugin bound to its database and settings; route
   * tests pass the same plugin through test/helpers/test-auth). Registered with `{ db }` (this database), for a
   * plugin that binds itself to it. Must be wrapped in fastify-plugin so the decoration is visible.
   */
  auth: AnyPlugin;
  /** Mounts the embedded OpenID provider at /oidc; absent when an external issuer signs the tokens. */
  oidc?: AnyPlugin;
  /**
   * Where rate-limit counters live (src/limits/store.ts): startServer passes Redis (REDIS_URL) or the database;
   * absent, this app counts in its own memory (tests, tools).
   */
  limits?: LimiterStore;
  /** Routes of a test composition root (testing/routes): only with NODE_ENV=test, never in the production build. */
  testRoutes?: TestRoutes;
}

/** What a test composition root adds to the API, with the services its routes drive. */
export interface TestRoutes {
  public(api: FastifyInstance, services: { sweeper: OrderSweeper; reminders: RemindersService }): Promise<void>;
  signedIn(api: FastifyInstance, services: { db: Database }): Promise<void>;
}

export type App = FastifyInstance;

/** The whole HTTP API: /api (+ /api/docs) and, when given, the embedded provider at /oidc. No static files. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<App> {
  if (deps.testRoutes && config.nodeEnv !== 'test') throw new Error(`test routes are for NODE_ENV=test only, not ${config.nodeEnv}`);
  const app = createFastify(
    {
      logger: safeLoggerOptions(config.logger ?? false),
      trustProxy: config.trustProxy ?? false,
      frameworkErrors: frameworkErrorHandler,
    },
    config.tls,
  ).withTypeProvider<TypeBoxTypeProvider>();
  installErrorHandling(app);
  installValidation(app);
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  app.decorateRequest('userId', '');

  await app.register(securityHeaders, { blobOrigin: blobOriginOf(config.s3), remoteOrigins: config.remoteOrigins });

  await app.register(swagger, {
    openapi: {
      info: { title: '记忆仓库 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(deps.auth as FastifyPluginAsync<{ db: Database }>, { db: deps.db });
  if (deps.oidc) await app.register(deps.oidc);

  const account = createAccountService(deps.db);
  const curves = createCurvesService(deps.db, { account });
  const settings = createSettingsService(deps.db, curves);
  const signer = createUrlSigner(await loadSigningSecret(deps.db));
  // The AWS SDK is loaded only when a bucket is configured.
  const blobs = config.s3
    ? (await import('./modules/attachments/s3-blob-store')).s3BlobStoreFor(config.s3)
    : localBlobStore(config.blobsDir);
  // Attachments and memos know each other: a memo's files are attachments, a file goes on the user's own memo only.
  const attachments = createAttachmentsService(deps.db, {
    blobs,
    signer,
    account,
    ownsMemo: (userId, memoId) => memos.owns(userId, memoId),
    ...(config.storageLimits ? { limits: config.storageLimits } : {}),
  });
  // Tests call sweepAttachments with the clock set; a timer there would only race the test's own database.
  const sweepEveryMs = config.sweepEveryMs ?? (config.nodeEnv === 'test' ? 0 : 60 * 60 * 1000);
  if (sweepEveryMs > 0) {
    const sweeper = startAttachmentSweeper(deps.db, blobs, {
      everyMs: sweepEveryMs,
      onSwept: (result) => app.log.info(result, 'attachment sweeper removed files'),
      onError: (error) => app.log.error({ err: safeError(error) }, 'attachment sweeper failed'),
    });
    app.addHook('onClose', async () => sweeper.stop());
  }
  /** A job run each sweep period by one replica at a time (src/jobs/run-exclusive.ts); none when sweeps are off. */
  const everySweep = (name: string, run: () => Promise<unknown>, failure: string) => {
    if (sweepEveryMs <= 0) return;
    const job = startPeriodicJob(deps.db, { name, everyMs: sweepEveryMs, run, onError: (error) => app.log.error({ err: safeError(error) }, failure) });
    app.addHook('onClose', async () => job.stop());
  };
  // PGlite has no autovacuum: without this the planner never learns that a table has grown.
  const maintenanceEveryMs = config.maintenanceEveryMs ?? (config.nodeEnv === 'test' ? 0 : 60 * 1000);
  if (maintenanceEveryMs > 0) {
    const maintenance = startPgliteMaintenance(deps.db, {
      everyMs: maintenanceEveryMs,
      onMaintained: (tables) => app.log.info({ tables }, 'database vacuumed and analyzed'),
      onError: (error) => app.log.error({ err: safeError(error) }, 'database maintenance failed'),
    });
    app.addHook('onClose', async () => maintenance.stop());
  }
  const marketplace = createMarketplaceService(deps.db, { attachments });
  const users = createUsersService(deps.db, { account, avatars: attachments });
  // The timeline introduces jars' batches in its feed; memos and jars put their units on the timeline's schedule.
  const timeline = createTimelineService(deps.db, {
    attachmentsOfMemos: (memoIds) => attachments.ofMemos(memoIds),
    attachmentsOfJarItems: (itemIds) => attachments.ofJarItems(itemIds),
    // The page it follows is already delivered (reviewed): a failed introduction must not fail the response and lose
    // those posts. The batch stays due and is introduced by the next fetch.
    introduceDueBatches: (userId, today) =>
      jars.introduceDueBatches(userId, today).catch((error: unknown) => {
        app.log.error({ err: error, userId }, 'jar batch introduction failed; the next fetch retries it');
        return 0;
      }),
  });
  const memos = createMemosService(deps.db, { curves, settings, attachments, timeline });
  // Subscriptions and jars know each other: a buyer's jar syncs inside the jars module, subscribing writes a jar.
  const jars = createJarsService(deps.db, {
    account,
    curves,
    settings,
    attachments,
    marketplace,
    timeline,
    buyerJars: { sync: (tx, jar) => subscriptions.sync(tx, jar), removedByCreator: (itemIds) => subscriptions.removedByCreator(itemIds) },
  });
  const subscriptions = createSubscriptionsService(deps.db, { settings, jars });
  // Background jobs (imports) live in the database (pg-boss), so any replica may run them and a restart finds them.
  const queue = createJobQueue(deps.db);
  app.addHook('onClose', () => queue.stop());
  const imports = createImportsService(deps.db, {
    queue,
    files: importFilesIn(blobs),
    account,
    attachments,
    jars,
    memos,
    singleProcess: (deps.db as { $client?: unknown }).$client instanceof PGlite,
    log: (error) => app.log.error({ err: safeError(error) }, 'import failed'),
  });
  app.addHook('onReady', () => imports.resumeInterrupted());
  // 智能曲线's personal parameters: fits run on the queue, adopting reschedules through the timeline.
  const fsrsFit = createFsrsFitService(deps.db, {
    queue,
    timeline,
    singleProcess: (deps.db as { $client?: unknown }).$client instanceof PGlite,
    log: (error) => app.log.error({ err: safeError(error) }, 'parameter fit failed'),
  });
  app.addHook('onReady', () => fsrsFit.resumeInterrupted());
  // 导出 reads through the jars, imports (the file formats), attachments and fsrs-fit (智能曲线's parameters) modules; its zips live in the blob store.
  const dataExports = createExportsService(deps.db, {
    queue,
    blobs,
    jars,
    imports,
    attachments,
    smartCurve: fsrsFit,
    singleProcess: (deps.db as { $client?: unknown }).$client instanceof PGlite,
    log: (error) => app.log.error({ err: safeError(error) }, 'export failed'),
  });
  app.addHook('onReady', () => dataExports.resumeInterrupted());
  // The weekly automatic fit: learners due one are queued each hour (tests call queueAutomaticFits).
  everySweep('fsrs-fit.weekly', () => fsrsFit.queueAutomaticFits(), 'queueing automatic parameter fits failed');
  const reminders = await startReminders(app, deps.db, config, { timeline, jars });
  const store = createStoreService(deps.db, { account, marketplace, autoApprove: config.autoApprove ?? false });
  const aiSettings = config.ai ?? loadAiSettings({}); // not configured, default limits
  const paymentSettings = config.payments ?? { alipay: undefined, sweepIntervalMs: 60_000 };
  // alipay-sdk is loaded only when Alipay is configured; otherwise the sandbox cashier is the provider.
  const sandbox = paymentSettings.alipay ? undefined : await createSandboxProvider(deps.db);
  const provider: PaymentProvider = paymentSettings.alipay
    ? (await import('./modules/orders/providers/alipay')).createAlipayProvider(paymentSettings.alipay)
    : sandbox!;
  const sweeper = createOrderSweeper(deps.db, provider, account);
  const orders = createOrdersService(deps.db, { provider, sweeper, account, log: (error) => app.log.error(error) });
  // Tests (NODE_ENV=test) sweep deterministically: through the test route (testing/routes/order-sweep.ts), and every read of an expired order.
  if (config.nodeEnv !== 'test') sweeper.start(paymentSettings.sweepIntervalMs, (error) => app.log.error(error));
  app.addHook('onClose', () => sweeper.stop());
  const limits = deps.limits ?? memoryLimiterStore();
  const ai = createAiService(aiSettings);
  const aiCalls = createRateLimiter(limits, { limit: aiSettings.rateLimitPerMinute, windowSeconds: 60 });
  const cardBuilder = createCardBuilderService(deps.db, { account, jars, ai, memos });
  // AI 制卡's inbox keeps a run 7 days; reads already hide an expired one, the sweep deletes it.
  everySweep('card-builder.expire', () => cardBuilder.sweep(), 'card builder expiry failed');

  await app.register(
    async (api) => {
      // Only the configured origins; with none, the API is same-origin only.
      if (config.corsOrigins.length > 0) await api.register(cors, { origin: [...config.corsOrigins], maxAge: 600 });
      installApiNotFound(api);

      await api.register(marketplacePublicRoutes, { marketplace });
      // Signed URLs carry their own permission; no bearer token (the browser PUTs the file straight there).
      await api.register(blobRoutes, { attachments });
      // Providers call these without a user's token: notifications carry the provider's signature.
      await api.register(orderTypesRoutes, { orders });
      await api.register(paymentNotifyRoutes, { orders });
      if (sandbox) await api.register(sandboxCashierRoutes, { orders, sandbox });
      // Links in reminder emails (confirm the address, unsubscribe): the signed token is the permission.
      await api.register(reminderLinkRoutes, { reminders });
      await deps.testRoutes?.public(api, { sweeper, reminders });

      await api.register(async (signedIn) => {
        // onRequest: an anonymous caller gets 401 before the body is even parsed, so validation never leaks.
        // A callback hook: a caller whose token was verified within the minute and who is known to this process
        // (nearly every request) passes without a promise.
        signedIn.addHook('onRequest', (request, reply, done) => {
          app.authenticate(request, reply, (error) => {
            if (error) return done(error);
            if (reply.sent) return; // authenticate answered 401: the chain stops here
            const auth = request.auth;
            if (!auth) return done(unauthorized());
            const admit = () => {
              request.userId = auth.sub;
              done();
            };
            const creating = users.ensureUser(auth.sub, auth.username);
            if (creating) creating.then(admit, done);
            else admit();
          });
        });
        await signedIn.register(usersRoutes, { users });
        await signedIn.register(settingsRoutes, { settings });
        await signedIn.register(memosRoutes, { memos });
        await signedIn.register(curvesRoutes, { curves });
        await signedIn.register(accountRoutes, { account });
        await signedIn.register(ordersRoutes, { orders });
        await signedIn.register(attachmentsRoutes, { attachments });
        await signedIn.register(timelineRoutes, { timeline });
        await signedIn.register(fsrsFitRoutes, { fsrsFit });
        await signedIn.register(remindersRoutes, { reminders });
        await signedIn.register(jarsRoutes, { jars });
        await signedIn.register(importsRoutes, { imports });
        await signedIn.register(exportsRoutes, { exports: dataExports });
        await signedIn.register(marketplaceRoutes, { marketplace, subscriptions });
        await signedIn.register(storeRoutes, { store });
        await deps.testRoutes?.signedIn(signedIn, { db: deps.db });
        await signedIn.register(aiRoutes, { ai, account, limiter: aiCalls });
        await signedIn.register(cardBuilderRoutes, { cardBuilder, aiCalls });
      });
    },
    { prefix: '/api' },
  );

  return app;
}

/**
 * 复习提醒: the service, and its sender each minute (one run per minute across replicas; each user's day is claimed
 * by a row before sending, so even overlapping runs remind once). Tests send through PUT /api/test/reminders/sweep.
 */
async function startReminders(
  app: App,
  db: Database,
  config: AppConfig,
  modules: { timeline: Parameters<typeof createRemindersService>[1]['timeline']; jars: Parameters<typeof createRemindersService>[1]['jars'] },
): Promise<RemindersService> {
  const publicUrl = config.publicUrl ?? 'http://localhost:8080';
  const delivery = config.reminders ?? loadReminderDelivery({}, publicUrl);
  const reminders = await createRemindersService(db, {
    ...modules,
    delivery,
    publicUrl,
    allowLoopbackHttp: config.nodeEnv !== 'production',
    log: (error, note) => app.log.error({ err: safeError(error) }, note),
  });
  app.addHook('onClose', async () => reminders.close());
  const everyMs = config.nodeEnv === 'test' ? 0 : delivery.sweepEveryMs;
  if (everyMs > 0) {
    const job = startPeriodicJob(db, {
      name: 'reminders.send',
      everyMs,
      run: () => reminders.sweep(),
      onError: (error) => app.log.error({ err: safeError(error) }, 'reminder sender failed'),
    });
    app.addHook('onClose', async () => job.stop());
  }
  return reminders;
}

/**
 * An uploaded import file waits in the blob store between its preview and its job (any replica can read it). It is
 * streamed in as it arrives and read back by range (an Anki package) or whole (the text formats).
 */
function importFilesIn(blobs: BlobStore): ImportFiles {
  return {
    async write(id, source) {
      try {
        return await blobs.write(id, source, IMPORT_FILE_MAX_BYTES);
      } catch (error) {
        throw error instanceof BlobTooLargeError ? new UploadTooLarge() : error;
      }
    },
    async open(id) {
      const size = (await blobs.size(id)) ?? 0;
      const readAt = blobs.readAt?.bind(blobs);
      return {
        size,
        read: (range) => blobs.read(id, range),
        ...(readAt ? { readAt: (position: number, target: Uint8Array) => readAt(id, position, target) } : {}),
        // Into one buffer of the stored size as the chunks arrive (a list of chunks and its concatenation: twice).
        readAll: () => readUploadedFile(blobs.read(id), size, IMPORT_FILE_MAX_BYTES),
      };
    },
    remove: (id) => blobs.remove(id),
  };
}
