import webpush, { WebPushError } from 'web-push';
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

export const newVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/**
 * Web Push through the `web-push` library (RFC 8291 aes128gcm encryption, RFC 8292 VAPID). The TTL is always given:
 * the library's default is four weeks, so a "due today" reminder could arrive days late. Urgency high: a reminder
 * at the chosen time is the point of it. Other failures (network, 5xx) are thrown: the caller logs them.
 */
export function createPushSender(vapid: VapidKeys, subject: string): PushSender {
  return {
    async send(subscription, payload, ttlSeconds) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { TTL: ttlSeconds, urgency: 'high', timeout: 10_000, vapidDetails: { subject, ...vapid } },
        );
        return 'delivered';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}
