import type { RemoteRoute } from '@memory/remote-runtime';
import { paths } from './paths';
import { MarketplacePage } from './pages/MarketplacePage/MarketplacePage';
import { PublicJarPage } from './pages/PublicJarPage/PublicJarPage';
import { StorePage } from './pages/StorePage/StorePage';
import { PublishTasksPage } from './pages/PublishTasksPage/PublishTasksPage';
import { PublishJarPage } from './pages/PublishJarPage/PublishJarPage';

/** The route table of mf-marketplace; anything else under its prefixes renders the 404. */
export const routes: readonly RemoteRoute[] = [
  { path: paths.marketplace, Component: MarketplacePage },
  { path: paths.publicJar, Component: PublicJarPage },
  { path: paths.store, Component: StorePage },
  { path: paths.publishTasks, Component: PublishTasksPage },
  { path: paths.jarPublish, Component: PublishJarPage },
];
