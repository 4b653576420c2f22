import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import type { AuthClaims } from '../http/authentication';
import type { AuthSettings } from './settings';

/** Who is calling the API, from a verified access token (the API's own type, see http/authentication). */
export type AuthContext = AuthClaims;

export class InvalidTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}

export type TokenVerifier = (token: string) => Promise<AuthContext>;

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** the JOSE `typ` every accepted token must carry (RFC 9068 access tokens say at+jwt) */
  typ?: string;
  algorithms?: string[];
}

/** Checks signature, issuer, audience, expiry (and typ) of a bearer token; throws InvalidTokenError otherwise. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        typ: options.typ,
        algorithms: options.algorithms,
        requiredClaims: ['sub', 'exp'],
      });
      // External providers often say preferred_username; a token without either leaves the name unset.
      const username = payload.username ?? payload.preferred_username;
      return typeof username === 'string' && username ? { sub: payload.sub as string, username } : { sub: payload.sub as string };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code, { cause: error });
      throw error;
    }
  };
}

/** The embedded provider's tokens: verified against its key set in memory, no HTTP round trip. */
export function embeddedTokenVerifier(settings: AuthSettings, jwks: JSONWebKeySet): TokenVerifier {
  return createTokenVerifier({
    issuer: settings.issuer,
    audience: settings.audience,
    keys: createLocalJWKSet(jwks),
    typ: 'at+jwt',
    algorithms: ['RS256'],
  });
}

/**
 * An external provider's tokens, verified against its published key set (found through OpenID discovery
 * unless OIDC_JWKS_URI names it). No `typ` check: many providers mark access tokens plain "JWT"; the
 * audience check keeps ID tokens out.
 */
export function externalTokenVerifier(settings: AuthSettings): TokenVerifier {
  return createTokenVerifier({ issuer: settings.issuer, audience: settings.audience, keys: discoveredKeySet(settings) });
}

function discoveredKeySet(settings: AuthSettings): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    keySet ??= resolveJwksUri(settings).then(
      (uri) => createRemoteJWKSet(new URL(uri)),
      (error: unknown) => {
        keySet = undefined; // try discovery again on the next request
        throw error;
      },
    );
    return (await keySet)(header, token);
  };
}

async function resolveJwksUri(settings: AuthSettings): Promise<string> {
  if (settings.jwksUri) return settings.jwksUri;
  const discovery = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`OpenID discovery failed: ${discovery} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
  if (typeof jwksUri !== 'string') throw new Error(`OpenID discovery at ${discovery} names no jwks_uri`);
  return jwksUri;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
