// Jars, items, settings and progress: /jars/**.
import type {
  CreateJarBody,
  EditJarBody,
  ImportFromMemosBody,
  Jar,
  JarReloadResult,
  JarItem,
  JarItemBody,
  JarItemPage,
  JarPage,
  JarPageQuery,
  JarProgress,
  JarSettingsBody,
  PageQuery,
} from '@memory/contracts';
import { api, LIST } from '../api';
import { pageTags, searchParams } from './tags';

const jarPath = (id: string) => `/jars/${encodeURIComponent(id)}`;
const itemPath = (id: string, itemId: string) => `${jarPath(id)}/items/${encodeURIComponent(itemId)}`;

/** Anything that changes a jar's items or schedule changes its progress and today's counts. */
const scheduleTags = (jarId: string) => [{ type: 'JarProgress' as const, id: jarId }, 'TrendSummary' as const];

export const jarsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createJar: build.mutation<Jar, CreateJarBody>({
      query: (body) => ({ url: '/jars', method: 'POST', body }),
      invalidatesTags: [{ type: 'Jar', id: LIST }],
    }),
    getJar: build.query<Jar, string>({
      query: (id) => jarPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Jar', id }],
    }),
    editJar: build.mutation<Jar, EditJarBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${jarPath(id)}/edit`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Jar', id }],
    }),
    deleteJar: build.mutation<void, string>({
      query: (id) => ({ url: jarPath(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Jar', id }, { type: 'Jar', id: LIST }, 'TrendSummary', 'StoreJar'],
    }),
    getJarPage: build.query<JarPage, JarPageQuery>({
      query: ({ page, size, role }) => `/jars/page${searchParams({ page, size, role })}`,
      providesTags: (result) => pageTags('Jar', result),
    }),
    updateJarSettings: build.mutation<Jar, JarSettingsBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${jarPath(id)}/settings`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Jar', id }, ...scheduleTags(id)],
    }),
    getJarProgress: build.query<JarProgress, string>({
      query: (id) => `${jarPath(id)}/progress`,
      providesTags: (_result, _error, id) => [{ type: 'JarProgress', id }],
    }),
    startJar: build.mutation<JarProgress, string>({
      query: (id) => ({ url: `${jarPath(id)}/start`, method: 'PUT' }),
      // Starting introduces the first batch: the items' ticks (introduced) change too.
      invalidatesTags: (_result, _error, id) => [{ type: 'JarItem', id: `${LIST}:${id}` }, ...scheduleTags(id)],
    }),
    pauseJar: build.mutation<JarProgress, string>({
      query: (id) => ({ url: `${jarPath(id)}/pause`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => scheduleTags(id),
    }),
    /** Buyers: bring in what the creator added or changed since, keeping progress. */
    reloadJar: build.mutation<JarReloadResult, string>({
      query: (id) => ({ url: `${jarPath(id)}/reload`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Jar', id }, { type: 'JarItem', id: `${LIST}:${id}` }, ...scheduleTags(id)],
    }),
    getJarItemPage: build.query<JarItemPage, PageQuery & { jarId: string }>({
      query: ({ jarId, page, size }) => `${jarPath(jarId)}/items/page${searchParams({ page, size })}`,
      providesTags: (result, _error, { jarId }) => [
        { type: 'JarItem', id: `${LIST}:${jarId}` },
        ...(result?.entries ?? []).map((item) => ({ type: 'JarItem' as const, id: item.id })),
      ],
    }),
    getJarItem: build.query<JarItem, { jarId: string; itemId: string }>({
      query: ({ jarId, itemId }) => itemPath(jarId, itemId),
      providesTags: (_result, _error, { itemId }) => [{ type: 'JarItem', id: itemId }],
    }),
    addJarItem: build.mutation<JarItem, JarItemBody & { jarId: string }>({
      query: ({ jarId, content, front }) => ({ url: `${jarPath(jarId)}/items`, method: 'POST', body: front === undefined ? { content } : { content, front } }),
      invalidatesTags: (_result, _error, { jarId }) => [{ type: 'JarItem', id: `${LIST}:${jarId}` }, ...scheduleTags(jarId)],
    }),
    updateJarItem: build.mutation<JarItem, JarItemBody & { jarId: string; itemId: string }>({
      query: ({ jarId, itemId, content, front }) => ({ url: itemPath(jarId, itemId), method: 'PUT', body: front === undefined ? { content } : { content, front } }),
      invalidatesTags: (_result, _error, { itemId }) => [{ type: 'JarItem', id: itemId }],
    }),
    cancelJarItem: build.mutation<void, { jarId: string; itemId: string }>({
      query: ({ jarId, itemId }) => ({ url: `${itemPath(jarId, itemId)}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { jarId, itemId }) => [{ type: 'JarItem', id: itemId }, ...scheduleTags(jarId)],
    }),
    deleteJarItem: build.mutation<void, { jarId: string; itemId: string }>({
      query: ({ jarId, itemId }) => ({ url: itemPath(jarId, itemId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { jarId, itemId }) => [
        { type: 'JarItem', id: itemId },
        { type: 'JarItem', id: `${LIST}:${jarId}` },
        ...scheduleTags(jarId),
      ],
    }),
    importItemsFromMemos: build.mutation<void, ImportFromMemosBody & { jarId: string }>({
      query: ({ jarId, memoIds }) => ({ url: `${jarPath(jarId)}/items/import-from-memos`, method: 'PUT', body: { memoIds } }),
      invalidatesTags: (_result, _error, { jarId }) => [{ type: 'JarItem', id: `${LIST}:${jarId}` }, ...scheduleTags(jarId)],
    }),
  }),
});

export const {
  useCreateJarMutation,
  useGetJarQuery,
  useEditJarMutation,
  useDeleteJarMutation,
  useGetJarPageQuery,
  useUpdateJarSettingsMutation,
  useGetJarProgressQuery,
  useStartJarMutation,
  usePauseJarMutation,
  useReloadJarMutation,
  useGetJarItemPageQuery,
  useGetJarItemQuery,
  useAddJarItemMutation,
  useUpdateJarItemMutation,
  useCancelJarItemMutation,
  useDeleteJarItemMutation,
  useImportItemsFromMemosMutation,
} = jarsApi;
