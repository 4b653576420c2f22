import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { deleteExpiredPayloads } from './adapter';
import type { AuthDatabase } from './database';
import { interactionRoutes } from './interactions';
import { startPeriodicJob } from '../jobs/run-exclusive';
import { memoryLimiterStore, type LimiterStore } from '../limits/store';
import { createProvider } from './provider';
import { createAuthThrottle } from './throttle';
import { loadProviderSecrets, publicJwks } from './secrets';
import type { AuthSettings } from './settings';
import { userInfoRoutes } from './userinfo';
import { PROVIDER_RESPONSE_HEADERS } from './pages';
import { bearerToken, embeddedTokenVerifier, externalTokenVerifier, InvalidTokenError } from './verify';
// The request/instance decorations (`request.auth`, `app.authenticate`) are declared by the API in http/authentication.
import '../http/authentication';
import { unauthorized } from '../http/errors';

interface AuthPluginOptions {
  db: AuthDatabase;
  settings: AuthSettings;
}

interface OidcPluginOptions extends AuthPluginOptions {
  /** Where sign-in throttling counts (src/limits/store.ts); default: this process's memory. */
  limits?: LimiterStore;
  /** sign-up attempts one address may make per hour (SIGNUPS_PER_HOUR; default 20) */
  signUpsPerHour?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The API's one 401 body (`{ code: 'UNAUTHORIZED', message: '请先登录' }`, see @memory/contracts errors). */
const UNAUTHENTICATED_BODY = unauthorized().toBody();

/** Mounts the embedded OpenID provider and its sign-in pages at the issuer's path (/oidc). No-op for an external issuer. */
export const oidcPlugin = fp<OidcPluginOptions>(
  async (app, { db, settings, limits, signUpsPerHour }) => {
    if (!settings.embedded) {
      app.log.info({ issuer: settings.issuer }, 'external OpenID provider: embedded provider not mounted');
      return;
    }
    const secrets = await loadProviderSecrets(db);
    const provider = createProvider(db, settings, secrets);
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc provider error'));

    // Once an hour across all replicas (src/jobs/run-exclusive.ts).
    const sweeper = startPeriodicJob(db, {
      name: 'oidc.delete-expired',
      everyMs: HOUR_MS,
      run: () => deleteExpiredPayloads(db),
      onRan: () => app.log.info({ job: 'oidc.delete-expired' }, 'periodic job ran'),
      onError: (error) => app.log.warn({ err: error }, 'oidc cleanup failed'),
    });
    app.addHook('onClose', async () => sweeper.stop());

    const mountPath = new URL(settings.issuer).pathname;
    mountProvider(app, provider, mountPath, await middieReady(app));
    await app.register(userInfoRoutes, { db, settings, jwks: publicJwks(secrets.signingKeys), path: `${mountPath}/me` });
    const throttle = createAuthThrottle(limits ?? memoryLimiterStore(), { signUpsPerHour });
    await app.register(interactionRoutes, { provider, db, settings, throttle });
  },
  { name: 'memory-oidc', fastify: '5.x' },
);

async function middieReady(app: FastifyInstance): Promise<FastifyInstance> {
  // The app may already use middie for something else; registering it twice in one scope throws.
  if (!app.hasDecorator('use')) await app.register(middie);
  return app;
}

/**
 * Everything under the mount path goes to oidc-provider except the interaction pages and UserInfo (`/me`,
 * userinfo.ts), which are Fastify routes.
 */
function mountProvider(app: FastifyInstance, provider: Provider, mountPath: string, _ready: FastifyInstance): void {
  const handle = provider.callback();
  app.use(mountPath, (req, res, next) => {
    const url = req.url ?? '';
    if (url.startsWith('/interaction/') || /^\/me(?:[?#]|$)/.test(url)) return next();
    for (const [name, value] of Object.entries(PROVIDER_RESPONSE_HEADERS)) res.setHeader(name, value);
    void handle(req, res);
  });
}

/**
 * Decorates `app.authenticate` (an onRequest/preHandler hook, callback style) that sets `request.auth = { sub,
 * username }` from a valid bearer access token, or answers 401 for a missing, forged, expired or wrong-audience
 * token. It calls `done` once settled either way, as an async hook resolves after replying (Fastify then stops).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, settings }) => {
    const verify = settings.embedded
      ? embeddedTokenVerifier(settings, publicJwks((await loadProviderSecrets(db)).signingKeys))
      : externalTokenVerifier(settings);

    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
    // The full check: a missing or new token, or one whose minute is over.
    const checkToken = async (request: FastifyRequest, reply: FastifyReply, token: string | null) => {
      try {
        if (!token) throw new InvalidTokenError('missing bearer token');
        request.auth = await verify(token);
      } catch (error) {
        // A broken key set or discovery is our fault, not the caller's: log it loudly, still answer 401.
        if (!(error instanceof InvalidTokenError)) request.log.error({ err: error }, 'token verification failed');
        await reply
          .code(401)
          .header('www-authenticate', `Bearer realm="memory-api"${token ? ', error="invalid_token"' : ''}`)
          .send(UNAUTHENTICATED_BODY);
      }
    };
    // A token verified within the minute (nearly every request) is answered at once, without a promise.
    app.decorate('authenticate', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const token = bearerToken(request.headers.authorization);
      const remembered = token ? verify.remembered(token) : undefined;
      if (remembered) {
        request.auth = remembered;
        done();
      } else {
        checkToken(request, reply, token).then(() => done(), done);
      }
    });
  },
  { name: 'memory-auth', fastify: '5.x' },
);

/**
 * The two plugins bound to one database and one set of settings, in the shape `buildApp` takes
 * (`deps.auth`, `deps.oidc`): the provider only when it is the embedded one.
 */
export function authDependencies(db: AuthDatabase, settings: AuthSettings) {
  return {
    auth: fp(
      async (app) => {
        await app.register(authPlugin, { db, settings });
      },
      { name: 'memory-auth-bound' },
    ),
    ...(settings.embedded
      ? {
          oidc: fp(
            async (app) => {
              await app.register(oidcPlugin, { db, settings });
            },
            { name: 'memory-oidc-bound' },
          ),
        }
      : {}),
  };
}
