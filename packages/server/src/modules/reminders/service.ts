import { randomUUID } from 'node:crypto';
import {
  isReminderEmailAddress,
  REMINDER_DEFAULT_TIME,
  REMINDER_MESSAGES,
  type JarReminder,
  type PushSubscriptionBody,
  type PushSubscriptionCreated,
  type ReminderSettings,
  type UpdateReminderSettingsBody,
} from '@memory/contracts';
import { now } from '../../clock';
import type { ReminderDelivery } from '../../config';
import type { Database } from '../../db/database';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import type { JarsService } from '../jars/service';
import { minuteOfTime, timeOfMinute } from './day-window';
import { sendDueReminders, type DispatchResult } from './dispatch';
import { confirmationEmail, createSmtpMailer, type Mailer } from './mail';
import { createPushSender, newVapidKeys, type PushSender, type VapidKeys } from './push';
import * as queries from './queries';
import { storedSecret } from './stored-secret';
import { checkedSubscription } from './subscription-input';
import { createReminderTokens, newTokenKey, type ReminderTokenPurpose } from './tokens';

export type { DispatchResult };

/** The jar list of the card: every jar the caller made or subscribed to, in pages of the jars module's maximum. */
const JAR_PAGE_SIZE = 100;
const JAR_PAGES_MAX = 20;

export interface RemindersService {
  /** SMTP is configured: the 邮件 channel exists. */
  readonly emailAvailable: boolean;
  settings(userId: string): Promise<ReminderSettings>;
  update(userId: string, body: UpdateReminderSettingsBody): Promise<ReminderSettings>;
  /** A jar's points counting towards the reminder or not; another user's jar → 404. */
  setJar(userId: string, jarId: string, enabled: boolean): Promise<JarReminder>;
  addSubscription(userId: string, body: PushSubscriptionBody): Promise<PushSubscriptionCreated>;
  /** Another user's subscription → 404. */
  removeSubscription(userId: string, id: string): Promise<void>;
  /** Keeps the address unconfirmed and mails its confirmation link. */
  setEmail(userId: string, address: string): Promise<ReminderSettings>;
  /** Link handlers (no sign-in: the token is the permission). False: the link is invalid, expired or outdated. */
  confirmEmail(token: string): Promise<boolean>;
  unsubscribe(token: string): Promise<boolean>;
  /** Whether a link's token is still good for `purpose` (signed by us, not expired), acting on nothing. */
  linkIsValid(token: string, purpose: ReminderTokenPurpose): Promise<boolean>;
  /** One sweep now (the periodic job, the test route). */
  sweep(): Promise<DispatchResult>;
}

export interface RemindersDependencies {
  delivery: ReminderDelivery;
  publicUrl: string;
  /** Outside production the tests' loopback push stand-in may be an http endpoint. */
  allowLoopbackHttp: boolean;
  timeline: { dueCount(userId: string, day: string, excludedJarIds: readonly string[]): Promise<number> };
  jars: Pick<JarsService, 'page' | 'get'>;
  log(error: unknown, note: string): void;
  /** Tests hand in their own push sender or mailer; otherwise web-push and SMTP_URL's nodemailer. */
  push?: PushSender;
  mailer?: Mailer;
}

/** VAPID keys from the environment, else generated on first start and kept in the database. */
async function vapidKeysFor(db: Database, delivery: ReminderDelivery): Promise<VapidKeys> {
  return delivery.vapid ?? storedSecret(db, 'reminders.vapid', newVapidKeys);
}

export async function createRemindersService(db: Database, deps: RemindersDependencies): Promise<RemindersService & { close(): void }> {
  const vapid = await vapidKeysFor(db, deps.delivery);
  const tokens = createReminderTokens(await storedSecret(db, 'reminders.token_key', newTokenKey));
  const push = deps.push ?? createPushSender(vapid, deps.delivery.vapidSubject);
  const mailer = deps.mailer ?? (deps.delivery.smtpUrl ? createSmtpMailer(deps.delivery.smtpUrl, deps.delivery.mailFrom) : undefined);
  const defaultMinute = minuteOfTime(REMINDER_DEFAULT_TIME);

  const jarsOf = async (userId: string): Promise<Array<{ id: string; name: string }>> => {
    const found: Array<{ id: string; name: string }> = [];
    for (const role of ['CREATOR', 'BUYER'] as const) {
      for (let page = 1; page <= JAR_PAGES_MAX; page += 1) {
        const { entries, total } = await deps.jars.page(userId, { page, size: JAR_PAGE_SIZE, role });
        found.push(...entries.map((jar) => ({ id: jar.id, name: jar.name })));
        if (page * JAR_PAGE_SIZE >= total) break;
      }
    }
    return found;
  };

  const settings = async (userId: string): Promise<ReminderSettings> => {
    const [row, muted, devices, jars] = await Promise.all([
      queries.findSettings(db, userId),
      queries.mutedJarIds(db, userId),
      queries.subscriptionCount(db, userId),
      jarsOf(userId),
    ]);
    const mutedSet = new Set(muted);
    return {
      enabled: row?.enabled ?? false,
      time: timeOfMinute(row?.remindAtMinute ?? defaultMinute),
      push: row?.pushOn ?? false,
      email: (row?.emailOn ?? false) && mailer !== undefined,
      emailAddress: row?.emailAddress ?? null,
      emailConfirmed: !!row?.emailConfirmedAt,
      emailAvailable: mailer !== undefined,
      vapidPublicKey: vapid.publicKey,
      pushDevices: devices,
      jars: jars.map((jar) => ({ ...jar, enabled: !mutedSet.has(jar.id) })),
    };
  };

  return {
    emailAvailable: mailer !== undefined,
    settings,

    async update(userId, body) {
      if (body.email && !mailer) throw badField('email', REMINDER_MESSAGES.emailUnavailable);
      await queries.upsertSettings(db, userId, { enabled: body.enabled, remindAtMinute: minuteOfTime(body.time), pushOn: body.push, emailOn: body.email }, now());
      return settings(userId);
    },

    async setJar(userId, jarId, enabled) {
      // The jars module's own owner check: another user's jar is a 404 there too.
      const jar = await deps.jars.get(userId, jarId).catch(() => {
        throw notFound(REMINDER_MESSAGES.jarNotFound);
      });
      await queries.setJarMuted(db, userId, jarId, !enabled);
      return { id: jar.id, name: jar.name, enabled };
    },

    async addSubscription(userId, body) {
      const subscription = checkedSubscription(body, { allowLoopbackHttp: deps.allowLoopbackHttp });
      const id = await queries.upsertSubscription(db, {
        id: randomUUID(),
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: now(),
      });
      return { id };
    },

    async removeSubscription(userId, id) {
      if (!(await queries.deleteOwnSubscription(db, userId, id))) throw notFound(REMINDER_MESSAGES.subscriptionNotFound);
    },

    async setEmail(userId, rawAddress) {
      if (!mailer) throw conflict(REMINDER_MESSAGES.emailUnavailable);
      const address = rawAddress.trim();
      if (!isReminderEmailAddress(address)) throw badField('address', REMINDER_MESSAGES.address);
      const at = now();
      await queries.setEmailAddress(db, userId, address, { remindAtMinute: defaultMinute }, at);
      const current = await queries.findSettings(db, userId);
      if (!current?.emailConfirmedAt) {
        const token = await tokens.sign({ userId, purpose: 'confirm-email', address }, at);
        const link = new URL(`/api/reminders/email/confirm?token=${encodeURIComponent(token)}`, deps.publicUrl).href;
        await mailer.send(confirmationEmail(address, link)).catch((error: unknown) => {
          deps.log(error, 'reminder confirmation email failed');
          throw new AppError('INTERNAL', REMINDER_MESSAGES.confirmationFailed);
        });
      }
      return settings(userId);
    },

    async confirmEmail(token) {
      const at = now();
      const claims = await tokens.verify(token, 'confirm-email', at);
      return claims ? queries.confirmEmailAddress(db, claims.userId, claims.address, at) : false;
    },

    async unsubscribe(token) {
      const at = now();
      const claims = await tokens.verify(token, 'unsubscribe', at);
      return claims ? queries.turnEmailOff(db, claims.userId, claims.address, at) : false;
    },

    linkIsValid: async (token, purpose) => (await tokens.verify(token, purpose, now())) !== null,

    sweep: () => sendDueReminders(db, { dueCount: deps.timeline.dueCount, push, mailer, tokens, publicUrl: deps.publicUrl, log: deps.log }, now()),

    close: () => mailer?.close(),
  };
}
