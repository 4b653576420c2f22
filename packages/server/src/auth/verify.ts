import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import type { AuthClaims } from '../http/authentication';
import type { AuthSettings } from './settings';

/** Who is calling the API, from a verified access token (the API's own type, see http/authentication). */
type AuthContext = AuthClaims;

export class InvalidTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}

interface TokenVerifier {
  (token: string): Promise<AuthContext>;
  /**
   * Who a token verified within the minute (and not past its exp) speaks for, answered at once (no promise: the
   * sign-in check of nearly every request); undefined for any other token, which then goes to the full check.
   */
  remembered(token: string): AuthContext | undefined;
}

interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** the JOSE `typ` every accepted token must carry (RFC 9068 access tokens say at+jwt) */
  typ?: string;
  algorithms?: string[];
  /** The clock in milliseconds (tests move it); defaults to Date.now. */
  now?: () => number;
}

/**
 * Verified tokens are remembered for a short while: checking an RS256 signature costs about 0.1 ms, as much as a
 * feed page's SQL on PostgreSQL, and a browser sends the same token with every call. An entry never outlives the
 * token's `exp`, and lasts at most a minute so a retired signing key stops working soon after (the same holds
 * for a token: a signature check never knew about revocation either). Failures are not remembered.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const VERIFIED_TOKEN_MAX_AGE_MS = 60_000;
/**
 * The cache is keyed by a token's last 43 characters, the end of its signature (32 bytes: all of an HS256
 * signature, a tail of an RS256 one): as unique as the token, and hashing them costs V8 a fraction of hashing the
 * whole ~700-character token, which arrives as a new string with every request. The entry keeps the whole token and
 * answers only that token: a forged payload under a copied signature shares the key, not the token.
 */
const CACHE_KEY_LENGTH = 43;

interface VerifiedToken {
  token: string;
  context: AuthContext;
  /** ms: the token's exp or the end of the entry's minute, whichever comes first */
  validUntil: number;
}

const cacheKey = (token: string) => token.slice(-CACHE_KEY_LENGTH);

/** Checks signature, issuer, audience, expiry (and typ) of a bearer token; throws InvalidTokenError otherwise. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_MAX });
  const remembered = (token: string): AuthContext | undefined => {
    const entry = verified.get(cacheKey(token));
    return entry && entry.token === token && now() < entry.validUntil ? entry.context : undefined;
  };
  const verify = async (token: string): Promise<AuthContext> => {
    const known = remembered(token);
    if (known) return known;
    try {
      const at = now();
      const { payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        typ: options.typ,
        algorithms: options.algorithms,
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(at),
      });
      // External providers often say preferred_username; a token without either leaves the name unset.
      const username = payload.username ?? payload.preferred_username;
      const sub = payload.sub as string;
      // Frozen: one object serves every request made with this token.
      const context: AuthContext = Object.freeze(typeof username === 'string' && username ? { sub, username } : { sub });
      verified.set(cacheKey(token), { token, context, validUntil: Math.min((payload.exp as number) * 1000, at + VERIFIED_TOKEN_MAX_AGE_MS) });
      return context;
    } catch (error) {
      // Only this token's own stale entry goes (one past its minute or exp); another token under the same key
      // (a forgery of its signature's tail) stays.
      const key = cacheKey(token);
      if (verified.peek(key)?.token === token) verified.delete(key);
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code, { cause: error });
      throw error;
    }
  };
  return Object.assign(verify, { remembered });
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
