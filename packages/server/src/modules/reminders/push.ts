import webpush from 'web-push';
import type { ReminderPushPayload } from '@memory/contracts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service answered 404 or 410, the browser dropped the subscription: remove it. */
export type PushOutcome = 'delivered' | 'gone';

export interface PushSender {
  send(subscription: StoredSubscription, payload: ReminderPushPayload, ttlSeconds: number): Promise<PushOutcome>;
}

const SEND_TIMEOUT_MS = 10_000;

export const newVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/**
 * Web Push: `web-push` encrypts (RFC 8291, aes128gcm) and signs (RFC 8292, VAPID); the request goes out through fetch,
 * so the tests' push service stand-in on loopback may speak plain http (web-push itself only speaks https; the
 * route accepts http endpoints only on loopback outside production). The TTL is always given: the library's default
 * is four weeks, so a "due today" reminder could arrive days late. Urgency high: a reminder at the chosen time is
 * the point of it. Failures other than 404/410 (network, 5xx, 429) are thrown: the caller logs them.
 */
export function createPushSender(vapid: VapidKeys, subject: string): PushSender {
  return {
    async send(subscription, payload, ttlSeconds) {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { TTL: ttlSeconds, urgency: 'high', vapidDetails: { subject, ...vapid } },
      );
      // fetch sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (name.toLowerCase() === 'content-length' ? [] : [[name, String(value)]])),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.arrayBuffer(); // let the connection go back to the pool
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'delivered';
    },
  };
}
