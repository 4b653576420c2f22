import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { OrderSweeper } from '../../src/modules/orders/sweeper';

/** Tests only: run the expiry sweeper now (after moving the test clock), instead of waiting for it. */
export const ordersTestRoutes: FastifyPluginAsyncTypebox<{ sweeper: OrderSweeper }> = async (app, { sweeper }) => {
  app.put(
    '/test/orders/sweep',
    {
      schema: {
        tags: ['test'],
        summary: '立即运行订单超时清理（仅测试环境）',
        response: { 200: Type.Object({ closed: Type.Integer(), paid: Type.Integer() }) },
      },
    },
    () => sweeper.sweep(),
  );
};
