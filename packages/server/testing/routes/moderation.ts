import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError } from '@memory/contracts';
import type { Database } from '../../src/db/database';
import { approveTask, rejectTask } from '../../src/modules/store/moderation';

const TaskParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Moderated = Type.Object({ id: Type.String(), status: Type.String() });

/**
 * Tests only (testing/routes/index.ts): a journey moderates a publish task as `admin approve-publish` /
 * `reject-publish` would (the admin CLI cannot open the running server's embedded database). Same service calls,
 * so the creator sees exactly what a moderator's decision produces. Never exists in development or production.
 */
export const testModerationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/test/publish-tasks/:id/approve',
    {
      schema: {
        tags: ['test'],
        summary: '通过发布申请（仅测试环境）',
        params: TaskParams,
        response: { 200: Moderated, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const task = await db.transaction((tx) => approveTask(tx, request.params.id));
      return { id: task.id, status: task.status };
    },
  );
  app.put(
    '/test/publish-tasks/:id/reject',
    {
      schema: {
        tags: ['test'],
        summary: '驳回发布申请（仅测试环境）',
        params: TaskParams,
        body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Moderated, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const task = await db.transaction((tx) => rejectTask(tx, request.params.id, request.body.reason));
      return { id: task.id, status: task.status };
    },
  );
};
