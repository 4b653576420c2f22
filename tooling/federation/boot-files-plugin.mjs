// What a first load needs beyond the entry files, from each build's own chunk graph, so the server can preload it
// from the HTML (packages/server/src/web/shell-page.ts) instead of letting a script discover it one round trip
// later. Derived at build time, never a list of names: any change to the chunk layout or the shared singletons
// shows up in the next build.
//
// The host's start-up files, dist/boot-files.json (bootFilesPlugin):
// What main.js loads before the app renders: its own files, the chunks of its async boundary (`import('./bootstrap')`
// in src/index.ts) and, for every shared singleton those chunks consume, the chunks of the host's own copy (with
// loaded-first the host's copy is the one the page uses) — then the singletons those consume, and so on. A consumed
// singleton's fallback chunks are never loaded (the host provides it), nor are lazy pages.
//
// A remote's `./app`, dist/boot-files.json too (remoteFilesPlugin): every chunk of the expose's chunk group. The MF
// manifest's `sync` list of the expose leaves out a chunk the expose shares with a shared package's copy (e.g. the
// icons antd also uses), which then loads one round trip after `./app`.
//
// A remote's lazy pages, dist/page-files.json (remoteFilesPlugin): a page loaded with
// `import(/* webpackChunkName: "page-<name>" */ ...)`, <name> its key in routes.json `pages`, lists its chunks
// under that key, so a deep link to it fetches them with the remote's `./app` instead of after it has mounted.
//
// The shared modules a remote's code runs on come from the host (loaded-first), in the host's chunks: `./app`'s
// and each page's lists also name the shared modules their chunks consume (`shared`: e.g. antd/es/tabs), and the
// host writes dist/shared-files.json, the chunks of its copy of each shared module it provides (bootFilesPlugin). The
// server preloads those too: otherwise the remote's runtime asks for them only once its chunks have arrived.
import { BOOT_FILES, PAGE_CHUNK_PREFIX, PAGE_FILES, SHARED_FILES } from '@memory/contracts/deployment';
import { consumedShareKeys, startUpGroups, withProviders } from './share-graph.mjs';

const byType = (files) => {
  const list = [...files].filter((file) => !file.endsWith('.map'));
  return { js: list.filter((file) => file.endsWith('.js')), css: list.filter((file) => file.endsWith('.css')) };
};

const chunkFiles = (chunks) => chunks.flatMap((chunk) => [...chunk.files]);
const groupFiles = (groups) => [...groups].flatMap((group) => chunkFiles(group.chunks));

/**
 * @param {{ notStartUp?: string[] }} o entry modules whose imports start-up never runs (paths relative to the app):
 *   the generated module that makes the host provide every antd component imports each one in a branch that never
 *   runs (antd-components.mjs); its chunks are a page's to load, not start-up's.
 */
export function bootFilesPlugin({ notStartUp = [] } = {}) {
  return (compiler) => {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFiles', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph } = compilation;
        const startUp = startUpGroups(compilation, chunkGraph, notStartUp);
        // MF's shared tree-shaking builds each shared package with this config too (entry: virtual-entry).
        if (!startUp) return;
        const bootFiles = new Set([...chunkFiles(startUp.entry.chunks), ...groupFiles(startUp.groups)]);
        compilation.emitAsset(BOOT_FILES, new sources.RawSource(`${JSON.stringify(byType(bootFiles), null, 2)}\n`));
        // What a remote's shared module costs beyond start-up (start-up's own files are preloaded already): only the
        // modules with files of their own are listed.
        const sharedFiles = Object.fromEntries(
          [...startUp.providers]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, groups]) => [key, [...new Set(groupFiles(withProviders(chunkGraph, startUp.providers, groups)))].filter((file) => !bootFiles.has(file) && !file.endsWith('.map'))])
            .filter(([, files]) => files.length > 0)
            .map(([key, files]) => [key, byType(files)]),
        );
        compilation.emitAsset(SHARED_FILES, new sources.RawSource(`${JSON.stringify(sharedFiles, null, 2)}\n`));
      });
    });
  };
}

/** The chunk group MF's container entry loads for the expose `./app` (MF names its chunk after the expose). */
const isAppExpose = (group) => group.name === '__federation_expose_app' && group.origins.some(({ module }) => module?.identifier?.().startsWith('container entry'));

/** @param {{ pages: string[] }} o the page keys of the remote's routes.json: a chunk named for another is an error. */
export function remoteFilesPlugin({ pages }) {
  return (compiler) => {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteFiles', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        if (!compilation.entrypoints.get('main')) return; // a shared package's tree-shaking build
        const app = compilation.chunkGroups.find(isAppExpose);
        if (!app) throw new Error('boot-files-plugin: no chunk group for the expose ./app');
        const { chunkGraph } = compilation;
        /** A chunk group's files, and the shared modules its chunks consume (the host's copies are the ones loaded). */
        const listOf = (group) => ({ ...byType(chunkFiles(group.chunks)), shared: [...consumedShareKeys(chunkGraph, group)].sort() });
        compilation.emitAsset(BOOT_FILES, new sources.RawSource(`${JSON.stringify(listOf(app), null, 2)}\n`));
        const pageFiles = {};
        for (const group of compilation.chunkGroups) {
          if (!group.name?.startsWith(PAGE_CHUNK_PREFIX)) continue;
          const page = group.name.slice(PAGE_CHUNK_PREFIX.length);
          if (!pages.includes(page)) throw new Error(`page-files: chunk "${group.name}" names no page of routes.json (${pages.join(', ')})`);
          pageFiles[page] = listOf(group);
        }
        compilation.emitAsset(PAGE_FILES, new sources.RawSource(`${JSON.stringify(pageFiles, null, 2)}\n`));
      });
    });
  };
}
