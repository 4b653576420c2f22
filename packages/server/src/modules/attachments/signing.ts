import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authSecrets } from '../../db/schema/auth';

/**
 * Signed blob URLs: /api/blobs/{id}?expires&signature. The HMAC covers the method (PUT uploads, GET reads), the
 * id, the content type an upload must carry and the expiry, so a URL cannot be reused for another file, another
 * type or after it expired. Only owners are ever handed a URL, which is how "only the owner's files are served".
 */
export type SignedMethod = 'PUT' | 'GET';
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export interface UrlSigner {
  signedPath(method: SignedMethod, id: string, contentType: string, expiresAt: Date): string;
  check(method: SignedMethod, id: string, contentType: string, expires: number, signature: string, at: Date): SignatureCheck;
}

const SECRET_NAME = 'blobs.signing_key';

export function createUrlSigner(secret: Buffer): UrlSigner {
  const sign = (method: SignedMethod, id: string, contentType: string, expires: number) =>
    createHmac('sha256', secret).update(`${method}\n${id}\n${contentType}\n${expires}`).digest('base64url');
  return {
    signedPath(method, id, contentType, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = sign(method, id, contentType, expires);
      return `/api/blobs/${encodeURIComponent(id)}?expires=${expires}&signature=${signature}`;
    },
    check(method, id, contentType, expires, signature, at) {
      const expected = Buffer.from(sign(method, id, contentType, expires));
      const given = Buffer.from(signature);
      // Tampering is reported before expiry: an edited `expires` must not read as merely "expired".
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 < at.getTime() ? 'expired' : 'valid';
    },
  };
}

/** The signing secret: generated on first start, stored in the database (never in the repository), shared by replicas. */
export async function loadSigningSecret(db: Database): Promise<Buffer> {
  const read = async () => {
    const [row] = await db.select({ value: authSecrets.value }).from(authSecrets).where(eq(authSecrets.name, SECRET_NAME));
    return typeof row?.value === 'string' ? Buffer.from(row.value, 'base64url') : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(authSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('blob signing secret could not be stored');
  return stored;
}
