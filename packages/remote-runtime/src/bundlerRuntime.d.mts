/** A function of @module-federation/webpack-bundler-runtime; each takes the calling app's webpackRequire. */
type BundlerRuntimeFunction = (...args: never[]) => unknown;

/** The functions the shell provides: all a remote's generated MF code calls but initContainerEntry, the remote's own. */
export type BundlerRuntimeFunctionName = 'remotes' | 'consumes' | 'I' | 'installInitialConsumes' | 'init' | 'getSharedFallbackGetter' | 'attachShareScopeMap';
export type BundlerRuntimeFunctions = Readonly<Record<BundlerRuntimeFunctionName, BundlerRuntimeFunction>>;

/** The object webpack-bundler-runtime's dist/index.js exports as default, which an app's generated MF code copies. */
export interface FederationObject {
  runtime: unknown;
  instance: undefined;
  initOptions: undefined;
  bundlerRuntime: Omit<BundlerRuntimeFunctions, 'attachShareScopeMap'> & { initContainerEntry: BundlerRuntimeFunction; S: Record<string, unknown> };
  attachShareScopeMap: BundlerRuntimeFunction;
  bundlerRuntimeOptions: Record<string, unknown>;
}

export declare const BUNDLER_RUNTIME_GLOBAL: '__MEMORY_MF_BUNDLER_RUNTIME__';
export declare const SHELL_BUNDLER_RUNTIME_MISSING: 'ShellBundlerRuntimeMissing';
export declare function provideBundlerRuntime(version: string, functions: BundlerRuntimeFunctions): void;
export declare function federationFromShell(runtime: unknown, initContainerEntry: BundlerRuntimeFunction, version: string): FederationObject;
