// Start-up, after Module Federation has settled the shared singletons: read the runtime config, register
// the remotes, start the URL's remote, connect sign-in to the API client, and render.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { connectClient } from '@memory/api/connect-client';
import { recordSharedSingletons } from '@memory/remote-runtime/proof-hooks';
import { App } from './app/App';
import { createRouteTable } from './config/paths';
import { loadRuntimeConfig } from './config/runtime-config';
import { initFederation } from './federation/federation-runtime';
import { afterContentShownAndIdle, preloadNavRemotesWhenIdle } from './federation/idle-preload';
import { preloadRemoteFor, preloadRemotesOnIntent } from './federation/remote-preload';
import { createGuardedHistory } from './navigation/guarded-history';
import { BootFailure } from './pages/BootFailure';
import { appContainer } from './prerender/takeover';
import { registerServiceWorker } from './pwa/register';
import './styles/shell.css';

async function start(root: ReturnType<typeof createRoot>) {
  document.title = '记忆仓库';
  recordSharedSingletons('shell');
  const config = await loadRuntimeConfig();
  initFederation(config.remotes);
  const routeTable = createRouteTable(config.remotes);
  // The remote owning the URL downloads while sign-in is read, not after; neighbours on link hover / focus, and
  // those behind the visible nav links once the content has shown and the browser is idle.
  preloadRemoteFor(routeTable, window.location.pathname, { withAntd: true });
  preloadRemotesOnIntent(routeTable);
  void preloadNavRemotesWhenIdle(routeTable);
  // Offline use and deploys under an open tab (src/pwa/): started once this page's content has shown.
  registerServiceWorker(afterContentShownAndIdle);
  const { auth, store } = await connectClient(config.app);
  const services = { config, routeTable, auth, store, history: createGuardedHistory() };
  // A transition renders in slices with the browser let in between, not as one long task (the shell and the
  // remote it mounts blocked a throttled phone's main thread for over half a second).
  startTransition(() => root.render(<App services={services} />));
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root missing from index.html');
const container = appContainer(rootElement);
const root = createRoot(container.element);
start(root).catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  root.render(<BootFailure />);
  container.reveal();
});
