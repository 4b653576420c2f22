import path from 'node:path';

/**
 * Files that say where everything else is: always revalidated so a redeploy takes effect on the next load. The
 * shell's service worker (sw.js) too: the browser also caps its HTTP caching at a day, but a fresh copy on each
 * update check is what lets a deploy reach a tab that stays open.
 */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'routes.json', 'sw.js', 'manifest.webmanifest']);

/** rspack names production chunks `<name>.<contenthash:8>.<ext>`. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico)(?:\.map)?$/;

/** The build's precompressed copies (`main.0123abcd.js.br`) are cached like the file they encode. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  // Unhashed assets (favicon, images in public/) may change under the same name.
  return NO_CACHE;
}
