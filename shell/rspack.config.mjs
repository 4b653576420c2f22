// The Module Federation host. It compiles in no remote: remotes.json tells it at runtime where each remote's
// mf-manifest.json lives (src/federation/; the whole boot path: tooling/federation/README.md).
import path from 'node:path';
import { InjectManifest } from '@serwist/webpack-plugin';
import { hostConfig } from '@memory/federation';
import { BOOT_FILES } from '@memory/contracts/deployment';

const dir = import.meta.dirname;

// Static files that ship with the shell (remotes.json and config.json are the server's to generate).
const config = hostConfig(dir, { staticFiles: ['favicon.svg', 'theme-boot.js', 'prerender-boot.js', 'manifest.webmanifest', 'icons'] });

/** What the service worker precaches besides the start-up files: the app's page and what it loads before the bundle. */
const PRECACHED = new Set(['index.html', 'theme-boot.js', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png']);

/** The shell's start-up files, as its build lists them in boot-files.json (emitted before this runs). */
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
      include: [({ asset, compilation }) => PRECACHED.has(asset.name) || startUpFiles(compilation).has(asset.name)],
      // Hashed names are their own revision: no cache-busting query on those requests.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  );
}

export default config;
