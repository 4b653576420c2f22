// Marketplace: categories, hot tags, public jars, subscribe and star.
// Paths SPEC §7 leaves open are fixed here: /public/** needs no sign-in; /marketplace/** acts for the caller.
import type { Category, HotTags, Jar, MarketplaceQuery, Page, PageQuery, PublicJar, PublicJarDetail, PublicJarPage } from '@memory/contracts';
import { PAGE_SIZES } from '@memory/contracts';
import { api, LIST } from '../api';
import { pageTags, searchParams } from './tags';

const publicJarPath = (id: string) => `/public/jars/${encodeURIComponent(id)}`;
const myJarPath = (id: string) => `/marketplace/jars/${encodeURIComponent(id)}`;

export const marketplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/public/categories',
      providesTags: ['Category'],
    }),
    getHotTags: build.query<HotTags, number | void>({
      query: (size) => `/public/hot-tags${searchParams({ size: size ?? PAGE_SIZES.hotTags })}`,
      providesTags: ['HotTag'],
    }),
    searchPublicJars: build.query<PublicJarPage, MarketplaceQuery>({
      query: ({ keyword, categoryId, tag, page, size }) =>
        `/public/jars/page${searchParams({ keyword, categoryId, tag, page, size })}`,
      providesTags: (result) => pageTags('PublicJar', result),
    }),
    /** The same search narrowed to one category, by path (SPEC §7 "by category"). */
    getCategoryJarPage: build.query<PublicJarPage, PageQuery & { categoryId: string }>({
      query: ({ categoryId, page, size }) => `/public/categories/${encodeURIComponent(categoryId)}/jars/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('PublicJar', result),
    }),
    /** Jars carrying one tag, by path (SPEC §7 "by tag"). */
    getTagJarPage: build.query<PublicJarPage, PageQuery & { tag: string }>({
      query: ({ tag, page, size }) => `/public/tags/${encodeURIComponent(tag)}/jars/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('PublicJar', result),
    }),
    getPublicJar: build.query<PublicJarDetail, string>({
      query: (id) => publicJarPath(id),
      providesTags: (_result, _error, id) => [{ type: 'PublicJar', id }],
    }),
    getPublicJarTags: build.query<string[], string>({
      query: (id) => `${publicJarPath(id)}/tags`,
      providesTags: (_result, _error, id) => [{ type: 'PublicJar', id }],
    }),
    /** Gives the caller a BUYER jar with its own schedule. */
    subscribeJar: build.mutation<Jar, string>({
      query: (id) => ({ url: `${myJarPath(id)}/subscribe`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'PublicJar', id }, { type: 'Jar', id: LIST }],
    }),
    starJar: build.mutation<void, string>({
      query: (id) => ({ url: `${myJarPath(id)}/star`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'PublicJar', id }, { type: 'Star', id: LIST }],
    }),
    unstarJar: build.mutation<void, string>({
      query: (id) => ({ url: `${myJarPath(id)}/star`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'PublicJar', id }, { type: 'Star', id: LIST }],
    }),
    getMyStars: build.query<Page<PublicJar>, PageQuery>({
      query: ({ page, size }) => `/users/me/stars/page${searchParams({ page, size })}`,
      providesTags: (result) => pageTags('Star', result),
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetHotTagsQuery,
  useSearchPublicJarsQuery,
  useGetCategoryJarPageQuery,
  useGetTagJarPageQuery,
  useGetPublicJarQuery,
  useGetPublicJarTagsQuery,
  useSubscribeJarMutation,
  useStarJarMutation,
  useUnstarJarMutation,
  useGetMyStarsQuery,
} = marketplaceApi;
