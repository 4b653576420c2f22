// 复习提醒 as a new learner meets it (issue 30), on the real server's test clock. The settings card: turn reminders on,
// 邮件 with an address confirmed by its link. A real browser push subscription needs a push service headless Chromium
// does not have, so this browser's subscription is registered through the API and points at a loopback push endpoint
// (the server's tests decrypt a push from web-push-testing). At 20:00 with 3 posts due: exactly one push and one
// email; reviewed, the next day has nothing due and brings no reminder.
import type { ReminderSettings, TimelineFetchResponse } from '@memory/contracts';
import { startPushService, startRecordingEndpoint, startSmtpServer } from '@memory/server/testing/reminder-stand-ins';
import { apiJson, feedPosts, signUpAsMember } from '../fixtures/journeys';
import { ports } from '../fixtures/ports';
import { remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock } from '../fixtures/test-clock';

test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

const WEEKLY = 'PER_WEEK_LAST_THREE_WEEKS';

test('reminders on: one push and one email at 20:00 with 3 posts due, none the next day once reviewed', async ({ page, request }) => {
  // The e2e server mails here (scripts/start-test-server.mjs).
  const smtp = await startSmtpServer(ports.smtp);
  const pushEndpoint = await startRecordingEndpoint(201);
  try {
    const [day0, day1] = [chinaDay(0), chinaDay(1)];
    const at = async (time: string) =>
      apiJson(await request.put('/api/test/clock', { data: { now: `${time}+08:00` } }));
    const sweep = async () => apiJson<{ sent: number }>(await request.put('/api/test/reminders/sweep'));
    await at(`${day0}T09:00:00`);

    const headers = await signUpAsMember(page, request, '/home/settings', 'remind');
    for (const content of ['提醒第一条', '提醒第二条', '提醒第三条']) {
      await apiJson(await request.post('/api/memos', { headers, data: { content, curveId: WEEKLY } }));
    }

    // The card: off at first, 20:00 China time by default.
    const account = remoteArea(page, 'mf_account');
    const card = account.locator('.ant-card').filter({ has: page.getByText('复习提醒', { exact: true }) });
    const toggle = card.getByRole('switch', { name: '复习提醒' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(card.getByText('20:00')).toBeVisible();
    await expect(card.getByText('开启时浏览器会询问是否允许通知')).toBeVisible();

    // 邮件: the address is confirmed by the link the server mails.
    await card.getByRole('checkbox', { name: '邮件' }).check();
    await card.getByRole('textbox', { name: '提醒邮箱' }).fill('learner@example.com');
    await card.getByRole('button', { name: '发送确认邮件' }).click();
    await expect(card.getByText('待确认')).toBeVisible();
    await expect.poll(() => smtp.received.length).toBe(1);
    const confirmLink = /http\S+\/api\/reminders\/email\/confirm\?token=\S+/.exec(smtp.received[0]!.text)?.[0];
    expect(confirmLink).toBeTruthy();
    // Opening the link shows a page asking (a link scanner fetching it confirms nothing); its button confirms.
    await page.goto(confirmLink!);
    await expect(page.getByRole('heading', { name: '确认提醒邮箱' })).toBeVisible();
    await page.getByRole('button', { name: '确认邮箱' }).click();
    await expect(page.getByRole('heading', { name: '邮箱已确认' })).toBeVisible();
    await page.goto('/home/settings');
    await expect(card.getByText('邮箱已确认')).toBeVisible();

    // This browser's push subscription, through the API (see the top of the file), then 浏览器通知 on.
    await apiJson(await request.post('/api/reminders/push-subscriptions', { headers, data: pushEndpoint.subscription() }));
    const settings = await apiJson<ReminderSettings>(await request.get('/api/reminders/settings', { headers }));
    expect([settings.enabled, settings.time, settings.email, settings.emailConfirmed]).toEqual([true, '20:00', true, true]);
    await apiJson(await request.put('/api/reminders/settings', { headers, data: { enabled: true, time: '20:00', push: true, email: true } }));

    await at(`${day0}T19:59:00`);
    await sweep();
    expect(pushEndpoint.requests).toHaveLength(0);
    await at(`${day0}T20:00:00`);
    await sweep();
    await sweep(); // a second run that day (another replica, the next minute) reminds nobody again
    expect(pushEndpoint.requests).toHaveLength(1);
    expect(pushEndpoint.requests[0]!.ttl).toBe(String(4 * 60 * 60));
    await expect.poll(() => smtp.received.length).toBe(2);
    const reminder = smtp.received[1]!;
    expect(reminder.text).toContain('今天还有 3 条待复习');
    expect(reminder.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/reminders\/unsubscribe\?token=/);
    expect(reminder.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Reviewed today (each post met once), the weekly curve's next review is a week away: tomorrow has none.
    const feed = await apiJson<TimelineFetchResponse>(await request.put('/api/timeline/fetch?size=10', { headers }));
    expect(feed.entries).toHaveLength(3);
    await apiJson(
      await request.post('/api/reviews/events', {
        headers,
        data: { events: feed.entries.map((post) => ({ id: crypto.randomUUID(), reviewId: post.id, type: 'seen' })) },
      }),
    );
    await at(`${day1}T20:00:00`);
    await sweep();
    expect(pushEndpoint.requests).toHaveLength(1);
    expect(smtp.received).toHaveLength(2);
  } finally {
    await pushEndpoint.close();
    await smtp.close();
  }
});

// What the learner's device does with that push. The push service is web-push-testing (it checks the server's VAPID
// signature and decrypts the message as a browser would); headless Chromium has no push service of its own, so the
// decrypted message is handed to this page's service worker as a real (trusted) push event through DevTools
// (ServiceWorker.deliverPushMessage). The worker shows 今天还有 2 条待复习; a tap on it (the notificationclick the
// worker receives) brings the open tab to MEMOS.
test('the reminder push reaches the service worker: a notification saying how many are due, a tap opens MEMOS', async ({ page, request, context }) => {
  // The suite runs on Chromium only (playwright.config.ts), whose DevTools protocol delivers the push.
  const pushService = await startPushService();
  try {
    await request.put('/api/test/clock', { data: { now: `${chinaDay(0)}T09:00:00+08:00` } });
    const headers = await signUpAsMember(page, request, '/home/settings', 'notify');
    for (const content of ['通知第一条', '通知第二条']) {
      await apiJson(await request.post('/api/memos', { headers, data: { content, curveId: WEEKLY } }));
    }
    // The browser's subscription with the server's VAPID key, as pushManager.subscribe would make it.
    const { vapidPublicKey } = await apiJson<ReminderSettings>(await request.get('/api/reminders/settings', { headers }));
    const { clientHash, ...subscription } = await pushService.subscribe(vapidPublicKey);
    await apiJson(await request.post('/api/reminders/push-subscriptions', { headers, data: subscription }));
    await apiJson(await request.put('/api/reminders/settings', { headers, data: { enabled: true, time: '20:00', push: true, email: false } }));
    await request.put('/api/test/clock', { data: { now: `${chinaDay(0)}T20:00:00+08:00` } });
    await apiJson(await request.put('/api/test/reminders/sweep'));
    await expect.poll(() => pushService.messages(clientHash)).toHaveLength(1);
    const [message] = await pushService.messages(clientHash);

    // The page's worker, in control, allowed to notify.
    await context.grantPermissions(['notifications']);
    await page.goto('/home/settings');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The next load is the worker's: a tab it controls is one it may send to MEMOS.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const devtools = await context.newCDPSession(page);
    // The push goes to the registration whose worker has activated: the first registration event after a reload may
    // come before its version is known, and a push to a registration with no active worker is dropped.
    const registration = new Promise<string>((resolve) => {
      const live = new Set<string>();
      const activated = new Set<string>();
      const settle = () => {
        const id = [...activated].find((candidate) => live.has(candidate));
        if (id) resolve(id);
      };
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        for (const entry of registrations) {
          if (entry.isDeleted) live.delete(entry.registrationId);
          else live.add(entry.registrationId);
        }
        settle();
      });
      devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId);
        settle();
      });
    });
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registration, data: message! });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({ title: notification.title, body: notification.body, url: (notification.data as { url: string }).url })),
      );
    await expect.poll(shown).toEqual([{ title: '复习提醒', body: '今天还有 2 条待复习', url: '/home/memos' }]);

    // The tap: the worker receives notificationclick for that notification and sends this tab to MEMOS.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      // The worker's globals (the e2e compiles with the DOM's types, not a worker's).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      } & EventTarget;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL('**/home/memos');
    await expect(feedPosts(page)).toHaveCount(2);
  } finally {
    await pushService.close();
  }
});
