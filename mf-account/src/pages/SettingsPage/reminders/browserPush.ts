import type { PushSubscriptionBody } from '@memory/contracts';

/** What this browser allows for notifications; 'unsupported' without Web Push (iOS outside the Home Screen, old browsers). */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The service worker may not be installed yet on a first visit; past this the browser is not going to have one. */
const WORKER_WAIT_MS = 10_000;

/**
 * Asks the browser for permission (only now, when the learner turns 浏览器通知 on) and subscribes it to the server's
 * push key through the app's service worker. Throws an Error whose message the card shows.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionBody> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('没有获得通知权限：请在浏览器的网站设置中允许本站发送通知');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('浏览器通知需要离线支持（Service Worker），请刷新页面后重试')), WORKER_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) }));
    const json = subscription.toJSON();
    return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
  } catch {
    throw new Error('无法连接浏览器的推送服务（部分网络下不可用），可以改用邮件提醒');
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
