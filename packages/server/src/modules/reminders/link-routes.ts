import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReminderTokenQuery } from '@memory/contracts';
import { confirmAskPage, confirmedPage, invalidLinkPage, unsubscribeAskPage, unsubscribedPage } from './link-pages';
import type { RemindersService } from './service';

/**
 * What the links in reminder emails open, without signing in (the signed token is the permission). Pages for
 * people, not API calls: hidden from the OpenAPI document like the sandbox cashier.
 */
export const reminderLinkRoutes: FastifyPluginAsyncTypebox<{ reminders: RemindersService }> = async (app, { reminders }) => {
  // RFC 8058: the one-click POST carries `List-Unsubscribe=One-Click` as a form body.
  await app.register(formbody, { bodyLimit: 1024 });
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  /** The link's own URL, for its page's button. */
  const selfUrl = (path: string, token: string) => `/api${path}?token=${encodeURIComponent(token)}`;

  app.get(
    '/reminders/email/confirm',
    { schema: { tags: ['reminders'], summary: '确认提醒邮箱页（邮件中的链接）：点按钮后以 POST 确认', querystring: ReminderTokenQuery, hide: true } },
    async (request, reply) => reply.headers(html).send(confirmAskPage(selfUrl('/reminders/email/confirm', request.query.token))),
  );

  app.post(
    '/reminders/email/confirm',
    { schema: { tags: ['reminders'], summary: '确认提醒邮箱（确认页的按钮）', querystring: ReminderTokenQuery, hide: true } },
    async (request, reply) => {
      const confirmed = await reminders.confirmEmail(request.query.token);
      return reply.status(confirmed ? 200 : 404).headers(html).send(confirmed ? confirmedPage() : invalidLinkPage());
    },
  );

  app.get(
    '/reminders/unsubscribe',
    { schema: { tags: ['reminders'], summary: '退订页（邮件中的链接）：确认后以 POST 退订', querystring: ReminderTokenQuery, hide: true } },
    async (request, reply) => reply.headers(html).send(unsubscribeAskPage(selfUrl('/reminders/unsubscribe', request.query.token))),
  );

  app.post(
    '/reminders/unsubscribe',
    { schema: { tags: ['reminders'], summary: '一键退订复习提醒邮件（List-Unsubscribe-Post）', querystring: ReminderTokenQuery, hide: true } },
    async (request, reply) => {
      const done = await reminders.unsubscribe(request.query.token);
      return reply.status(done ? 200 : 404).headers(html).send(done ? unsubscribedPage() : invalidLinkPage());
    },
  );
};
