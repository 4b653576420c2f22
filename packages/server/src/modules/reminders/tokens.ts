import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The links in reminder emails work without signing in: the token is the permission. HS256 with a key generated on
 * first start and kept in the database (reminders.token_key). A confirmation names the address it confirms (a link
 * for an address changed since does nothing) and lasts 3 days; an unsubscribe link lasts as long as mail keeps it.
 */
export type ReminderTokenPurpose = 'confirm-email' | 'unsubscribe';

export interface ReminderTokenClaims {
  userId: string;
  purpose: ReminderTokenPurpose;
  address: string;
}

export interface ReminderTokens {
  sign(claims: ReminderTokenClaims, at: Date): Promise<string>;
  /** The claims of a valid token for `purpose`, or null (tampered, expired, another purpose). */
  verify(token: string, purpose: ReminderTokenPurpose, at: Date): Promise<ReminderTokenClaims | null>;
}

const CONFIRM_LIFETIME_SECONDS = 3 * 24 * 60 * 60;
const AUDIENCE = 'memory-reminders';

export const newTokenKey = (): string => randomBytes(32).toString('base64url');

export function createReminderTokens(key: string): ReminderTokens {
  const secret = Buffer.from(key, 'base64url');
  return {
    async sign({ userId, purpose, address }, at) {
      const issuedAt = Math.floor(at.getTime() / 1000);
      const jwt = new SignJWT({ purpose, address }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setAudience(AUDIENCE).setIssuedAt(issuedAt);
      if (purpose === 'confirm-email') jwt.setExpirationTime(issuedAt + CONFIRM_LIFETIME_SECONDS);
      return jwt.sign(secret);
    },
    async verify(token, purpose, at) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: at });
        if (payload.purpose !== purpose || typeof payload.sub !== 'string' || typeof payload.address !== 'string') return null;
        return { userId: payload.sub, purpose, address: payload.address };
      } catch {
        return null;
      }
    },
  };
}
