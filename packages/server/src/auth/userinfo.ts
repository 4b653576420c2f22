import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { findAccountById } from './credentials';
import type { AuthDatabase } from './database';
import type { AuthSettings } from './settings';
import { bearerToken } from './verify';

/** The access token's claim listing the OpenID scopes granted (set in provider.ts extraTokenClaims). */
export const OIDC_SCOPE_CLAIM = 'oidc_scope';

/**
 * The UserInfo endpoint (OpenID Connect Core §5.3) at the path discovery advertises (`<issuer>/me`).
 *
 * oidc-provider's own endpoint cannot serve this provider's clients: every access token it issues is a JWT for
 * the API (resource indicators), and it refuses tokens with an audience other than itself and never stores JWT
 * access tokens to look up. A standard client (openid-client, oidc-client-ts with loadUserInfo) calls UserInfo
 * with the access token it got, so this endpoint accepts exactly that token: the provider's signature, issuer,
 * the API audience, `typ` at+jwt, not expired, and the `openid` scope granted. Claims come from the account as it is now
 * (a username changed since sign-in is the new one), limited to the scopes granted.
 */
export async function userInfoRoutes(
  app: FastifyInstance,
  options: { db: AuthDatabase; settings: AuthSettings; jwks: JSONWebKeySet; path: string },
): Promise<void> {
  const { db, settings, path } = options;
  const keys = createLocalJWKSet(options.jwks);

  const refuse = (reply: FastifyReply, status: 400 | 401 | 403, error: string, description: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('www-authenticate', `Bearer realm="${settings.issuer}", error="${error}", error_description="${description}"`)
      .send({ error, error_description: description });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .header('www-authenticate', `Bearer realm="${settings.issuer}"`)
        .send({ error: 'invalid_request', error_description: 'no access token provided' });
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return refuse(reply, 401, 'invalid_token', 'invalid token provided');
      throw error;
    }
    const granted = payload[OIDC_SCOPE_CLAIM];
    const scopes = new Set(typeof granted === 'string' ? granted.split(' ') : []);
    if (!scopes.has('openid')) return refuse(reply, 403, 'insufficient_scope', 'access token missing openid scope');
    const account = await findAccountById(db, String(payload.sub));
    if (!account) return refuse(reply, 401, 'invalid_token', 'the account no longer exists');
    const claims = scopes.has('profile')
      ? { sub: account.id, username: account.username, preferred_username: account.username }
      : { sub: account.id };
    return reply.header('cache-control', 'no-store').send(claims);
  };

  app.get(path, handler);
  app.post(path, handler);
}
