import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { authSecrets } from '../db/schema/auth';
import type { AuthDatabase } from './database';

/**
 * The provider's secrets live in the database: generated on first start, then read by every start and every
 * replica, so tokens and cookies stay valid across restarts and load-balanced instances.
 */
const SIGNING_KEYS = 'oidc.signing_keys';
const COOKIE_KEYS = 'oidc.cookie_keys';

export interface ProviderSecrets {
  /** private JWKs, newest first; the first one signs */
  signingKeys: JWK[];
  cookieKeys: string[];
}

/** The stored value of `name`, created by `generate` when absent; the first writer wins a concurrent start. */
async function loadOrCreate<T>(db: AuthDatabase, name: string, generate: () => Promise<T>): Promise<T> {
  const existing = await readSecret<T>(db, name);
  if (existing !== undefined) return existing;
  await db.insert(authSecrets).values({ name, value: await generate() }).onConflictDoNothing();
  const stored = await readSecret<T>(db, name);
  if (stored === undefined) throw new Error(`auth secret ${name} could not be stored`);
  return stored;
}

async function readSecret<T>(db: AuthDatabase, name: string): Promise<T | undefined> {
  const [row] = await db.select({ value: authSecrets.value }).from(authSecrets).where(eq(authSecrets.name, name));
  return row?.value as T | undefined;
}

async function generateSigningKey(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }];
}

async function generateCookieKeys(): Promise<string[]> {
  return [randomBytes(32).toString('base64url')];
}

export async function loadProviderSecrets(db: AuthDatabase): Promise<ProviderSecrets> {
  const [signingKeys, cookieKeys] = await Promise.all([
    loadOrCreate(db, SIGNING_KEYS, generateSigningKey),
    loadOrCreate(db, COOKIE_KEYS, generateCookieKeys),
  ]);
  return { signingKeys, cookieKeys };
}

/** The public half of each signing key: what /oidc/jwks publishes and what the API verifies with. */
export function publicJwks(signingKeys: JWK[]): { keys: JWK[] } {
  return {
    keys: signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
