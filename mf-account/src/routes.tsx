import type { RemoteRoute } from '@memory/remote-runtime';
import { paths } from './paths';
import { AccountPage } from './pages/AccountPage/AccountPage';
import { MemberCardsPage } from './pages/MemberCardsPage/MemberCardsPage';
import { SettingsPage } from './pages/SettingsPage/SettingsPage';
import { OrderDetailPage } from './pages/OrderDetailPage/OrderDetailPage';

/** The route table of mf-account; anything else under its prefixes renders the 404. */
export const routes: readonly RemoteRoute[] = [
  { path: paths.account, Component: AccountPage },
  { path: paths.memberCards, Component: MemberCardsPage },
  { path: paths.settings, Component: SettingsPage },
  { path: paths.order, Component: OrderDetailPage },
];
