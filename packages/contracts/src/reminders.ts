// 复习提醒 (issue 30): GET/PUT /api/reminders/settings, per-jar switches, push subscriptions, the email address.
import { Type, type Static } from '@sinclair/typebox';
import { NOT_FOUND_MESSAGES } from './messages';
import { Id, Nullable } from './schema-helpers';

/** The reminder time when the user never chose one: 20:00 China time. */
export const REMINDER_DEFAULT_TIME = '20:00';
/** Where a reminder (push or email) takes the learner. */
export const REMINDER_TARGET_PATH = '/home/memos';
/** The longest email address accepted (RFC 5321's path limit). */
export const REMINDER_EMAIL_MAX_LENGTH = 254;
/** The reminders module's refusals (the server's and the fake backend's), and the card's check of an address. */
export const REMINDER_MESSAGES = {
  address: '请输入有效的邮箱地址',
  emailUnavailable: '服务器未配置邮件发送，暂时无法使用邮件提醒',
  confirmationFailed: '确认邮件发送失败，请检查邮箱地址或稍后重试',
  jarNotFound: NOT_FOUND_MESSAGES.jar,
  subscriptionNotFound: '未找到该推送订阅',
  endpoint: '推送地址无效：必须是 https 地址',
  p256dh: '推送公钥无效',
  auth: '推送密钥无效',
} as const;
const EMAIL_PATTERN = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/;

/** An address reminders may be sent to (trimmed first): one @, a dot in the domain, nothing a header could misread. */
export function isReminderEmailAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed.length <= REMINDER_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** What every reminder says (GLOSSARY: 今天还有 N 条待复习). */
export function reminderMessage(dueCount: number): string {
  return `今天还有 ${dueCount} 条待复习`;
}

/** HH:MM on a 24-hour clock, China time. */
export const ReminderTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, China time' });

/** One of the caller's jars, with whether its points count towards the reminder. */
export const JarReminder = Type.Object({ id: Id, name: Type.String(), enabled: Type.Boolean() });
export type JarReminder = Static<typeof JarReminder>;

/** What the card saves: on/off, the time and the two channels. */
export const UpdateReminderSettingsBody = Type.Object({
  enabled: Type.Boolean(),
  time: ReminderTime,
  /** 浏览器通知 is on (this account; each device registers its own subscription). */
  push: Type.Boolean(),
  /** 邮件 is on; mail goes out only once `emailConfirmed`. */
  email: Type.Boolean(),
});
export type UpdateReminderSettingsBody = Static<typeof UpdateReminderSettingsBody>;

/** The card's whole state: what it saves, plus the address, the server's channels and the jars. */
export const ReminderSettings = Type.Object({
  ...UpdateReminderSettingsBody.properties,
  emailAddress: Nullable(Type.String({ maxLength: REMINDER_EMAIL_MAX_LENGTH })),
  emailConfirmed: Type.Boolean(),
  /** SMTP is configured on the server: without it the 邮件 channel is not offered. */
  emailAvailable: Type.Boolean(),
  /** The VAPID public key (base64url) a browser subscribes with. */
  vapidPublicKey: Type.String(),
  /** How many devices of this account hold a push subscription. */
  pushDevices: Type.Integer({ minimum: 0 }),
  jars: Type.Array(JarReminder),
});
export type ReminderSettings = Static<typeof ReminderSettings>;

export const JarReminderParams = Type.Object({ jarId: Id });
export const JarReminderBody = Type.Object({ enabled: Type.Boolean() });
export type JarReminderBody = Static<typeof JarReminderBody>;

/** A browser's PushSubscription.toJSON(): the endpoint and its two keys (base64url). */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200 }),
    auth: Type.String({ minLength: 1, maxLength: 100 }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushSubscriptionCreated = Type.Object({ id: Id });
export type PushSubscriptionCreated = Static<typeof PushSubscriptionCreated>;

export const ReminderEmailBody = Type.Object({ address: Type.String({ maxLength: REMINDER_EMAIL_MAX_LENGTH }) });
export type ReminderEmailBody = Static<typeof ReminderEmailBody>;

/** The signed token of a confirmation or unsubscribe link (no sign-in needed: the token is the permission). */
export const ReminderTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 2048 }) });

/** The service worker's push payload (shell/sw/service-worker.ts reads it). */
export interface ReminderPushPayload {
  title: string;
  body: string;
  url: string;
  dueCount: number;
  day: string;
}
