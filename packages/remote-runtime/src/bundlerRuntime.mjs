// One copy of MF's bundler runtime (@module-federation/webpack-bundler-runtime) in the page: the production shell
// puts its functions on a global, production remotes build their `federation` object from them instead of bundling
// their own (mf-bundler-runtime.mjs at the root wires both builds). Plain JavaScript so the build's generated modules,
// the shell and the tests use the same code; the types are in bundlerRuntime.d.mts.
//
// Only functions are shared. Each takes the app's `webpackRequire` and reads and writes that app's
// `webpackRequire.federation` (instance, initOptions, share scope), never state of their own module; the object they
// come in is per app, so every remote gets a fresh one. A remote keeps its own initContainerEntry (a container's, which
// the shell, a host, does not bundle): provided by the shell it would weigh on routes without a remote too.

/** Where the shell puts the functions: `{ version, functions }`, frozen. */
export const BUNDLER_RUNTIME_GLOBAL = '__MEMORY_MF_BUNDLER_RUNTIME__';

/** In the message of the error a remote throws without the shell's functions, for the shell to recognise it. */
export const SHELL_BUNDLER_RUNTIME_MISSING = 'ShellBundlerRuntimeMissing';

/**
 * The shell: publish its bundler runtime's functions (remotes, consumes, I, installInitialConsumes, init,
 * getSharedFallbackGetter, attachShareScopeMap), of `version`, for the remotes of this page.
 */
export function provideBundlerRuntime(version, functions) {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = Object.freeze({ version, functions: Object.freeze({ ...functions }) });
}

/**
 * A remote: the `federation` object its bundled copy of webpack-bundler-runtime would have exported (dist/index.js),
 * fresh for this app, with the shell's functions, the remote's own `initContainerEntry` and its own
 * `@module-federation/runtime` (`runtime`: its module-level FederationInstance must stay the remote's). Throws when
 * the shell provides no functions of exactly `version`: the remote's generated code was written for that version's.
 */
export function federationFromShell(runtime, initContainerEntry, version) {
  const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
  if (provided?.version !== version) {
    const error = new Error(
      `${SHELL_BUNDLER_RUNTIME_MISSING}: this remote uses the shell's MF bundler runtime ${version}, the shell provides ${provided?.version ?? 'none'}: deploy the shell first`,
    );
    error.name = SHELL_BUNDLER_RUNTIME_MISSING;
    throw error;
  }
  const { attachShareScopeMap, ...bundlerRuntime } = provided.functions;
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
