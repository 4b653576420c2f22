// Memos and memo tags: /memos/**, /memo-tags/**.
import type {
  CreateMemoBody,
  EditMemoBody,
  Memo,
  MemoPage,
  MemoTag,
  Page,
  PageQuery,
  TagPageQuery,
} from '@memory/contracts';
import { api, LIST } from '../api';
import { pageTags, searchParams } from './tags';

export const memosApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMemo: build.mutation<Memo, CreateMemoBody>({
      query: (body) => ({ url: '/memos', method: 'POST', body }),
      // A new memo enters its curve today: lists, tags and remaining counts change.
      invalidatesTags: [{ type: 'Memo', id: LIST }, { type: 'MemoTag', id: LIST }, 'TrendSummary'],
    }),
    getMemo: build.query<Memo, string>({
      query: (id) => `/memos/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Memo', id }],
    }),
    getMemoPage: build.query<MemoPage, PageQuery>({
      query: ({ page, size }) => `/memos/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('Memo', result),
    }),
    editMemo: build.mutation<Memo, EditMemoBody & { id: string }>({
      query: ({ id, content }) => ({ url: `/memos/${encodeURIComponent(id)}/edit`, method: 'PUT', body: { content } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Memo', id }],
    }),
    /** Abandon: irreversible, gone from every future feed. */
    cancelMemo: build.mutation<Memo, string>({
      query: (id) => ({ url: `/memos/${encodeURIComponent(id)}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Memo', id }, { type: 'Memo', id: LIST }, 'TrendSummary'],
    }),
    getMemoTagPage: build.query<Page<MemoTag>, TagPageQuery>({
      query: ({ keyword, page, size }) => `/memo-tags/page${searchParams({ keyword, page, size })}`,
      providesTags: (result) => pageTags('MemoTag', result),
    }),
    getTagMemoPage: build.query<MemoPage, PageQuery & { tagId: string }>({
      query: ({ tagId, page, size }) => `/memo-tags/${encodeURIComponent(tagId)}/memos/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('Memo', result),
    }),
  }),
});

export const {
  useCreateMemoMutation,
  useGetMemoQuery,
  useGetMemoPageQuery,
  useEditMemoMutation,
  useCancelMemoMutation,
  useGetMemoTagPageQuery,
  useGetTagMemoPageQuery,
} = memosApi;
