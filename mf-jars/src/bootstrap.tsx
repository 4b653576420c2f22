// mf-jars on its own: the dev harness plays the shell (history, store, sign-in, theme) around this remote.
import { createAppStore, setApiBaseUrl, setAuthBridge, syncSessionWithBridge } from '@memory/api';
import { createOidcAuthBridge } from '@memory/api/oidc-bridge';
import { startDevHarness } from '@memory/design-system/dev-harness';
import lifecycles from './app';
import { paths } from './paths';

void startDevHarness({
  title: 'mf-jars',
  name: 'mf_jars',
  app: lifecycles,
  links: [
    { label: '知识罐', path: paths.jars },
    { label: '创建知识罐', path: paths.createJar },
    { label: '记忆曲线', path: paths.curves },
    { label: '创建曲线', path: paths.createCurve },
  ],
  createServices(config) {
    setApiBaseUrl(config.apiBase);
    const auth = createOidcAuthBridge(config.oidc);
    setAuthBridge(auth);
    const store = createAppStore();
    syncSessionWithBridge(store, auth);
    return { auth, store, completeSignIn: () => auth.completeSignIn() };
  },
});
