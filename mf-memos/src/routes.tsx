import { lazyWithRetry, type RemoteRoute } from '@memory/remote-runtime';
import { paths } from './paths';
import { NewMemoPage } from './pages/NewMemoPage/NewMemoPage';

// /home/new-memo is the landing page of /home: it stays in the first chunk, the heavier pages
// (Markdown, blurhash, heat map, the starred jars' cards) load when visited. Each chunk is named
// page-<its key in routes.json>: the server then preloads it with `./app` for a deep link (boot-files-plugin.mjs).
const MemoFeedPage = lazyWithRetry(() => import(/* webpackChunkName: "page-memos" */ './pages/MemoFeedPage/MemoFeedPage').then((module) => ({ default: module.MemoFeedPage })));
const StarsPage = lazyWithRetry(() => import(/* webpackChunkName: "page-stars" */ './pages/StarsPage/StarsPage').then((module) => ({ default: module.StarsPage })));
const TrendsPage = lazyWithRetry(() => import(/* webpackChunkName: "page-trends" */ './pages/TrendsPage/TrendsPage').then((module) => ({ default: module.TrendsPage })));

/** The route table of mf-memos; anything else under its prefixes renders the 404. */
export const routes: readonly RemoteRoute[] = [
  { path: paths.newMemo, Component: NewMemoPage },
  { path: paths.memos, Component: MemoFeedPage },
  { path: paths.stars, Component: StarsPage },
  { path: paths.trends, Component: TrendsPage },
];
