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

// Under HTTP/1.1 a browser opens six connections per host: the twenty-odd chunks of the shared singletons and the
// bootstrap, all needed before the first render, queued behind each other for four round trips (issue 15, e2e/perf).
// In production they are one chunk; the shell's own lazy pages (chunks named page-*, src/app/AppRoutes.tsx) stay
// apart. Only the shell: a remote's shared fallbacks are never loaded next to it.
const PAGE_CHUNK = /^page-/;
if (config.mode === 'production') {
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      chunks: 'async',
      cacheGroups: { boot: { name: 'boot', chunks: (chunk) => !PAGE_CHUNK.test(chunk.name ?? ''), enforce: true, reuseExistingChunk: true } },
    },
  };
}
