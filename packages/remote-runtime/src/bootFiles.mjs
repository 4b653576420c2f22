// The files each production build writes beside its entry for the server's preloads (boot-files-plugin.mjs at the
// root writes them, packages/server/src/web/shell-page.ts reads them). Plain JavaScript so the build can load it.

/** The host's start-up files, a remote's `./app`: `{ js: string[], css: string[] }`, paths relative to its dist. */
export const BOOT_FILES = 'boot-files.json';

/** A remote's lazy pages: `{ <page key of routes.json>: { js: string[], css: string[], shared: string[] } }`. */
export const PAGE_FILES = 'page-files.json';

/** The host's copy of each shared module it provides: `{ <share key>: { js: string[], css: string[] } }`, beyond its start-up files. */
export const SHARED_FILES = 'shared-files.json';

/** A lazy page's chunk is named `page-<its key in routes.json>` (webpackChunkName). */
export const PAGE_CHUNK_PREFIX = 'page-';
