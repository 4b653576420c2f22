import fp from 'fastify-plugin';
import { authPlugin, mintAccessToken, resolveAuthSettings, type AuthDatabase } from '../../src/auth';
import '../../src/http/authentication';

/** The embedded provider's issuer in route tests (no provider is mounted: tokens are minted, see below). */
export const TEST_ISSUER = 'http://issuer.test/oidc';
export const TEST_AUDIENCE = 'memory-api';

export interface TokenOptions {
  username?: string;
  audience?: string;
  /** seconds from now; negative gives an expired token */
  expiresIn?: number;
}

/** What route tests run under: the embedded provider's settings for a server at http://issuer.test. */
const TEST_SETTINGS = resolveAuthSettings({ publicUrl: new URL(TEST_ISSUER).origin, env: {} });

/**
 * The real gate for route tests: `plugin` is src/auth's authPlugin itself (bearer parsing, the `typ` at+jwt check,
 * issuer/audience/expiry, the verified-token cache, `WWW-Authenticate` on 401), bound to the database the app runs
 * on, and `sign` mints tokens exactly as the embedded provider issues them (`mintAccessToken`: the provider's own
 * signing key, stored in that database). buildApp registers `plugin` with `{ db }`; a restart (new app on the same
 * storage) rebinds it. `sign` needs an app built first, which every test does before signing.
 */
export async function createTestAuth() {
  let boundDb: AuthDatabase | undefined;
  return {
    plugin: fp<{ db?: AuthDatabase }>(
      async (app, options) => {
        if (!options.db) throw new Error('createTestAuth().plugin needs { db }: pass it as buildApp deps.auth');
        boundDb = options.db;
        await app.register(authPlugin, { db: options.db, settings: TEST_SETTINGS });
      },
      { name: 'memory-test-auth' },
    ),
    sign: (sub: string, options: TokenOptions = {}) => {
      if (!boundDb) return Promise.reject(new Error('createTestAuth().sign: build the app (buildApp with this plugin) first'));
      return mintAccessToken(boundDb, sub, options.username, {
        settings: TEST_SETTINGS,
        expiresInSeconds: options.expiresIn ?? 600,
        ...(options.audience ? { audience: options.audience } : {}),
      });
    },
  };
}
