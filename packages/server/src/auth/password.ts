import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node's scrypt. The stored form carries its own parameters
 * (`scrypt$N$r$p$salt$hash`, base64url), so hashes made with older parameters still verify, and a successful
 * sign-in stores the password again with today's (`needsRehash`, credentials.verifyCredentials).
 *
 * The parameters are the OWASP Password Storage Cheat Sheet's scrypt settings, the row with the least memory
 * (N=2^13, r=8, p=10: 8 MiB a hash, so sign-ins running in parallel on the thread pool stay small): its rows are
 * equally strong, and none is needed above them.
 */
const PARAMS = { N: 2 ** 13, r: 8, p: 10 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether `stored` was made with other parameters than today's (then it is replaced at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the username is unknown, so response timing does not tell
 * an attacker which usernames exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
