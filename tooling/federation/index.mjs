// What each app's rspack.config.mjs calls: a remote is one line, the shell adds its dev-server middleware and the
// static files it ships. Everything else is app-config.mjs (see README.md for the whole boot path).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from './app-config.mjs';
import { devRemotesJson, workspaceRemoteIn } from './remote-routes.mjs';
import { devApiProxy } from './dev-server.mjs';

/** Where the dev servers send /api, /oidc and /config.json: DEV_API_ORIGIN, else the local @memory/server. */
const devApiOrigin = () => process.env.DEV_API_ORIGIN ?? 'http://localhost:8080';

/**
 * A remote: its container name, dev port and `./app` module come from the workspace's list of remotes
 * (remote-routes.mjs). BUILD_ID (shown on the remote's mount point) lets the redeploy e2e tell builds apart.
 */
export function remoteConfig(dir) {
  const { name, devPort, appModule } = workspaceRemoteIn(dir);
  const config = createAppConfig({ dir, name, kind: 'remote', devPort, exposes: { './app': appModule }, devServer: { proxy: devApiProxy(devApiOrigin()) } });
  config.plugins.push(new rspack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? 'local') }));
  return config;
}

/**
 * The shell: the host. Its dev server plays the production server's part: /remotes.json built from the remotes'
 * routes.json on each request; the API, the OpenID provider and /config.json proxied to @memory/server.
 * @param {string} dir the shell's folder
 * @param {{ staticFiles?: string[] }} [options] files and folders of public/ copied into dist as they are
 */
export function hostConfig(dir, { staticFiles = [] } = {}) {
  const config = createAppConfig({
    dir,
    name: 'shell',
    kind: 'host',
    devPort: 3000,
    devServer: {
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
      proxy: devApiProxy(devApiOrigin()),
      setupMiddlewares(middlewares) {
        middlewares.unshift({
          name: 'memory-dev-remotes',
          path: '/remotes.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(devRemotesJson()));
          },
        });
        return middlewares;
      },
    },
  });
  if (staticFiles.length > 0) {
    config.plugins.push(new rspack.CopyRspackPlugin({ patterns: staticFiles.map((file) => ({ from: path.join(dir, 'public', file), to: file })) }));
  }
  return config;
}
