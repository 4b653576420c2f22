import { SIGN_UP_HINT } from '@memory/contracts';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { createAdapterFactory } from './adapter';
import { findAccountById } from './credentials';
import type { AuthDatabase } from './database';
import { OIDC_SCOPE_CLAIM } from './userinfo';
import {
  LOGOUT_IN_PROGRESS_HEADERS,
  PAGE_SECURITY_HEADERS,
  renderLogoutConfirm,
  renderLogoutInProgress,
  renderMessage,
} from './pages';
import type { ProviderSecrets } from './secrets';
import { DEV_APP_PORTS, WEB_CLIENT_ID, WEB_CLIENT_SCOPE, type AuthSettings } from './settings';

/**
 * The embedded OpenID provider: one first-party public client (the web app), authorization code + PKCE,
 * rotating refresh tokens, RP-initiated logout, and RS256 JWT access tokens for the API audience carrying
 * `sub` and `username`. State lives in the database (see adapter.ts), so restarts and replicas keep sessions.
 */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** The resource indicator of the API. oidc-provider requires an absolute URI; the token's `aud` is the configured audience. */
function apiResourceIndicator(settings: AuthSettings): string {
  return `${settings.publicUrl}/api`;
}

/** Origins the web app may run on: the public one, plus the dev servers of the shell and the remotes. */
function webAppOrigins(settings: AuthSettings): string[] {
  const devOrigins = settings.production ? [] : DEV_APP_PORTS.map((port) => `http://localhost:${port}`);
  return [...new Set([settings.publicUrl, ...devOrigins])];
}

/** Where the provider sends the browser for sign-in and sign-up, below the provider's own mount path. */
export function interactionPath(settings: AuthSettings, uid: string): string {
  return `${new URL(settings.issuer).pathname}/interaction/${uid}`;
}

/**
 * What the web app needs of the embedded provider's discovery document (oidc-provider's default routes under the
 * issuer), served in /config.json so the browser skips the discovery request. test/auth/openid-client.test.ts compares it with
 * the discovery document itself.
 */
export function embeddedProviderMetadata(settings: AuthSettings): Record<string, string> {
  const issuer = settings.issuer;
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    end_session_endpoint: `${issuer}/session/end`,
    userinfo_endpoint: `${issuer}/me`,
    jwks_uri: `${issuer}/jwks`,
  };
}

export function createProvider(db: AuthDatabase, settings: AuthSettings, secrets: ProviderSecrets): Provider {
  const origins = webAppOrigins(settings);
  const resource = apiResourceIndicator(settings);

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: secrets.cookieKeys },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: '记忆仓库',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: WEB_CLIENT_SCOPE,
        redirect_uris: origins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin, client) => client.clientId === WEB_CLIENT_ID && origins.includes(origin),
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['username', 'preferred_username'] },
    // The web app reads `username` from the ID token; the access token is for the API, not for /userinfo.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, username: account.username, preferred_username: account.username }),
      };
    },
    extraTokenClaims: async (ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await findAccountById(db, accountId) : undefined;
      if (!account) return undefined;
      // The OpenID scopes granted, for UserInfo (userinfo.ts): an access token bound to the API carries only the
      // API's own scopes in `scope` (none), so what the person allowed the client to read is said here.
      const oidcScope = ctx.oidc.entities.Grant?.getOIDCScope();
      return { username: account.username, ...(oidcScope ? { [OIDC_SCOPE_CLAIM]: oidcScope } : {}) };
    },
    interactions: { url: (_ctx, interaction) => interactionPath(settings, interaction.uid) },
    // 免费开始's hint that the visitor is new: kept on the interaction so its page opens on the sign-up form.
    extraParams: [SIGN_UP_HINT.name],
    // First-party consent without a page: the web app's grant is made as the sign-in completes, so the browser
    // goes from the sign-in form straight back to the app instead of through a consent prompt that would only
    // say yes (two more redirects and provider round trips on every sign-up and sign-in).
    loadExistingGrant: async (ctx) => {
      const { client, session, result, params } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? (client ? session?.grantIdFor(client.clientId) : undefined);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (client?.clientId !== WEB_CLIENT_ID || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const allowed = new Set(WEB_CLIENT_SCOPE.split(' '));
      const asked = String(params?.scope ?? '').split(' ').filter((scope) => allowed.has(scope));
      grant.addOIDCScope(asked.join(' '));
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            audience: settings.audience,
            scope: '',
            accessTokenFormat: 'jwt',
            accessTokenTTL: 30 * MINUTE,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: (ctx) => {
          ctx.set(PAGE_SECURITY_HEADERS);
          ctx.type = 'html';
          ctx.body = renderMessage({
            title: '已退出登录',
            message: '你已安全退出记忆仓库。',
            action: { href: `${settings.publicUrl}/`, label: '返回首页' },
          });
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.set(PAGE_SECURITY_HEADERS);
      ctx.type = 'html';
      ctx.body = renderMessage({
        title: '登录出错了',
        message: describeProviderError(out.error),
        action: { href: `${settings.publicUrl}/login`, label: '重新登录' },
      });
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 30 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 30 * MINUTE,
      Interaction: 60 * MINUTE,
      Session: 30 * DAY,
      Grant: 30 * DAY,
      // A rotated refresh token keeps its predecessor's expiry: 30 days after sign-in, not after last use.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 30 * DAY,
    },
    rotateRefreshToken: true,
    // oidc-provider drops offline_access unless the request says prompt=consent (OIDC Core §11); the web app is
    // first-party and renews with refresh tokens, so it always gets one. They still end with the session (sign-out).
    issueRefreshToken: (_ctx, client) => client.clientId === WEB_CLIENT_ID && client.grantTypeAllowed('refresh_token'),
  };

  const provider = new Provider(settings.issuer, configuration);
  // Behind a TLS-terminating load balancer the request looks like http; trust its X-Forwarded-* headers.
  provider.proxy = settings.publicUrl.startsWith('https:');
  return provider;
}

/**
 * RP-initiated logout. The web app sends its own ID token as `id_token_hint`; when that token names the person
 * signed in here, the request provably comes from the app and signs out at once. Anything else asks first,
 * so a third-party page cannot sign people out.
 */
async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const hintSubject = ctx.oidc.entities.IdTokenHint?.payload.sub;
  const fromTheApp = typeof hintSubject === 'string' && hintSubject === ctx.oidc.session?.accountId;
  const cancel = ctx.oidc.params?.post_logout_redirect_uri;
  ctx.set(fromTheApp ? LOGOUT_IN_PROGRESS_HEADERS : PAGE_SECURITY_HEADERS);
  ctx.type = 'html';
  ctx.body = fromTheApp
    ? renderLogoutInProgress(form)
    : renderLogoutConfirm(form, typeof cancel === 'string' ? cancel : '/');
}

function describeProviderError(code: string): string {
  switch (code) {
    case 'invalid_request':
    case 'invalid_client':
    case 'invalid_redirect_uri':
    case 'unauthorized_client':
      return '登录请求无效，请从记忆仓库重新发起登录。';
    case 'session_not_found':
    case 'invalid_grant':
      return '登录已过期，请重新登录。';
    case 'access_denied':
      return '登录已取消。';
    default:
      return '服务暂时不可用，请稍后重试。';
  }
}
