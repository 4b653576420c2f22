// 复习提醒 as a new learner meets it (issue 30), on the real server's test clock. The settings card: turn reminders on,
// 邮件 with an address confirmed by its link. A real browser push subscription needs a push service headless Chromium
// does not have, so this browser's subscription is registered through the API and points at a loopback push endpoint
// (the server's tests decrypt a push from web-push-testing). At 20:00 with 3 posts due: exactly one push and one
// email; reviewed, the next day has nothing due and brings no reminder.
import type { ReminderSettings, TimelineFetchResponse } from '@memory/contracts';
import { startRecordingEndpoint, startSmtpServer } from '@memory/server/testing/reminder-stand-ins';
import { apiJson, signUpAsMember } from '../fixtures/journeys';
import { remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock } from '../fixtures/test-clock';

test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

const WEEKLY = 'PER_WEEK_LAST_THREE_WEEKS';

test('reminders on: one push and one email at 20:00 with 3 posts due, none the next day once reviewed', async ({ page, request }) => {
  // The e2e server mails to E2E_PORT + 7 (scripts/start-test-server.mjs).
  const smtp = await startSmtpServer(Number(process.env.E2E_PORT ?? 47100) + 7);
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
