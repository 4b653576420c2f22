// The shell is the Module Federation host. It compiles in no remote: remotes.json tells it at runtime
// where each remote's mf-manifest.json lives (see src/federation/).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '../rspack.base.mjs';
import { devApiProxy } from '@memory/remote-runtime/dev-server';
import { devRemotesJson } from '../remote-routes.mjs';

const dir = import.meta.dirname;
// The dev server plays the production server's part: /remotes.json built from the remotes' routes.json on each
// request, and the API, the OpenID provider and /config.json proxied to @memory/server (as the remotes' do).
// Sign-in goes to the provider's own origin (config.json's authority, http://localhost:8080/oidc in dev), which
// lists localhost:3000 as a client origin.
const devApiOrigin = process.env.DEV_API_ORIGIN ?? 'http://localhost:8080';

const config = createAppConfig({
  dir,
  name: 'shell',
  kind: 'host',
  devPort: 3000,
  devServer: {
    static: { directory: path.join(dir, 'public'), publicPath: '/' },
    proxy: devApiProxy(devApiOrigin),
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

// Static files that ship with the shell (remotes.json and config.json are the server's to generate).
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public', 'favicon.svg') }, { from: path.join(dir, 'public', 'theme-boot.js') }, { from: path.join(dir, 'public', 'prerender-boot.js') }] }));

export default config;
