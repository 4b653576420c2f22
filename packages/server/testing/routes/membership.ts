import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Account, ApiError, MEMBERSHIP_TYPES } from '@memory/contracts';
import { now } from '../../src/clock';
import type { Database } from '../../src/db/database';
import { describeAccount, grantMembership } from '../../src/modules/account/membership';

/**
 * Tests only (testing/routes/index.ts), inside the signed-in scope: the caller grants themself a membership card,
 * so an e2e journey can use premium features as a fresh user (the admin CLI cannot open the running server's
 * embedded database). Payment is the store issue's business; this never exists in development or production.
 */
export const testMembershipRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/test/membership',
    {
      schema: {
        tags: ['test'],
        summary: '给当前用户发放会员卡（仅测试环境）',
        body: Type.Object({ type: Type.Union(MEMBERSHIP_TYPES.map((type) => Type.Literal(type))) }),
        response: { 200: Account, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => {
      const row = await grantMembership(db, request.userId, request.body.type);
      return describeAccount(row, now());
    },
  );
};
