// How the apps are deployed, read by the build (tooling/federation, plain Node), the server and the shell alike:
// the remotes of this workspace and the files each production build writes beside its entry. Plain JavaScript so
// the build can load it without compiling; the types are in deployment.d.mts.

/** Module Federation container name, folder (also the path segment under /remotes/) and dev-server port. */
export const REMOTE_APPS = [
  { name: 'mf_memos', folder: 'mf-memos', devPort: 3001 },
  { name: 'mf_jars', folder: 'mf-jars', devPort: 3002 },
  { name: 'mf_marketplace', folder: 'mf-marketplace', devPort: 3003 },
  { name: 'mf_account', folder: 'mf-account', devPort: 3004 },
];

/** The host's start-up files, a remote's `./app`: `{ js: string[], css: string[] }`, paths relative to its dist. */
export const BOOT_FILES = 'boot-files.json';

/** A remote's lazy pages: `{ <page key of routes.json>: { js: string[], css: string[], shared: string[] } }`. */
export const PAGE_FILES = 'page-files.json';

/** The host's copy of each shared module it provides: `{ <share key>: { js: string[], css: string[] } }`, beyond its start-up files. */
export const SHARED_FILES = 'shared-files.json';

/** A lazy page's chunk is named `page-<its key in routes.json>` (webpackChunkName). */
export const PAGE_CHUNK_PREFIX = 'page-';

/** The shared exports a build imports and its MF bundler runtime version (tooling/federation/shared-exports-plugin.mjs). */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';
