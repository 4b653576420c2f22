// The creator's store: published jars and publish tasks under /users/me/store.
import type { Page, PageQuery, PublicJar, PublishTask, PublishTaskBody, PublishTaskPageQuery, StoreJarsQuery } from '@memory/contracts';
import { api, LIST } from '../api';
import { pageTags, searchParams } from './tags';

const taskPath = (id: string) => `/users/me/store/jar-publish-tasks/${encodeURIComponent(id)}`;
/** A task changing state changes what the store and the marketplace show. */
const publishingTags = (id: string) => [
  { type: 'PublishTask' as const, id },
  { type: 'PublishTask' as const, id: LIST },
  { type: 'StoreJar' as const, id: LIST },
  { type: 'PublicJar' as const, id: LIST },
];

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreJarPage: build.query<Page<PublicJar>, StoreJarsQuery>({
      query: ({ type, page, size }) => `/users/me/store/jars/page${searchParams({ type, page, size })}`,
      providesTags: (result) => pageTags('StoreJar', result),
    }),
    getPublishTaskPage: build.query<Page<PublishTask>, PageQuery & Pick<PublishTaskPageQuery, 'status' | 'jarId'>>({
      query: ({ page, size, status, jarId }) => `/users/me/store/jar-publish-tasks/page${searchParams({ page, size, status, jarId })}`,
      providesTags: (result) => pageTags('PublishTask', result),
    }),
    createPublishTask: build.mutation<PublishTask, PublishTaskBody>({
      query: (body) => ({ url: '/users/me/store/jar-publish-tasks', method: 'POST', body }),
      invalidatesTags: (result) => publishingTags(result?.id ?? LIST),
    }),
    cancelPublishTask: build.mutation<PublishTask, string>({
      query: (id) => ({ url: `${taskPath(id)}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => publishingTags(id),
    }),
    republishPublishTask: build.mutation<PublishTask, string>({
      query: (id) => ({ url: `${taskPath(id)}/republish`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => publishingTags(id),
    }),
  }),
});

export const {
  useGetStoreJarPageQuery,
  useGetPublishTaskPageQuery,
  useCreatePublishTaskMutation,
  useCancelPublishTaskMutation,
  useRepublishPublishTaskMutation,
} = storeApi;
