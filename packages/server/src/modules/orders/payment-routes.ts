import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CASHIER_EVENTS_SCRIPT, CASHIER_EVENTS_SCRIPT_PATH, renderCashier, renderCashierResult } from './providers/sandbox-pages';
import type { CashierLink, SandboxProvider } from './providers/sandbox';
import type { OrdersService } from './service';

const FormFields = Type.Record(Type.String(), Type.String());
const CashierParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) });
const CashierAuth = Type.Object({ expires: Type.String({ maxLength: 20 }), signature: Type.String({ maxLength: 100 }) });

/**
 * What payment providers call, without a user's token: POST /api/payments/{provider}/notify (form-encoded, as
 * Alipay posts it; verified by the provider's signature, answered with its acknowledgement, `success`).
 */
export const paymentNotifyRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.post(
    '/payments/:provider/notify',
    {
      schema: {
        tags: ['payments'],
        summary: '支付渠道的异步通知（验签后应用，重复通知不会重复生效）',
        params: Type.Object({ provider: Type.String({ maxLength: 20 }) }),
        body: FormFields,
        // The providers' protocol (form in, `success` / `fail` out), not the JSON API the apps call: kept out of
        // /api/docs like the cashier pages; forged and repeated notifications are tested in test/orders*.test.ts.
        hide: true,
      },
    },
    async (request, reply) => {
      const answer = await orders.receiveNotification(request.params.provider, request.body);
      return reply.status(answer.accepted ? 200 : 400).type('text/plain; charset=utf-8').send(answer.body);
    },
  );
};

/**
 * The sandbox cashier (default provider): the page 去支付 opens, and its two buttons. 确认支付 takes the money on
 * the sandbox's books, then delivers the signed notification to the same handler POST .../notify runs.
 */
export const sandboxCashierRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService; sandbox: SandboxProvider }> = async (app, { orders, sandbox }) => {
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  const base = (orderId: string) => `/api/payments/sandbox/cashier/${encodeURIComponent(orderId)}`;
  const orderHref = (orderId: string) => `/order/${encodeURIComponent(orderId)}`;
  const invalid = '支付链接无效或已被修改，请回到订单页重新点击「去支付」';

  app.get(CASHIER_EVENTS_SCRIPT_PATH.replace(/^\/api/, ''), { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(CASHIER_EVENTS_SCRIPT),
  );

  app.get(
    '/payments/sandbox/cashier/:orderId',
    { schema: { tags: ['payments'], summary: '沙箱收银台页面', params: CashierParams, querystring: CashierAuth, hide: true } },
    async (request, reply) => {
      const link: CashierLink = { orderId: request.params.orderId, ...request.query };
      const view = await sandbox.cashier(link);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!view) return reply.status(404).send(renderCashierResult(undefined, { title: '无法打开收银台', message: invalid }));
      if (view.status === 'PAID') return renderCashierResult(view, { title: '已支付', message: '这笔订单已经付款，会员权益已经或即将到账。', success: true }, orderHref(view.orderId), {
          orderId: view.orderId,
          result: 'paid',
        });
      if (view.status === 'CLOSED') return renderCashierResult(view, { title: '订单已关闭', message: '这笔订单已关闭，未扣款。如需购买，请回到会员卡页面重新下单。' }, orderHref(view.orderId));
      return renderCashier(view, { confirm: `${base(view.orderId)}/confirm`, cancel: `${base(view.orderId)}/cancel`, ...request.query });
    },
  );

  app.post(
    '/payments/sandbox/cashier/:orderId/confirm',
    { schema: { tags: ['payments'], summary: '沙箱收银台：确认支付', params: CashierParams, body: CashierAuth, hide: true } },
    async (request, reply) => {
      const result = await sandbox.pay({ orderId: request.params.orderId, ...request.body });
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (result.kind === 'invalid') return reply.status(404).send(renderCashierResult(undefined, { title: '无法支付', message: invalid }));
      const href = orderHref(result.view.orderId);
      if (result.kind === 'expired') return reply.status(409).send(renderCashierResult(result.view, { title: '支付已超时', message: '订单超过 30 分钟未支付，收银台已停止收款，未扣款。请重新下单。' }, href));
      if (result.kind === 'closed') return reply.status(409).send(renderCashierResult(result.view, { title: '订单已关闭', message: '这笔订单已关闭，未扣款。如需购买，请回到会员卡页面重新下单。' }, href));
      // Delivered like a provider's notification; if it fails, the order page's 刷新 and the sweeper still find the payment.
      const delivered = await orders.receiveNotification('sandbox', result.notification).catch((error: unknown) => {
        request.log.error(error);
        return { accepted: false };
      });
      return renderCashierResult(
        result.view,
        {
          title: '支付成功',
          message: delivered.accepted ? '付款已完成，会员权益已到账。可以关闭此窗口，回到订单页查看。' : '付款已完成，订单页稍后会自动更新。可以关闭此窗口。',
          success: true,
        },
        href,
        { orderId: result.view.orderId, result: 'paid' },
      );
    },
  );

  app.post(
    '/payments/sandbox/cashier/:orderId/cancel',
    { schema: { tags: ['payments'], summary: '沙箱收银台：取消支付', params: CashierParams, body: CashierAuth, hide: true } },
    async (request, reply) => {
      const view = await sandbox.cashier({ orderId: request.params.orderId, ...request.body });
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!view) return reply.status(404).send(renderCashierResult(undefined, { title: '无法打开收银台', message: invalid }));
      return renderCashierResult(view, { title: '已取消支付', message: '没有扣款。订单在支付截止前仍可在订单页重新点击「去支付」。' }, orderHref(view.orderId), {
        orderId: view.orderId,
        result: 'cancelled',
      });
    },
  );
};
