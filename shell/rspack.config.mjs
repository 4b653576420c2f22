// The shell is the Module Federation host. It compiles in no remote: remotes.json tells it at runtime
// where each remote's mf-manifest.json lives (see src/federation/).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { InjectManifest } from '@serwist/webpack-plugin';
import { createAppConfig } from '../rspack.base.mjs';
import { devApiProxy } from '@memory/remote-runtime/dev-server';
import { devRemotesJson } from '../remote-routes.mjs';
import { BOOT_FILES } from '../packages/remote-runtime/src/bootFiles.mjs';

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
const publicFiles = ['favicon.svg', 'theme-boot.js', 'prerender-boot.js', 'manifest.webmanifest', 'icons'];
config.plugins.push(
  new rspack.CopyRspackPlugin({ patterns: publicFiles.map((file) => ({ from: path.join(dir, 'public', file), to: file })) }),
);

/** What the service worker precaches besides the start-up files: the app's page and what it loads before the bundle. */
const PRECACHED = new Set(['index.html', 'theme-boot.js', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png']);

/** The shell's start-up files, as its build lists them in boot-files.json (boot-files-plugin.mjs, emitted before this runs). */
const startUpFiles = (compilation) => {
  const list = compilation.getAsset(BOOT_FILES);
  if (!list) throw new Error(`shell: ${BOOT_FILES} missing when the service worker's precache list is made`);
  const { js = [], css = [] } = JSON.parse(list.source.source().toString());
  return new Set([...js, ...css]);
};

// The service worker (sw/service-worker.ts, Serwist), production builds only: a worker in dev would serve the
// files of the last build over the ones being edited. It precaches what the app needs to start, nothing lazy (a
// page's or a remote's files are cached as they are used: see the worker).
if (config.mode === 'production') {
  config.plugins.push(
    new InjectManifest({
      swSrc: path.join(dir, 'sw', 'service-worker.ts'),
      swDest: 'sw.js',
      include: [
({ asset, compilation }) => PRECACHED.has(asset.name) || startUpFiles(compilation).has(asset.name),
      ],
      // Hashed names are their own revision: no cache-busting query on those requests.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  );
}

export default config;
