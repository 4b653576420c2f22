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
    /**
     * PUT /orders/{id}/refresh: asks the server to check with the payment provider. A query (not a mutation) so the
     * order page can poll it with RTK Query's pollingInterval while the order is PAYING (SPEC §4). Its answer
     * replaces the cached order; a confirmed payment invalidates the account, which every remote's locks read.
     */
    refreshOrder: build.query<Order, string>({
      query: (id) => ({ url: `${orderPath(id)}/refresh`, method: 'PUT' }),
      keepUnusedDataFor: 0,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(accountApi.util.upsertQueryData('getOrder', id, data));
        if (data.status !== 'WAIT_PAY' && data.status !== 'PAYING') dispatch(accountApi.util.invalidateTags(['Account', { type: 'Order', id: LIST }]));
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
  useRefreshOrderQuery,
} = accountApi;
