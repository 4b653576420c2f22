// The service worker (Serwist; compiled and given its precache list by @serwist/webpack-plugin in the shell's build,
// shell/rspack.config.mjs). It keeps the app usable offline and keeps an open tab working across deploys:
// - precached: the shell's index.html, its start-up files (main.js, the async boundary, the shared copies start-up
//   loads, their CSS), theme-boot.js and the icons and manifest. Offline, a navigation to any app route answers the
//   precached index.html (also `/` and 知识市场, which online are prerendered pages: offline the app renders them);
// - at run time, because the shell's build cannot know them: every content-hashed file (the remotes' chunks, the
//   shell's lazy ones) cache-first, since a hash names one content forever, and old ones stay for a tab still running
//   an old build after a redeploy; the files that say where everything is (a remote's mf-manifest.json,
//   remoteEntry.js, /remotes.json, /config.json) network-first, so a redeploy is seen at once and offline the last
//   copy answers;
// - the API and the OpenID provider are never cached, except the files of attachments (/api/blobs/<id>, signed URLs
//   sent only to their owner), so that the posts read today show their pictures offline: kept one day, cleared when
//   the user signs out (the page deletes ATTACHMENT_CACHE).
// A new version installs in the background and waits: the page offers 新版本已就绪 · 刷新 (src/pwa/), and the page
// loaded next lets it take over. It never claims open tabs by itself.
import { ATTACHMENT_CACHE } from '@memory/contracts';
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  PrecacheFallbackPlugin,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { handleReminders } from './reminders';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: Array<PrecacheEntry | string> };

/** The shell's page for every client-side route, precached (the server's copy, without the inlined runtime config). */
const APP_HTML = '/index.html';

/** Paths that are never a page of the app: the API, the OpenID provider, the remotes' files. */
const NOT_A_PAGE = /^\/(?:api|oidc|remotes)(?:\/|$)/;

/** rspack's content-hashed file names: `<name>.<contenthash:8>.<ext>`. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp|gif)$/;

/** The files that say where a remote's code is, or which remotes there are. */
const ENTRY_FILE = /\/(?:mf-manifest\.json|remoteEntry\.js|shared-exports\.json)$/;
const RUNTIME_DOCUMENTS = new Set(['/remotes.json', '/config.json']);

/** One cached copy per file whatever its query: the shell cache-busts a remote it reloads (`?t=…`), and a blob's signature changes. */
const withoutSearch: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

/** A remote on another origin (a CDN) answers its script tags with opaque responses (status 0): cacheable too. */
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // `/` is not index.html: online it is the prerendered landing page (the server's), so no directory index and no
  // clean URLs map a navigation onto the precached app.
  precacheOptions: { cleanupOutdatedCaches: true, directoryIndex: null, cleanURLs: false },
  skipWaiting: false,
  clientsClaim: false,
  // The navigation request starts while the worker boots: online, a page costs no more than without a worker.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // The file itself, whole: a Range request (video seeking) goes to the network.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/blobs/') && !request.headers.has('range'),
      handler: new CacheFirst({
        cacheName: ATTACHMENT_CACHE,
        plugins: [withoutSearch, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxAgeSeconds: 24 * 60 * 60, maxEntries: 200, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => (sameOrigin && RUNTIME_DOCUMENTS.has(url.pathname)) || (!url.pathname.startsWith('/api/') && ENTRY_FILE.test(url.pathname)),
      handler: new NetworkFirst({ cacheName: 'memory-entries', networkTimeoutSeconds: 10, plugins: [withoutSearch, okOrOpaque] }),
    },
    {
      matcher: ({ url }) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/oidc/') && CONTENT_HASHED.test(url.pathname),
      handler: new CacheFirst({
        cacheName: 'memory-chunks',
        plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
      }),
    },
  ],
});

// A page of the app from the network; without one (offline, the server down), the precached app.
serwist.registerCapture(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !NOT_A_PAGE.test(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackUrls: [APP_HTML], serwist })] }),
);
// Every other navigation in scope (the OpenID provider's pages, a file of the API) is answered too, from the
// network only: with navigation preload on, a navigation the worker left alone would reach the server twice (the
// preload, then the browser's own request), and a sign-in step must not run twice.
serwist.registerCapture(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', new NetworkOnly());

serwist.addEventListeners();
// 复习提醒: the daily push, the badge, a tap opening MEMOS (sw/reminders.ts).
handleReminders(self);
