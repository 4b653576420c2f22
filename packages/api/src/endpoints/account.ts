// Account (plan and quotas) and membership orders: /users/me/account, /orders/**.
import type { Account, CreateOrderBody, Order, OrderTypeEntry, Page, PageQuery, PayOrderBody, PayOrderResponse } from '@memory/contracts';
import { api, LIST } from '../api';
import { pageTags, searchParams } from './tags';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;
/** An order changing state may change the membership. */
const orderTags = (id: string) => [{ type: 'Order' as const, id }, { type: 'Order' as const, id: LIST }, 'Account' as const];

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({
      query: () => '/users/me/account',
      providesTags: ['Account'],
    }),
    getOrderTypes: build.query<OrderTypeEntry[], void>({
      query: () => '/orders/types',
      providesTags: ['OrderType'],
    }),
    getOrderPage: build.query<Page<Order>, PageQuery>({
      query: ({ page, size }) => `/orders/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('Order', result),
    }),
    getOrder: build.query<Order, string>({
      query: (id) => orderPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    createOrder: build.mutation<Order, CreateOrderBody>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: LIST }],
    }),
    closeOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `${orderPath(id)}/close`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => orderTags(id),
    }),
    /** Returns the provider's page to open in a new window. */
    payOrder: build.mutation<PayOrderResponse, PayOrderBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${orderPath(id)}/pay`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => orderTags(id),
    }),
    /** Asks the server to check with the payment provider; called every 10 s while PAYING. */
    refreshOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `${orderPath(id)}/refresh`, method: 'PUT' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(accountApi.util.upsertQueryEntries([{ endpointName: 'getOrder', arg: id, value: data }]));
        if (data.status === 'PAID' || data.status === 'FINISHED') dispatch(accountApi.util.invalidateTags(['Account', { type: 'Order', id: LIST }]));
      },
    }),
  }),
});

export const {
  useGetAccountQuery,
  useGetOrderTypesQuery,
  useGetOrderPageQuery,
  useGetOrderQuery,
  useCreateOrderMutation,
  useCloseOrderMutation,
  usePayOrderMutation,
  useRefreshOrderMutation,
} = accountApi;
