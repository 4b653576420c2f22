import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiError,
  IdParams,
  JarReminder,
  JarReminderBody,
  JarReminderParams,
  PushSubscriptionBody,
  PushSubscriptionCreated,
  ReminderEmailBody,
  ReminderSettings,
  UpdateReminderSettingsBody,
} from '@memory/contracts';
import type { RemindersService } from './service';

const NoContent = { type: 'null' } as const;

/** 复习提醒 for the signed-in caller (README.md in this folder). */
export const remindersRoutes: FastifyPluginAsyncTypebox<{ reminders: RemindersService }> = async (app, { reminders }) => {
  app.get(
    '/reminders/settings',
    {
      schema: {
        tags: ['reminders'],
        summary: '复习提醒设置：开关、时间（北京时间）、渠道、邮箱、各知识罐开关，以及浏览器订阅用的 VAPID 公钥',
        response: { 200: ReminderSettings, 401: ApiError },
      },
    },
    (request) => reminders.settings(request.userId),
  );

  app.put(
    '/reminders/settings',
    {
      schema: {
        tags: ['reminders'],
        summary: '保存复习提醒：开关、时间（HH:MM，北京时间）、浏览器通知、邮件（未配置邮件发送时邮件不可开启）',
        body: UpdateReminderSettingsBody,
        response: { 200: ReminderSettings, 400: ApiError, 401: ApiError },
      },
    },
    (request) => reminders.update(request.userId, request.body),
  );

  app.put(
    '/reminders/jars/:jarId',
    {
      schema: {
        tags: ['reminders'],
        summary: '某个知识罐是否计入复习提醒；他人的知识罐 → 404',
        params: JarReminderParams,
        body: JarReminderBody,
        response: { 200: JarReminder, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    (request) => reminders.setJar(request.userId, request.params.jarId, request.body.enabled),
  );

  app.post(
    '/reminders/push-subscriptions',
    {
      schema: {
        tags: ['reminders'],
        summary: '登记本浏览器的推送订阅（PushSubscription.toJSON()）；同一 endpoint 再次登记时替换',
        body: PushSubscriptionBody,
        response: { 201: PushSubscriptionCreated, 400: ApiError, 401: ApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await reminders.addSubscription(request.userId, request.body)),
  );

  app.delete(
    '/reminders/push-subscriptions/:id',
    {
      schema: {
        tags: ['reminders'],
        summary: '删除一个推送订阅；他人的订阅 → 404',
        params: IdParams,
        response: { 204: NoContent, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await reminders.removeSubscription(request.userId, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/reminders/email',
    {
      schema: {
        tags: ['reminders'],
        summary: '设置提醒邮箱并发送确认链接；确认前不发提醒邮件。未配置邮件发送 → 409',
        body: ReminderEmailBody,
        response: { 200: ReminderSettings, 400: ApiError, 401: ApiError, 409: ApiError, 500: ApiError },
      },
    },
    (request) => reminders.setEmail(request.userId, request.body.address),
  );
};
