// How Module Federation's share modules sit in a build's chunk graph, read the same way by the two build plugins
// that need it: boot-files-plugin.mjs (what the server preloads) and antd-chunks.mjs (which antd chunk a module goes
// to). One place for "what is the shell's start-up", so the preloads and the chunk layout cannot disagree on it.

const SHARE = /^(consume|provide) shared module \([^)]*\) (.+?)@/;

/** `{ kind: 'consume' | 'provide', key }` of a Module Federation share module, null for any other module. */
export function shareOf(module) {
  const match = SHARE.exec(module?.identifier?.() ?? '');
  return match ? { kind: match[1], key: match[2] } : null;
}

/** The share keys the chunks of `group` consume. */
export function consumedShareKeys(chunkGraph, group) {
  const keys = new Set();
  for (const chunk of group.chunks) {
    for (const module of chunkGraph.getChunkModules(chunk)) {
      const share = shareOf(module);
      if (share?.kind === 'consume') keys.add(share.key);
    }
  }
  return keys;
}

/** Share key → the chunk groups of the build's own copy of it (the groups its provide module starts). */
export function providerGroups(chunkGroups) {
  const providers = new Map();
  for (const group of chunkGroups) {
    for (const { module } of group.origins) {
      const share = shareOf(module);
      if (share?.kind === 'provide') providers.set(share.key, [...(providers.get(share.key) ?? []), group]);
    }
  }
  return providers;
}

/**
 * `groups` and, for every shared module they consume, the groups of the build's own copy (with loaded-first the
 * host's copy is the one the page uses), transitively.
 */
export function withProviders(chunkGraph, providers, groups) {
  const reached = new Set();
  const queue = [...groups];
  for (const group of queue) {
    if (reached.has(group)) continue;
    reached.add(group);
    for (const key of consumedShareKeys(chunkGraph, group)) queue.push(...(providers.get(key) ?? []));
  }
  return reached;
}

/**
 * The host's start-up: the chunk groups main.js loads before the app renders — those of its async boundary
 * (`import('./bootstrap')` in src/index.ts) and of the host's copy of every shared module they consume, transitively.
 * A consumed module's fallback chunks are never loaded (the host provides it), nor are lazy pages. (The production
 * host consumes nothing, host-provides.mjs: there start-up is its async boundary's groups.) `notStartUp`: entry
 * modules whose imports start-up never runs (paths relative to the app), such as the generated module that makes the
 * host provide every antd component (antd-components.mjs). Null for a build without `main` (MF's tree-shaking builds
 * of a shared package). `chunkGraph`: the compilation's, or the one splitChunks hands its cache groups.
 */
export function startUpGroups(compilation, chunkGraph, notStartUp = []) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return null;
  const entryModules = new Set(entry.chunks.flatMap((chunk) => chunkGraph.getChunkModules(chunk).map((module) => module.identifier())));
  const isNotStartUp = (module) => notStartUp.some((file) => module.identifier().replaceAll('\\', '/').endsWith(file));
  const boundaries = compilation.chunkGroups.filter((group) =>
    group.origins.some(({ module }) => module && !shareOf(module) && entryModules.has(module.identifier()) && !isNotStartUp(module)),
  );
  if (boundaries.length === 0) throw new Error('share-graph: main has no async boundary (import of the bootstrap)');
  const providers = providerGroups(compilation.chunkGroups);
  return { entry, providers, groups: withProviders(chunkGraph, providers, boundaries), isNotStartUp };
}
