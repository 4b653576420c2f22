import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReminderTokenQuery } from '@memory/contracts';
import { confirmAskPage, confirmedPage, invalidLinkPage, unsubscribeAskPage, unsubscribedPage } from './link-pages';
import type { RemindersService } from './service';
import type { ReminderTokenPurpose } from './tokens';

/**
 * What the links in reminder emails open, without signing in (the signed token is the permission). Pages for
 * people, not API calls: hidden from the OpenAPI document like the sandbox cashier.
 */
export const reminderLinkRoutes: FastifyPluginAsyncTypebox<{ reminders: RemindersService }> = async (app, { reminders }) => {
  // RFC 8058: the one-click POST carries `List-Unsubscribe=One-Click` as a form body.
  await app.register(formbody, { bodyLimit: 1024 });
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  /**
   * One email link: its GET only shows a page whose button POSTs back to the same URL (a link scanner fetching it
   * changes nothing); the POST acts on the signed token and says what happened.
   */
  const emailLink = (
    path: string,
    purpose: ReminderTokenPurpose,
    summaries: { get: string; post: string },
    askPage: (action: string) => string,
    act: (token: string) => Promise<boolean>,
    donePage: () => string,
  ) => {
    // An expired or damaged link says so at once, rather than after its button.
    app.get(path, { schema: { tags: ['reminders'], summary: summaries.get, querystring: ReminderTokenQuery, hide: true } }, async (request, reply) =>
      (await reminders.linkIsValid(request.query.token, purpose))
        ? reply.headers(html).send(askPage(`/api${path}?token=${encodeURIComponent(request.query.token)}`))
        : reply.status(404).headers(html).send(invalidLinkPage()),
    );
    app.post(path, { schema: { tags: ['reminders'], summary: summaries.post, querystring: ReminderTokenQuery, hide: true } }, async (request, reply) => {
      const done = await act(request.query.token);
      return reply.status(done ? 200 : 404).headers(html).send(done ? donePage() : invalidLinkPage());
    });
  };

  emailLink(
    '/reminders/email/confirm',
    'confirm-email',
    { get: '确认提醒邮箱页（邮件中的链接）：点按钮后以 POST 确认', post: '确认提醒邮箱（确认页的按钮）' },
    confirmAskPage,
    (token) => reminders.confirmEmail(token),
    confirmedPage,
  );
  emailLink(
    '/reminders/unsubscribe',
    'unsubscribe',
    { get: '退订页（邮件中的链接）：确认后以 POST 退订', post: '一键退订复习提醒邮件（List-Unsubscribe-Post）与退订页的按钮' },
    unsubscribeAskPage,
    (token) => reminders.unsubscribe(token),
    unsubscribedPage,
  );
};
