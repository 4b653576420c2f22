// One copy of MF's bundler runtime (@module-federation/webpack-bundler-runtime) in the page, for production builds:
// the shell publishes its functions (a generated module in its entry), and each remote's build swaps the package's
// index for a generated module that builds the remote's own `federation` object from them (every remote route
// downloads one bundler runtime instead of two). Why sharing the functions is sound:
// packages/remote-runtime/src/bundlerRuntime.mjs. Each build records the version in shared-exports.json, and the shell
// refuses a remote built against another version. mf-bundler-runtime.test.ts checks the installed package still has
// the shape this relies on, so an MF upgrade that changes it fails in Jest.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';

/** The shell's generated module that publishes the functions (first in its entry: before any remote can load). */
export const PROVIDE_BUNDLER_RUNTIME_MODULE = 'src/provide-bundler-runtime.generated.js';
/** A remote's generated stand-in for the package's index. */
const FROM_SHELL_MODULE = 'src/bundler-runtime-from-shell.generated.js';

/** The package's index as the MF plugin's generated code imports it (by absolute path, .cjs or its ES module). */
const BUNDLER_RUNTIME_INDEX = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * The bundler runtime the MF plugin bundles into the app in `dir`, found as rspack's plugin finds it: beside
 * @module-federation/runtime-tools, which @module-federation/enhanced brings.
 * @returns {{ distDir: string, version: string }}
 */
export function bundlerRuntimeOf(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [require.resolve('@module-federation/enhanced/rspack')] });
  const distDir = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }));
  const { version } = JSON.parse(fs.readFileSync(path.join(distDir, '..', 'package.json'), 'utf8'));
  return { distDir, version };
}

/** The functions of the package's `bundlerRuntime` the shell publishes (with the package's attachShareScopeMap). */
export const SHELL_BUNDLER_RUNTIME_FUNCTIONS = ['remotes', 'consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter'];

/**
 * The shell's module: the functions of the package's `bundlerRuntime` its own MF code uses, taken from the same
 * module (importing each function from its own file cost the shell 0.16 KB gzip more in module wrappers, measured). Not
 * initContainerEntry, a container's, which a host's build leaves out: each remote keeps its own (0.4 KB gzip, which
 * in the shell would weigh on routes without a remote too).
 */
function provideModuleSource({ distDir, version }) {
  return [
    "import { provideBundlerRuntime } from '@memory/remote-runtime/bundler-runtime';",
    `import { attachShareScopeMap, bundlerRuntime } from ${JSON.stringify(path.join(distDir, 'index.js'))};`,
    `const { ${SHELL_BUNDLER_RUNTIME_FUNCTIONS.join(', ')} } = bundlerRuntime;`,
    `provideBundlerRuntime(${JSON.stringify(version)}, { ${[...SHELL_BUNDLER_RUNTIME_FUNCTIONS, 'attachShareScopeMap'].join(', ')} });`,
    '',
  ].join('\n');
}

/** A remote's stand-in: its own @module-federation/runtime (its FederationInstance is per app), the shell's functions. */
function fromShellModuleSource({ distDir, version }) {
  return [
    "import * as runtime from '@module-federation/runtime';",
    "import { federationFromShell } from '@memory/remote-runtime/bundler-runtime';",
    `import { initContainerEntry } from ${JSON.stringify(path.join(distDir, 'initContainerEntry.js'))};`,
    `export default federationFromShell(runtime, initContainerEntry, ${JSON.stringify(version)});`,
    '',
  ].join('\n');
}

/** The shell's virtual modules: its entry's PROVIDE_BUNDLER_RUNTIME_MODULE. */
export function shellBundlerRuntimeModules(dir, bundlerRuntime) {
  return { [path.join(dir, PROVIDE_BUNDLER_RUNTIME_MODULE)]: provideModuleSource(bundlerRuntime) };
}

/** A remote's plugins: the stand-in module, and the swap of the package's index for it. */
export function remoteBundlerRuntimeFromShell(dir, bundlerRuntime) {
  const standIn = path.join(dir, FROM_SHELL_MODULE);
  return [
    new rspack.experiments.VirtualModulesPlugin({ [standIn]: fromShellModuleSource(bundlerRuntime) }),
    new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_INDEX, standIn),
  ];
}
