// How the shell's build groups antd's modules into chunks (first load). antd is shared per component
// (antd-components.mjs), so each component the shell provides is its own async chunk group. Left to the defaults, the
// internals they have in common were copied into a dozen chunks and a page made some forty requests; one chunk of
// every light component (the former antd-core) made every route download every component any app uses.
//
// Here each antd module goes into a chunk named for the parts of the apps that use it, its usage signature:
// - `antd-base`: what the shell's start-up loads anyway (its layout and the shared @memory/design-system render
//   ConfigProvider, Button, Menu, …; with them most of antd's internals): every route downloads it first;
// - `antd-<units>`: the rest, by the set of units importing the components that reach the module. A unit is what a
//   route loads at once: a remote's `./app` start-up (`mf_jars`: the exposed module and what it imports statically),
//   one of its lazy pages (`mf_memos.memos`: `import(/* webpackChunkName: "page-memos" */ …)`, routes.json `pages`),
//   or what its other import()s load later (`mf_memos.lazy`: a modal opened on demand). A route loads the base and the
//   chunks whose set holds its remote's start-up or its page, so it no longer downloads what only other pages render
//   (the monolith, one build, splits the same way by page).
// Which components each unit imports is read from the remotes' sources at build time (the remotes are built apart,
// maybe in parallel), so the grouping is only an optimisation: a remote deployed later with a new import still gets
// the shell's component, from a chunk named for other units. Heavy components (a select, a table, an upload) keep
// their own chunks, so that a page that does not render them does not download them.
//
// Only antd's own packages are grouped: a group holding react's or the apps' shared modules next to code that
// consumes them would wait on itself (Module Federation loads a chunk's consumes before running it).
import fs from 'node:fs';
import path from 'node:path';
import { antdComponentRequest, ICONS, iconRuntimeOf, iconRuntimeRequests } from './antd-components.mjs';
import { PAGE_CHUNK_PREFIX } from '@memory/contracts/deployment';
import { readRouteDeclaration, workspaceRemotes } from './remote-routes.mjs';
import { consumedShareKeys, shareOf, startUpGroups } from './share-graph.mjs';

/** The one chunk of everything the shell's start-up loads beyond main.js, when the host consumes nothing. */
export const START_UP_CHUNK = 'start-up';
import { importedNames } from './shared-exports-plugin.mjs';
import { isReExportModule } from './host-provides.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const heavyAntd = ['select', 'table', 'tree', 'tree-select', 'cascader', 'mentions', 'upload', 'image', 'tabs', 'pagination', 'input-number', 'slider', 'picker', 'date-picker', 'virtual-list'];
const antdPackage = /[\\/]node_modules[\\/]\.pnpm[\\/](?:antd@|@ant-design\+|@rc-component\+|@babel\+runtime@|clsx@|stylis@|@emotion\+|react-is@|is-mobile@|throttle-debounce@|compute-scroll-into-view@|scroll-into-view-if-needed@)/;
const heavyPart = new RegExp(String.raw`[\\/](?:@rc-component\+(?:${heavyAntd.join('|')})@|antd[\\/]es[\\/](?:${heavyAntd.join('|')})[\\/])`);
// The default locale (en_US) and a few contexts reach into heavy components' folders from light ones.
const usedByLightOnes = /[\\/]locale[\\/]|Context\.js$/;

/** Whether `resource` is antd code this grouping may move (light antd and its internals). */
export const isGroupedAntd = (resource) => antdPackage.test(resource) && (!heavyPart.test(resource) || usedByLightOnes.test(resource));

const SOURCE = /\.(?:ts|tsx|js|jsx|mjs)$/;
const NOT_SHIPPED = /(?:\.test\.|\.spec\.|\.stories\.|[\\/]__tests__[\\/]|[\\/]__mocks__[\\/])/;

const RESOLVE_AS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const SPECIFIER = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/g;
/** `import(/* webpackChunkName: "page-memos" *\/ './pages/…')`: the chunk name, if any, and the specifier. */
const DYNAMIC = /\bimport\(\s*(?:\/\*\s*webpackChunkName:\s*["']([^"']+)["']\s*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
/** `antd/es/upload` imported directly (libraries do): the share key itself. */
const DIRECT_ANTD = /^antd\/es\/[\w-]+$/;

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const packageDirOf = (file) => {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return null;
};

/**
 * The file an import names, among what a remote bundles beside its own sources: relative files, the entry points of
 * the workspace's packages other than a shared one (`@memory/design-system/image-crop-upload`; `@memory/design-system`
 * is the shell's copy) and libraries built on antd (antd-img-crop imports antd/es/upload, modal, slider). Nothing else
 * is followed. pnpm links a dependency under its dependent's node_modules (`exports` may hide package.json).
 */
function resolveBundled(specifier, from, sharedNames) {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(from), specifier);
    return RESOLVE_AS.map((suffix) => base + suffix).find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
  }
  const [first, ...rest] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${rest.shift()}` : first;
  if (sharedNames.includes(specifier) || name === 'antd') return null;
  const dir = packageDirOf(from);
  const manifestFile = dir && path.join(dir, 'node_modules', name, 'package.json');
  if (!manifestFile || !fs.existsSync(manifestFile)) return null;
  const manifest = readJson(manifestFile);
  const packageDir = path.dirname(manifestFile);
  if (name.startsWith('@memory/')) {
    const target = manifest.exports?.[rest.length > 0 ? `./${rest.join('/')}` : '.'];
    return typeof target === 'string' && SOURCE.test(target) ? path.join(packageDir, target) : null;
  }
  const entry = manifest.module ?? manifest.main;
  return manifest.peerDependencies?.antd && entry && rest.length === 0 ? path.join(packageDir, entry) : null;
}

/**
 * The antd share keys (`antd/es/button`) that `entries` and what they import statically and bundle import, each file
 * read once, with the keys of the icons' runtime their icons render with (antd-components.mjs), and the import()s met
 * on the way (`chunkName`: its webpackChunkName, if any), which load apart.
 */
function antdKeysReachable(entries, sharedNames) {
  const keys = new Set();
  const dynamic = [];
  const seen = new Set();
  const queue = [...entries];
  for (const file of queue) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const name of importedNames(source, 'antd')) keys.add(antdComponentRequest(name));
    for (const name of importedNames(source, ICONS)) keys.add(iconRuntimeOf(name));
    for (const [, specifier] of source.matchAll(SPECIFIER)) {
      if (DIRECT_ANTD.test(specifier)) keys.add(specifier);
      const next = resolveBundled(specifier, file, sharedNames);
      if (next && !NOT_SHIPPED.test(next)) queue.push(next);
    }
    for (const [, chunkName, specifier] of source.matchAll(DYNAMIC)) {
      const target = resolveBundled(specifier, file, sharedNames);
      if (target && !NOT_SHIPPED.test(target)) dynamic.push({ chunkName, file: target });
    }
  }
  return { keys, dynamic };
}

/**
 * What each unit of the remotes imports from antd, from their sources and what those bundle, for the antd exports the
 * shell provides. Units (see the top of this file): `<remote>` for `./app`'s start-up, `<remote>.<page>` for a lazy
 * page of its routes.json, `<remote>.lazy` for its other import()s. Read from the source tree, not the remotes'
 * builds: those may not exist yet when the shell builds.
 * @param {string[]} provided    the antd exports the shell provides (shell/shared-provides.json)
 * @param {string[]} sharedNames the shared singletons (packages/remote-runtime/shared-singletons.json)
 * @returns {{ unitsByKey: Map<string, Set<string>>, loadSets: string[][], pagePaths: Map<string, string> }}
 *   share key → the units importing it; the sets of units a visit loads together (a page with its remote's start-up);
 *   lazy page unit → its path pattern (routes.json)
 */
export function antdUsage(provided, sharedNames, { remotes = workspaceRemotes, root = repoRoot } = {}) {
  const providedKeys = new Set([...provided.map(antdComponentRequest), ...iconRuntimeRequests]);
  const unitsByKey = new Map();
  const loadSets = [];
  const pagePaths = new Map();
  for (const remote of remotes) {
    const dir = path.join(root, remote.folder);
    const appModule = path.join(dir, remote.appModule);
    if (!fs.existsSync(appModule)) continue;
    const { pages } = readRouteDeclaration(dir);
    const unitOf = ({ chunkName }) => {
      const page = chunkName?.startsWith(PAGE_CHUNK_PREFIX) ? chunkName.slice(PAGE_CHUNK_PREFIX.length) : null;
      return page && pages[page] ? `${remote.name}.${page}` : `${remote.name}.lazy`;
    };
    // Unit → its entry files; a unit is read again when an import() found later adds one (a lazy page's own import()s).
    const entries = new Map([[remote.name, new Set([appModule])]]);
    const read = new Map();
    for (let pending = [remote.name]; pending.length > 0; ) {
      const unit = pending.shift();
      const { keys, dynamic } = antdKeysReachable([...entries.get(unit)], sharedNames);
      read.set(unit, keys);
      for (const found of dynamic) {
        const target = unitOf(found);
        if (!entries.has(target)) entries.set(target, new Set());
        if (entries.get(target).has(found.file)) continue;
        entries.get(target).add(found.file);
        if (!pending.includes(target)) pending.push(target);
      }
    }
    for (const [unit, keys] of read) {
      for (const key of keys) {
        if (!providedKeys.has(key)) continue;
        if (!unitsByKey.has(key)) unitsByKey.set(key, new Set());
        unitsByKey.get(key).add(unit);
      }
    }
    // A page, and what the other import()s load later, come with the remote's start-up.
    for (const unit of entries.keys()) {
      const page = unit.slice(remote.name.length + 1);
      loadSets.push(unit === remote.name ? [unit] : [remote.name, unit]);
      if (pages[page]) pagePaths.set(unit, pages[page].path);
    }
  }
  return { unitsByKey, loadSets, pagePaths };
}

/**
 * Per module, the units (see antdUsage) that load it, from the shell's chunk graph before splitting: each antd component's chunk group
 * (its share key), the shell's start-up (the groups boot-files-plugin.mjs lists: the async boundary and the shell's
 * copies of the singletons it consumes, transitively) and the shell's lazy pages.
 */
function chunkGraphUsage({ compilation, chunkGraph, unitsByKey, notStartUp }) {
  const everyStartUp = workspaceRemotes.map((remote) => remote.name);
  const groups = [...compilation.chunkGroups];
  const keyOf = (group) => group.origins.map(({ module }) => shareOf(module)).find(Boolean)?.key ?? null;
  const { groups: startUp, isNotStartUp } = startUpGroups(compilation, chunkGraph, notStartUp);
  const consumedKeys = (group) => consumedShareKeys(chunkGraph, group);
  const providesAll = (group) => group.origins.some(({ module }) => module && isNotStartUp(module));
  // Components the shell's lazy pages consume (the groups of its own import()s that start-up does not load).
  const shellPageKeys = new Set();
  for (const group of groups) {
    if (startUp.has(group) || keyOf(group) || group.isInitial() || providesAll(group)) continue;
    for (const key of consumedKeys(group)) shellPageKeys.add(key);
  }

  /** The apps whose use of a chunk group loads it: `base` for start-up, none for the never-run provide-all imports. */
  const appsOf = (group, seen = new Set()) => {
    if (startUp.has(group)) return ['base'];
    const key = keyOf(group);
    if (key) {
      const apps = [...(unitsByKey.get(key) ?? []), ...(shellPageKeys.has(key) ? ['shell'] : [])];
      // A component no source shows a use of (a remote deployed later may use it): with what every remote loads.
      return apps.length > 0 ? apps : everyStartUp;
    }
    if (providesAll(group) || seen.has(group)) return [];
    seen.add(group);
    // A lazy page of the shell's own (its parent is start-up), or a group nested in a component's.
    const parents = group.getParents().filter((parent) => !startUp.has(parent) && !parent.isInitial());
    return parents.length === 0 ? ['shell'] : parents.flatMap((parent) => appsOf(parent, seen));
  };
  return (module) => {
    const apps = new Set();
    for (const chunk of chunkGraph.getModuleChunks(module)) for (const group of chunk.groupsIterable) for (const app of appsOf(group)) apps.add(app);
    return apps;
  };
}

/**
 * The chunk of a usage signature: `antd-base` when start-up loads the module, else `antd-<units>` (the remotes'),
 * or `antd-shell` for what only the shell's own lazy pages use (a page of the shell loads the remotes' chunks it
 * needs: they are rare visits, the remotes' routes are not).
 */
export function signatureOf(apps) {
  if (apps.has('base')) return 'antd-base';
  const units = [...apps].filter((app) => app !== 'shell').sort();
  if (units.length > 0) return `antd-${units.join('+')}`;
  return apps.size > 0 ? 'antd-shell' : 'antd-unused';
}

const appsIn = (signature) => signature.slice('antd-'.length).split('+');

/**
 * Chunk name per signature. Each chunk is one more request; each byte a route does not render is waste. Greedily,
 * two chunks are merged while that lowers the sum over the load sets (what one visit loads: a page with its remote's
 * start-up) of (bytes + `requestCost`) of every chunk the set loads, and no visit is made to download more bytes it
 * does not use than one request is worth; the merged chunk is named for both sets of units. antd-base (every route
 * loads it) and the shell's own pages stay apart.
 * @param {Map<string, number>} bytes  source bytes per signature
 * @param {number} requestCost  what one more request is worth, in source bytes
 * @param {string[][]} [loadSets]  the sets of units a visit loads together (antdUsage); by default each unit alone
 * @returns {Map<string, string>} signature → chunk name
 */
export function mergeSignatures(bytes, requestCost, loadSets) {
  const apart = new Set(['antd-base', 'antd-shell', 'antd-unused']);
  let chunks = [...bytes].filter(([signature]) => !apart.has(signature)).map(([signature, size]) => ({ apps: new Set(appsIn(signature)), size, members: [signature] }));
  const visits = loadSets ?? [...new Set(chunks.flatMap((chunk) => [...chunk.apps]))].map((unit) => [unit]);
  // A unit no load set names (a component no source shows a use of) counts as one visit of its own.
  const loads = (chunk) => visits.filter((set) => set.some((unit) => chunk.apps.has(unit))).length + [...chunk.apps].filter((unit) => !visits.some((set) => set.includes(unit))).length;
  const cost = (chunk) => loads(chunk) * (chunk.size + requestCost);
  // What a visit that loads only one of the two would download for nothing.
  const loadsOnly = (chunk, other) => visits.some((set) => set.some((unit) => chunk.apps.has(unit)) && !set.some((unit) => other.apps.has(unit)));
  const waste = (a, b) => Math.max(loadsOnly(a, b) ? b.size : 0, loadsOnly(b, a) ? a.size : 0);
  for (;;) {
    let best = null;
    for (const [index, a] of chunks.entries()) {
      for (const b of chunks.slice(index + 1)) {
        const merged = { apps: new Set([...a.apps, ...b.apps]), size: a.size + b.size, members: [...a.members, ...b.members] };
        const saving = cost(a) + cost(b) - cost(merged);
        // Summed over the visits a merge may pay off while one route downloads a whole page's components it never
        // renders: no visit is made to download more than a request is worth.
        if (saving > 0 && waste(a, b) < requestCost && (!best || saving > best.saving)) best = { a, b, merged, saving };
      }
    }
    if (!best) break;
    chunks = [...chunks.filter((chunk) => chunk !== best.a && chunk !== best.b), best.merged];
  }
  const names = new Map([...bytes.keys()].map((signature) => [signature, signature]));
  for (const chunk of chunks) for (const member of chunk.members) names.set(member, `antd-${[...chunk.apps].sort().join('+')}`);
  return names;
}

/**
 * One more request, in source bytes (before minifying; about 1 KB gzip). Over h2 (as deployed) requests share a
 * connection: what one more costs is its headers, its file's chunk wrapper and the compression context the file does
 * not share with the others, not a round trip.
 */
const REQUEST_COST = 8 * 1024;

/**
 * The shell's splitChunks option and the plugin it needs (the chunk graph is read through the compilation).
 * @param {{ provided: string[], sharedNames: string[], notStartUp: string[] }} o the antd exports the shell provides;
 *   the shared singletons; entry modules whose imports start-up never runs (boot-files-plugin.mjs)
 */
export function antdChunks({ provided, sharedNames, notStartUp, hostConsumesNothing = false }) {
  // antd-base is part of the start-up chunk when the host consumes nothing (see the startUp group below).
  const chunkNameOf = (signature) => (hostConsumesNothing && signature === 'antd-base' ? START_UP_CHUNK : signature);
  const usageOfUnits = antdUsage(provided, sharedNames);
  let current = null;
  const plugin = (compiler) => {
    // MF builds each tree-shaken shared package with a copy of this config (entry: virtual-entry), alongside.
    if (!compiler.options.entry?.main) return;
    compiler.hooks.thisCompilation.tap('AntdChunks', (compilation) => {
      current = { compilation, names: null, startUp: null };
    });
  };
  /** Chunk name per grouped module identifier, computed once per compilation when splitChunks first asks. */
  const chunkNames = (chunkGraph) => {
    if (current.names) return current.names;
    const usage = chunkGraphUsage({ compilation: current.compilation, chunkGraph, unitsByKey: usageOfUnits.unitsByKey, notStartUp });
    const signatures = new Map();
    const bytes = new Map();
    for (const module of current.compilation.modules) {
      if (!isGroupedAntd(module.resource ?? '')) continue;
      const signature = signatureOf(usage(module));
      signatures.set(module.identifier(), signature);
      bytes.set(signature, (bytes.get(signature) ?? 0) + module.size());
    }
    const merged = mergeSignatures(bytes, REQUEST_COST, usageOfUnits.loadSets);
    current.names = new Map([...signatures].map(([id, signature]) => [id, merged.get(signature)]));
    return current.names;
  };
  /** Whether start-up loads the module (identifiers, computed once per compilation when splitChunks first asks). */
  const inStartUp = (module, chunkGraph) => {
    if (!current.startUp) {
      const { groups } = startUpGroups(current.compilation, chunkGraph, notStartUp);
      current.startUp = new Set([...groups].flatMap((group) => group.chunks.flatMap((chunk) => chunkGraph.getChunkModules(chunk).map((m) => m.identifier()))));
    }
    return current.startUp.has(module.identifier());
  };
  const splitChunks = {
    cacheGroups: {
      antd: {
        test: (module, { chunkGraph }) => current !== null && isGroupedAntd(module.resource ?? '') && chunkNames(chunkGraph).has(module.identifier()),
        name: (module) => chunkNameOf(current.names.get(module.identifier())),
        chunks: 'async',
        priority: 20,
        enforce: true,
      },
      // Everything else start-up loads, in the same one file: every route downloads all of it first, and one file
      // compresses better than a dozen. Without it each shared module the host provides would be its own chunk, and
      // the small ones copied into every chunk group that needs them. Safe only because the host consumes nothing
      // (host-provides.mjs): a chunk that consumed a module it also held would wait on itself.
      startUp: {
        // With the re-exports of the host's cut-down copies (host-provides.mjs), or every remote route would load each
        // as a file of a few hundred bytes of its own.
        test: (module, { chunkGraph }) => current !== null && hostConsumesNothing && (inStartUp(module, chunkGraph) || isReExportModule(module.resource ?? '')),
        name: START_UP_CHUNK,
        chunks: 'async',
        priority: 10,
        enforce: true,
      },
    },
  };
  return { plugin, splitChunks, lightComponentsByPage: lightComponentsByPage(usageOfUnits) };
}

/**
 * Per remote, the light antd components (share keys) its `./app` start-up imports and, by path pattern (routes.json),
 * those each lazy page adds, for the shell to load from its own chunks while it downloads the remote that owns the URL
 * (shell/src/federation/preload-remote-app.ts): without that, the chunks named for them are requested only once
 * `./app` (or its lazy page) has arrived and asks for them, one round trip later. Only the URL's page's: the others'
 * would be downloaded for nothing. Heavy components are left to the page that renders them.
 * @param {{ unitsByKey: Map<string, Set<string>>, pagePaths: Map<string, string> }} usage  antdUsage's
 * @returns {Record<string, { app: string[], pages: Record<string, string[]> }>}
 */
export function lightComponentsByPage({ unitsByKey, pagePaths }) {
  const byRemote = {};
  const light = [...unitsByKey].filter(([key]) => !heavyAntd.includes(key.slice('antd/es/'.length))).sort(([a], [b]) => a.localeCompare(b));
  for (const [key, units] of light) {
    for (const unit of units) {
      const [remote] = unit.split('.');
      if (unit === remote) (byRemote[remote] ??= { app: [], pages: {} }).app.push(key);
    }
  }
  for (const [key, units] of light) {
    for (const unit of units) {
      const pattern = pagePaths.get(unit);
      const [remote] = unit.split('.');
      const entry = (byRemote[remote] ??= { app: [], pages: {} });
      if (pattern && !entry.app.includes(key)) (entry.pages[pattern] ??= []).push(key);
    }
  }
  return byRemote;
}
