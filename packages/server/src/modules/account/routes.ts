import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Account, ApiError } from '@memory/contracts';
import type { AccountService } from './service';

export const accountRoutes: FastifyPluginAsyncTypebox<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/users/me/account',
    {
      schema: {
        tags: ['account'],
        summary: '我的账户：套餐类型、到期时间、剩余天数与额度（-1 表示不限）',
        response: { 200: Account, 401: ApiError },
      },
    },
    (request) => account.get(request.userId),
  );
};
