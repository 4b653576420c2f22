// mf-jars is a Module Federation remote: it exposes `./app` (single-spa lifecycles) and, run alone,
// a dev harness that plays the shell's part. The dev server proxies the API and the OpenID provider
// to @memory/server, like the shell's does, and tells the harness where to sign in.
import { createAppConfig } from '../rspack.base.mjs';
import { workspaceRemoteIn } from '../remote-routes.mjs';
import { remoteDevServer } from '@memory/remote-runtime/dev-server';

// Its container name, dev port and `./app` module are the workspace's list of remotes (remote-routes.mjs), read by
// the shell's dev remotes.json and its build's antd grouping too.
const { name, devPort, appModule } = workspaceRemoteIn(import.meta.dirname);
const devApiOrigin = process.env.DEV_API_ORIGIN ?? 'http://localhost:8080';

export default createAppConfig({
  dir: import.meta.dirname,
  name,
  kind: 'remote',
  devPort,
  exposes: { './app': appModule },
  devServer: remoteDevServer(devApiOrigin),
});
