import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, TestClockBody, TestClockState } from '@memory/contracts';
import { now, setNow } from '../../src/clock';

/** Tests only (testing/routes/index.ts): lets e2e and route tests move through days. */
export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: '设置服务器时间（仅测试环境）',
        body: TestClockBody,
        response: { 200: TestClockState, 400: ApiError },
      },
    },
    (request) => {
      const requested = request.body.now; // an RFC 3339 date-time or null: the schema's format checked it
      setNow(requested === null ? null : new Date(requested));
      return { now: now().toISOString() };
    },
  );
};
