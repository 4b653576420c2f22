import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, CreateOrderBody, IdParams, Order, OrderTypeList, PageOf, PageQuery, PayOrderBody, PayOrderResponse } from '@memory/contracts';
import type { OrdersService } from './service';

/** The card catalogue, public: the landing page and 会员卡 show prices before anyone signs in. */
export const orderTypesRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/orders/types',
    { schema: { tags: ['orders'], summary: '会员卡类型：名称、价格（分）与月数', security: [], response: { 200: OrderTypeList } } },
    () => orders.types(),
  );
};

/** SPEC §7 Account, orders: the signed-in user's membership orders. Another user's order is a 404. */
export const ordersRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  // Registered before /orders/:id so "page" is never taken for an id ("types" is a static route of the public scope).
  app.get(
    '/orders/page',
    {
      schema: {
        tags: ['orders'],
        summary: '我的购买记录（最新在前）',
        querystring: PageQuery,
        response: { 200: PageOf(Order), 400: ApiError, 401: ApiError },
      },
    },
    (request) => orders.page(request.userId, request.query.page, request.query.size),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: '下单购买会员卡（数量 1–99，总价 = 单价 × 数量）',
        body: CreateOrderBody,
        response: { 201: Order, 400: ApiError, 401: ApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await orders.create(request.userId, request.body)),
  );

  app.get(
    '/orders/:id',
    { schema: { tags: ['orders'], summary: '订单详情', params: IdParams, response: { 200: Order, 401: ApiError, 404: ApiError } } },
    (request) => orders.get(request.userId, request.params.id),
  );

  app.put(
    '/orders/:id/close',
    {
      schema: {
        tags: ['orders'],
        summary: '关闭订单（待支付或支付中；已付款则以付款为准）',
        params: IdParams,
        response: { 200: Order, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => orders.close(request.userId, request.params.id),
  );

  app.put(
    '/orders/:id/pay',
    {
      schema: {
        tags: ['orders'],
        summary: '去支付：金额须等于订单总价，返回在新窗口打开的支付页 data.redirectPage',
        params: IdParams,
        body: PayOrderBody,
        response: { 200: PayOrderResponse, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => orders.pay(request.userId, request.params.id, request.body, `${request.protocol}://${request.host}`),
  );

  app.put(
    '/orders/:id/refresh',
    {
      schema: {
        tags: ['orders'],
        summary: '向支付渠道查询订单并应用结果（支付中每 10 秒调用）',
        params: IdParams,
        response: { 200: Order, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => orders.refresh(request.userId, request.params.id),
  );
};
