// Memory curves: /curves/**. The default curve is the DEFAULT_CURVE setting, else EBBINGHAUS.
import { DEFAULT_CURVE_ID, type Curve, type CurveBody, type Page, type PageQuery } from '@memory/contracts';
import { api, LIST } from '../api';
import { useGetSettingQuery } from './settings';
import { nextPageOf, pageTags, searchParams } from './tags';

export const curvesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCurve: build.mutation<Curve, CurveBody>({
      query: (body) => ({ url: '/curves', method: 'POST', body }),
      invalidatesTags: [{ type: 'Curve', id: LIST }],
    }),
    getCurvePage: build.query<Page<Curve>, PageQuery>({
      query: ({ page, size }) => `/curves/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('Curve', result),
    }),
    /** 加载更多 lists: one cache entry per page size, `fetchNextPage()` appends the next page. */
    getCurvePages: build.infiniteQuery<Page<Curve>, { size: number }, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageOf },
      query: ({ queryArg, pageParam }) => `/curves/page${searchParams({ page: pageParam, size: queryArg.size })}`,
      providesTags: (result) => [
        { type: 'Curve', id: LIST },
        ...(result?.pages.flatMap((page) => page.entries) ?? []).map((curve) => ({ type: 'Curve' as const, id: curve.id })),
      ],
    }),
    getCurve: build.query<Curve, string>({
      query: (id) => `/curves/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Curve', id }],
    }),
    updateCurve: build.mutation<Curve, CurveBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/curves/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Curve', id }],
    }),
    deleteCurve: build.mutation<void, string>({
      query: (id) => ({ url: `/curves/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Deleting the default curve makes the server fall back to EBBINGHAUS.
      invalidatesTags: (_result, _error, id) => [
        { type: 'Curve', id },
        { type: 'Curve', id: LIST },
        { type: 'Setting', id: 'DEFAULT_CURVE' },
      ],
    }),
  }),
});

export const {
  useCreateCurveMutation,
  useGetCurvePageQuery,
  useGetCurvePagesInfiniteQuery,
  useGetCurveQuery,
  useUpdateCurveMutation,
  useDeleteCurveMutation,
} = curvesApi;

/** The user's default curve id: the DEFAULT_CURVE setting, else EBBINGHAUS (also while loading). */
export function useDefaultCurveId(): string {
  const { data } = useGetSettingQuery('DEFAULT_CURVE');
  return data?.value || DEFAULT_CURVE_ID;
}
