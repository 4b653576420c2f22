import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RemindersService } from '../../src/modules/reminders/service';

/** Tests only: run the reminder sender now (after moving the test clock), instead of waiting for its minute. */
export const remindersTestRoutes: FastifyPluginAsyncTypebox<{ reminders: RemindersService }> = async (app, { reminders }) => {
  app.put(
    '/test/reminders/sweep',
    {
      schema: {
        tags: ['test'],
        summary: '立即发送到点的复习提醒（仅测试环境）',
        response: { 200: Type.Object({ sent: Type.Integer(), nothingDue: Type.Integer(), removedSubscriptions: Type.Integer() }) },
      },
    },
    () => reminders.sweep(),
  );
};
