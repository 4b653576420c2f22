// 复习提醒 in the service worker (issue 30): the server's daily push (packages/server/src/modules/reminders) shows
// 今天还有 N 条待复习, sets the installed app's badge to N (Badging API, where the browser has it), and a tap opens
// MEMOS — focusing a tab of the app already open rather than opening another. The feed clears the badge once the
// day's reviews are done (mf-memos MemoFeedPage).
import { REMINDER_TARGET_PATH, reminderMessage, type ReminderPushPayload } from '@memory/contracts';

type BadgingNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };

function payloadOf(event: PushEvent): ReminderPushPayload | null {
  try {
    return (event.data?.json() as ReminderPushPayload | undefined) ?? null;
  } catch {
    return null;
  }
}

async function showReminder(worker: ServiceWorkerGlobalScope, payload: ReminderPushPayload | null): Promise<void> {
  const dueCount = payload?.dueCount ?? 0;
  await worker.registration.showNotification(payload?.title ?? '复习提醒', {
    body: payload?.body ?? (dueCount > 0 ? reminderMessage(dueCount) : '今天还有待复习的内容'),
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'zh-CN',
    // One reminder a day: a later one replaces the earlier instead of piling up.
    tag: 'review-reminder',
    data: { url: payload?.url ?? REMINDER_TARGET_PATH },
  });
  const navigator = worker.navigator as BadgingNavigator;
  if (dueCount > 0) await navigator.setAppBadge?.(dueCount).catch(() => undefined);
}

async function openMemos(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, worker.location.origin);
  // Only our own pages: a payload never sends the tap elsewhere.
  const url = target.origin === worker.location.origin ? target.href : new URL(REMINDER_TARGET_PATH, worker.location.origin).href;
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === worker.location.origin);
  if (tab) {
    // Navigate before focusing: where the browser refuses the focus, the tab is still on MEMOS when the learner
    // switches to it. A tab this worker does not control cannot be navigated: a new window opens instead.
    const moved = await tab.navigate(url).then(
      (client) => client ?? tab,
      () => null,
    );
    await (moved ?? tab).focus().catch(() => undefined);
    if (moved) return;
  }
  await worker.clients.openWindow(url);
}

export function handleReminders(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => event.waitUntil(showReminder(worker, payloadOf(event))));
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | null;
    event.waitUntil(openMemos(worker, data?.url ?? REMINDER_TARGET_PATH));
  });
}
