import { REMINDER_MESSAGES, type PushSubscriptionBody } from '@memory/contracts';
import { badField } from '../../http/errors';

/**
 * A browser's PushSubscription, checked before it is kept: an https endpoint (http only on a loopback host outside
 * production, where the tests' push service stand-in listens), a P-256 public key (65 bytes, uncompressed: 0x04…)
 * and a 16-byte auth secret, both base64url. Anything else → 400 naming the field.
 */
export function checkedSubscription(body: PushSubscriptionBody, options: { allowLoopbackHttp: boolean }): PushSubscriptionBody {
  let url: URL;
  try {
    url = new URL(body.endpoint);
  } catch {
    throw badField('endpoint', REMINDER_MESSAGES.endpoint);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const secure = url.protocol === 'https:' || (options.allowLoopbackHttp && loopback && url.protocol === 'http:');
  if (!secure || url.username || url.password) throw badField('endpoint', REMINDER_MESSAGES.endpoint);
  const key = decodeBase64Url(body.keys.p256dh);
  if (!key || key.length !== 65 || key[0] !== 0x04) throw badField('keys/p256dh', REMINDER_MESSAGES.p256dh);
  const auth = decodeBase64Url(body.keys.auth);
  if (!auth || auth.length !== 16) throw badField('keys/auth', REMINDER_MESSAGES.auth);
  return { endpoint: url.href, keys: { p256dh: body.keys.p256dh, auth: body.keys.auth } };
}

function decodeBase64Url(value: string): Buffer | null {
  // Browsers send base64url without padding; some libraries pad. Anything outside the alphabet is not a key.
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}
