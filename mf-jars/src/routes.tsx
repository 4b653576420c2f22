import { lazyWithRetry, type RemoteRoute } from '@memory/remote-runtime';
import { paths } from './paths';
import { JarListPage } from './pages/JarListPage/JarListPage';
import { CreateJarPage } from './pages/CreateJarPage/CreateJarPage';
import { JarDetailPage } from './pages/JarDetailPage/JarDetailPage';
import { JarSettingsPage } from './pages/JarSettingsPage/JarSettingsPage';
import { JarEditPage } from './pages/JarEditPage/JarEditPage';
import { AddItemPage } from './pages/AddItemPage/AddItemPage';
import { AddItemsFromMemosPage } from './pages/AddItemsFromMemosPage/AddItemsFromMemosPage';
import { JarItemPage } from './pages/JarItemPage/JarItemPage';
import { JarItemEditPage } from './pages/JarItemEditPage/JarItemEditPage';
import { CurveListPage } from './pages/CurveListPage/CurveListPage';
import { CreateCurvePage } from './pages/CreateCurvePage/CreateCurvePage';
import { CurveEditPage } from './pages/CurveEditPage/CurveEditPage';

// 导入 is opened rarely and brings the upload, the mapping form and the report: chunks of its own, loaded when
// visited. Each is named page-<its key in routes.json>, so the server preloads it with `./app` for a deep link (a
// reload of a running import's page).
const ImportPage = lazyWithRetry(() => import(/* webpackChunkName: "page-import" */ './pages/ImportPage/ImportPage').then((module) => ({ default: module.ImportPage })));
const ImportJobPage = lazyWithRetry(() => import(/* webpackChunkName: "page-importJob" */ './pages/ImportPage/ImportJobPage').then((module) => ({ default: module.ImportJobPage })));

const CardBuilderPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "page-cardBuilder" */ './pages/CardBuilderPage/CardBuilderPage').then((module) => ({ default: module.CardBuilderPage })),
);

/** The route table of mf-jars; anything else under its prefixes renders the 404. */
export const routes: readonly RemoteRoute[] = [
  { path: paths.jars, Component: JarListPage },
  { path: paths.createJar, Component: CreateJarPage },
  { path: paths.jarDetail, Component: JarDetailPage },
  { path: paths.jarSettings, Component: JarSettingsPage },
  { path: paths.jarEdit, Component: JarEditPage },
  { path: paths.jarAddItem, Component: AddItemPage },
  { path: paths.jarAddItemWithMemos, Component: AddItemsFromMemosPage },
  { path: paths.jarItem, Component: JarItemPage },
  { path: paths.jarItemEdit, Component: JarItemEditPage },
  { path: paths.curves, Component: CurveListPage },
  { path: paths.createCurve, Component: CreateCurvePage },
  { path: paths.curveEdit, Component: CurveEditPage },
  { path: paths.import, Component: ImportPage },
  { path: paths.importJob, Component: ImportJobPage },
  { path: paths.cardBuilder, Component: CardBuilderPage },
];
