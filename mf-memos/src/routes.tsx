import type { RemoteRoute } from '@memory/design-system';
import { paths } from './paths';
import { NewMemoPage } from './pages/NewMemoPage/NewMemoPage';
import { MemoFeedPage } from './pages/MemoFeedPage/MemoFeedPage';
import { StarsPage } from './pages/StarsPage/StarsPage';
import { TrendsPage } from './pages/TrendsPage/TrendsPage';

/** The route table of mf-memos; anything else under its prefixes renders the 404. */
export const routes: readonly RemoteRoute[] = [
  { path: paths.newMemo, Component: NewMemoPage },
  { path: paths.memos, Component: MemoFeedPage },
  { path: paths.stars, Component: StarsPage },
  { path: paths.trends, Component: TrendsPage },
];
