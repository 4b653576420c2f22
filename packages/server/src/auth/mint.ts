import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { AuthDatabase } from './database';
import { loadProviderSecrets } from './secrets';
import { resolveAuthSettings, WEB_CLIENT_ID, WEB_CLIENT_SCOPE, type AuthSettings } from './settings';

interface MintOptions {
  /** defaults to the settings the server itself resolves from the environment */
  settings?: AuthSettings;
  /** lifetime in seconds; negative gives an already expired token (tests) */
  expiresInSeconds?: number;
  /** another audience than the API's (tests of rejection) */
  audience?: string;
}

/**
 * An access token exactly like the embedded provider issues (RS256, typ at+jwt, same key, issuer and audience),
 * without a browser: for the admin CLI's mint-token, scripts and tests.
 */
export async function mintAccessToken(
  db: AuthDatabase,
  sub: string,
  /** the `username` claim; undefined leaves it out (a token of a provider that does not send one) */
  username: string | undefined,
  options: MintOptions = {},
): Promise<string> {
  const settings = options.settings ?? resolveAuthSettings();
  if (!settings.embedded) {
    throw new Error('OIDC_ISSUER points at an external provider: mint tokens there, not here');
  }
  const [signingKey] = (await loadProviderSecrets(db)).signingKeys;
  if (!signingKey) throw new Error('no signing key');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...(username !== undefined ? { username } : {}), client_id: WEB_CLIENT_ID, scope: WEB_CLIENT_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
    .setIssuer(settings.issuer)
    .setAudience(options.audience ?? settings.audience)
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 60 * 60))
    .sign(await importJWK(signingKey, 'RS256'));
}
