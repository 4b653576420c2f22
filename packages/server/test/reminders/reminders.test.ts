import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { reminderMessage, type ReminderPushPayload, type ReminderSettings } from '@memory/contracts';
import { loadReminderDelivery } from '../../src/config';
import { grantMembership } from '../../src/modules/account/membership';
import { testBackends, type TestStorage } from '../helpers/backends';
import { setClock } from '../helpers/clock';
import { addItems, createJar, jarAction } from '../helpers/jars';
import { reviewFeed } from '../helpers/reviews';
import { createTestAuth } from '../helpers/test-auth';
import { clientFor, startTestApp, type TestApp, type TestAuth } from '../helpers/test-app';
import { startPushService, startRecordingEndpoint, startSmtpServer, type PushServiceStandIn } from '../../testing/reminder-stand-ins';

type Client = ReturnType<typeof clientFor>;
const PUBLIC_URL = 'http://127.0.0.1:47999';
/** A curve whose next review is a week away: once reviewed, nothing is due the next day. */
const WEEKLY = 'PER_WEEK_LAST_THREE_WEEKS';

for (const backend of testBackends()) {
  describe(`reminders [${backend.name}]`, () => {
    let storage: TestStorage;
    let auth: TestAuth;
    let running: TestApp;
    let pushService: PushServiceStandIn;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const as = async (sub: string): Promise<Client> => {
      const client = clientFor(running.app, await auth.sign(sub));
      await client.get('/api/users/me'); // creates the user row
      return client;
    };
    const sweep = async (app = running.app) => {
      const response = await app.inject({ method: 'PUT', url: '/api/test/reminders/sweep' });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { sent: number; nothingDue: number; removedSubscriptions: number };
    };
    const start = (current: TestStorage) =>
      startTestApp(current, auth, { publicUrl: PUBLIC_URL, reminders: loadReminderDelivery({ SMTP_URL: smtp.url }, PUBLIC_URL) });

    before(async () => {
      [storage, auth, pushService, smtp] = await Promise.all([backend.createStorage(), createTestAuth(), startPushService(), startSmtpServer()]);
      running = await start(storage);
    });
    after(async () => {
      await setClock(running.app, null);
      await running?.close();
      await Promise.all([storage?.dispose(), pushService?.close(), smtp?.close()]);
    });

    const settingsOf = async (client: Client): Promise<ReminderSettings> => {
      const response = await client.get('/api/reminders/settings');
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    const turnOn = async (client: Client, channels: { push: boolean; email: boolean }, time = '20:00') => {
      const response = await client.put('/api/reminders/settings', { enabled: true, time, ...channels });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as ReminderSettings;
    };
    const writeMemos = async (client: Client, count: number, curveId = WEEKLY) => {
      for (let index = 0; index < count; index += 1) {
        const response = await client.post('/api/memos', { content: `提醒测试 ${index + 1}`, curveId });
        assert.equal(response.statusCode, 201, response.body);
      }
    };

    it('starts off at 20:00, offers email only with SMTP, and keeps one VAPID key in the database across a restart', async () => {
      const alice = await as('remind-defaults');
      const first = await settingsOf(alice);
      assert.equal(first.enabled, false);
      assert.equal(first.time, '20:00');
      assert.equal(first.emailAvailable, true);
      assert.equal(Buffer.from(first.vapidPublicKey, 'base64url').length, 65, 'an uncompressed P-256 public key');
      // Restarted without SMTP (PGlite: one process on the folder, so one app at a time): the same VAPID key.
      await running.close();
      const withoutSmtp = await startTestApp(storage, auth, { publicUrl: PUBLIC_URL });
      try {
        const client = clientFor(withoutSmtp.app, await auth.sign('remind-defaults'));
        const plain = (await client.get('/api/reminders/settings')).json() as ReminderSettings;
        assert.equal(plain.vapidPublicKey, first.vapidPublicKey);
        assert.equal(plain.emailAvailable, false);
        const refused = await client.put('/api/reminders/settings', { enabled: true, time: '20:00', push: false, email: true });
        assert.equal(refused.statusCode, 400);
        assert.ok(refused.json().fields.email);
        assert.equal((await client.put('/api/reminders/email', { address: 'a@example.com' })).statusCode, 409);
      } finally {
        await withoutSmtp.close();
        running = await start(storage);
      }
    });

    it('refuses bad input with a 400 naming the field', async () => {
      const alice = await as('remind-bad-input');
      const badTime = await alice.put('/api/reminders/settings', { enabled: true, time: '24:00', push: true, email: false });
      assert.equal(badTime.statusCode, 400);
      assert.ok(badTime.json().fields.time, badTime.body);

      const endpoint = await startRecordingEndpoint(201);
      const good = endpoint.subscription();
      await endpoint.close();
      const cases: Array<[object, string]> = [
        [{ ...good, endpoint: 'not a url' }, 'endpoint'],
        [{ ...good, endpoint: 'ftp://push.example.com/x' }, 'endpoint'],
        [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint'],
        [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 'keys/p256dh'],
        [{ ...good, keys: { ...good.keys, p256dh: '!!!' } }, 'keys/p256dh'],
        [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, 'keys/auth'],
      ];
      for (const [body, field] of cases) {
        const response = await alice.post('/api/reminders/push-subscriptions', body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.ok(response.json().fields[field], `${field}: ${response.body}`);
      }
      for (const address of ['', 'no-at-sign', 'a@b', 'two@@example.com', 'space in@example.com']) {
        const response = await alice.put('/api/reminders/email', { address });
        assert.equal(response.statusCode, 400, address);
        assert.ok(response.json().fields.address, address);
      }
    });

    it("answers 404 for another user's subscription or jar, and leaves them alone", async () => {
      const owner = await as('remind-owner');
      const other = await as('remind-other');
      const endpoint = await startRecordingEndpoint(201);
      const created = await owner.post('/api/reminders/push-subscriptions', endpoint.subscription());
      assert.equal(created.statusCode, 201, created.body);
      const { id } = created.json() as { id: string };
      assert.equal((await other.send({ method: 'DELETE', url: `/api/reminders/push-subscriptions/${id}` })).statusCode, 404);
      assert.equal((await settingsOf(owner)).pushDevices, 1);

      await grantMembership(running.database.db, 'remind-owner', 'MONTHLY');
      const jar = await createJar(owner);
      assert.equal((await other.put(`/api/reminders/jars/${jar.id}`, { enabled: false })).statusCode, 404);
      assert.deepEqual((await settingsOf(owner)).jars, [{ id: jar.id, name: jar.name, enabled: true }]);

      assert.equal((await owner.send({ method: 'DELETE', url: `/api/reminders/push-subscriptions/${id}` })).statusCode, 204);
      assert.equal((await settingsOf(owner)).pushDevices, 0);
      await endpoint.close();
    });

    it('at 20:00 with 3 posts due: one encrypted push saying so and one email with one-click unsubscribe; none again that day, none the next day once reviewed', async () => {
      const learner = await as('remind-learner');
      await setClock(running.app, '2026-03-02T09:00:00');
      await writeMemos(learner, 3);

      // The address is confirmed by its link before any reminder goes to it.
      const confirmation = await learner.put('/api/reminders/email', { address: 'learner@example.com' });
      assert.equal(confirmation.statusCode, 200, confirmation.body);
      assert.equal((confirmation.json() as ReminderSettings).emailConfirmed, false);
      const confirmMail = smtp.received.find((mail) => mail.to.includes('learner@example.com'))!;
      const confirmLink = /http\S+\/api\/reminders\/email\/confirm\?token=\S+/.exec(confirmMail.text)?.[0];
      assert.ok(confirmLink, confirmMail.text);
      // Opening the link (as a mail provider's link scanner does) only shows a page whose button POSTs back.
      const confirmPath = new URL(confirmLink).pathname + new URL(confirmLink).search;
      const confirmPage = await running.app.inject({ method: 'GET', url: confirmPath });
      assert.equal(confirmPage.statusCode, 200);
      const form = /<form method="post" action="([^"]+)"><button type="submit">确认邮箱<\/button><\/form>/.exec(confirmPage.body);
      assert.ok(form, confirmPage.body);
      assert.equal(form[1]!.replaceAll('&amp;', '&'), confirmPath);
      assert.equal((await settingsOf(learner)).emailConfirmed, false, 'opening the link alone confirms nothing');
      const post = (url: string) => running.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      const tamperedPath = new URL(confirmLink).pathname + '?token=x' + new URL(confirmLink).search.slice(7);
      const tampered = await post(tamperedPath);
      assert.equal(tampered.statusCode, 404);
      assert.match(tampered.body, /链接无效或已过期/);
      // A damaged or expired link says so when it is opened, without a button that could only fail.
      const tamperedPage = await running.app.inject({ method: 'GET', url: tamperedPath });
      assert.equal(tamperedPage.statusCode, 404);
      assert.match(tamperedPage.body, /链接无效或已过期/);
      assert.doesNotMatch(tamperedPage.body, /<form/);
      const confirmed = await post(confirmPath);
      assert.equal(confirmed.statusCode, 200);
      assert.match(confirmed.body, /邮箱已确认/);
      assert.equal((await settingsOf(learner)).emailConfirmed, true);

      const settings = await settingsOf(learner);
      const browser = await pushService.subscribe(settings.vapidPublicKey);
      const subscribed = await learner.post('/api/reminders/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys });
      assert.equal(subscribed.statusCode, 201, subscribed.body);
      await turnOn(learner, { push: true, email: true });

      const mailsBefore = smtp.received.length;
      await setClock(running.app, '2026-03-02T19:59:00');
      assert.equal((await sweep()).sent, 0, 'not before the chosen time');
      await setClock(running.app, '2026-03-02T20:00:00');
      assert.equal((await sweep()).sent, 1);
      assert.equal((await sweep()).sent, 0, 'once a day');

      const messages = await pushService.messages(browser.clientHash);
      assert.equal(messages.length, 1);
      const payload = JSON.parse(messages[0]!) as ReminderPushPayload;
      assert.equal(payload.body, '今天还有 3 条待复习');
      assert.equal(payload.body, reminderMessage(3));
      assert.equal(payload.url, '/home/memos');
      assert.equal(payload.dueCount, 3);

      const mails = smtp.received.slice(mailsBefore);
      assert.equal(mails.length, 1);
      const [mail] = mails;
      assert.deepEqual(mail!.to, ['learner@example.com']);
      assert.match(mail!.text, /今天还有 3 条待复习/);
      assert.match(mail!.text, new RegExp(`${PUBLIC_URL}/home/memos`));
      const unsubscribe = /^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
      assert.ok(unsubscribe?.startsWith(`${PUBLIC_URL}/api/reminders/unsubscribe?token=`), mail!.headers.get('list-unsubscribe'));
      assert.equal(mail!.headers.get('list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      assert.ok(mail!.text.includes(unsubscribe), 'the body carries the same link');

      // Reviewed, the next day has nothing due: no reminder.
      assert.equal((await reviewFeed(learner)).length, 3);
      await setClock(running.app, '2026-03-03T20:30:00');
      const nextDay = await sweep();
      assert.deepEqual([nextDay.sent, nextDay.nothingDue], [0, 1]);
      assert.equal((await pushService.messages(browser.clientHash)).length, 1);
      assert.equal(smtp.received.length, mailsBefore + 1);

      // One click, no sign-in (RFC 8058's POST): the 邮件 channel is off, the browser channel stays.
      const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;
      const ask = await running.app.inject({ method: 'GET', url: path });
      assert.equal(ask.statusCode, 200);
      assert.equal((await settingsOf(learner)).email, true, 'opening the link alone unsubscribes nobody');
      const oneClick = await running.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200, oneClick.body);
      const after = await settingsOf(learner);
      assert.deepEqual([after.email, after.push, after.enabled], [false, true, true]);
    });

    it('removes a subscription its push service answers 410, with a TTL ending at China midnight', async () => {
      const leaver = await as('remind-gone');
      await setClock(running.app, '2026-03-04T09:00:00');
      await writeMemos(leaver, 1);
      const gone = await startRecordingEndpoint(410);
      assert.equal((await leaver.post('/api/reminders/push-subscriptions', gone.subscription())).statusCode, 201);
      await turnOn(leaver, { push: true, email: false }, '20:00');
      await setClock(running.app, '2026-03-04T20:00:00');
      const result = await sweep();
      assert.equal(result.removedSubscriptions, 1);
      assert.equal(gone.requests.length, 1);
      assert.equal(gone.requests[0]!.ttl, String(4 * 60 * 60), 'until the end of the day, not web-push\'s four weeks');
      assert.equal(gone.requests[0]!['content-encoding'], 'aes128gcm');
      assert.equal((await settingsOf(leaver)).pushDevices, 0);
      await gone.close();
    });

    it("leaves a muted jar's points out of the count: nothing else due, no reminder", async () => {
      const reader = await as('remind-jar');
      await grantMembership(running.database.db, 'remind-jar', 'MONTHLY');
      await setClock(running.app, '2026-03-05T09:00:00');
      const jar = await createJar(reader, { name: '提醒的知识罐' });
      await addItems(reader, jar.id, ['第一条', '第二条']);
      await jarAction(reader, jar.id, 'start');
      const endpoint = await startRecordingEndpoint(201);
      await reader.post('/api/reminders/push-subscriptions', endpoint.subscription());
      await turnOn(reader, { push: true, email: false });
      const muted = await reader.put(`/api/reminders/jars/${jar.id}`, { enabled: false });
      assert.deepEqual(muted.json(), { id: jar.id, name: '提醒的知识罐', enabled: false });

      await setClock(running.app, '2026-03-05T20:00:00');
      // Other suites' learners are swept too: the muted jar's owner is among those with nothing due.
      assert.ok((await sweep()).nothingDue >= 1);
      assert.equal(endpoint.requests.length, 0);

      assert.equal((await reader.put(`/api/reminders/jars/${jar.id}`, { enabled: true })).statusCode, 200);
      await setClock(running.app, '2026-03-06T20:00:00');
      await sweep();
      assert.equal(endpoint.requests.length, 1);
      await endpoint.close();
    });

    it('reminds once when replicas sweep at the same moment', async () => {
      const racer = await as('remind-race');
      await setClock(running.app, '2026-03-07T09:00:00');
      await writeMemos(racer, 2);
      const endpoint = await startRecordingEndpoint(201);
      await racer.post('/api/reminders/push-subscriptions', endpoint.subscription());
      await turnOn(racer, { push: true, email: false });
      await setClock(running.app, '2026-03-07T20:00:00');
      // PostgreSQL: a second app instance with its own pool on the same schema, as another replica. PGlite is one
      // process: its sweeps overlap in one instance.
      const replica = backend.name === 'postgres' ? await start(storage) : running;
      try {
        const results = await Promise.all(Array.from({ length: 6 }, (_, index) => sweep(index % 2 === 0 ? running.app : replica.app)));
        assert.equal(results.reduce((sum, result) => sum + result.sent, 0), 1);
        assert.equal(endpoint.requests.length, 1);
      } finally {
        if (replica !== running) await replica.close();
        await endpoint.close();
      }
    });
  });
}
