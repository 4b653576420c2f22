// One rspack + Module Federation recipe for the shell (host) and the four remotes, so every app
// shares exactly the same singletons with the same rules. Nothing here bakes a URL or port into a
// bundle: the host learns where remotes live from remotes.json at runtime.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { bootFilesPlugin, remoteFilesPlugin } from './boot-files-plugin.mjs';
import { readRouteDeclaration } from './remote-routes.mjs';
import { sharedExportsPlugin, sharedProvides } from './shared-exports-plugin.mjs';
import { antdComponentRequest, antdImportRewrite, ICONS, iconRuntimeAsShared, iconRuntimeRequests, provideEveryAntdComponent } from './antd-components.mjs';
import { antdChunks } from './antd-chunks.mjs';
import { hostProvides } from './host-provides.mjs';
import { bundlerRuntimeOf, PROVIDE_BUNDLER_RUNTIME_MODULE, remoteBundlerRuntimeFromShell, shellBundlerRuntimeModules } from './mf-bundler-runtime.mjs';

const require = createRequire(import.meta.url);
const workspaceVersion = (pkg) => require(`../../packages/${pkg}/package.json`).version;
const sharedSingletonNames = require('@memory/remote-runtime/shared-singletons.json');

const isDevServer = process.env.NODE_ENV !== 'production' && process.argv.includes('dev');

/**
 * Shared tree-shaking (module-federation.io guide/performance/shared-tree-shaking) to the shell's list of the exports
 * the apps may import (shell/shared-provides.json), for production builds only: weight does not matter in dev, and in
 * dev mode it broke the MF SDK's own modules ("require_runtime.__exportAll is not a function"). With loaded-first
 * every remote gets the shell's cut-down copy: a remote that imports a name not on the list is refused before it
 * mounts (shared-exports-plugin.mjs), and `pnpm check:shared-exports` fails the workspace's CI first.
 */
const providedExports = sharedProvides();
const treeShaken = (pkg) => (isDevServer ? {} : { treeShaking: { mode: 'runtime-infer', usedExports: providedExports[pkg] } });

/** Per singleton: the version every app requires and build-only options. The names come from the one list. */
const singletonOptions = {
  react: { requiredVersion: '^19.3.1' },
  'react/jsx-runtime': { requiredVersion: '^19.3.1' },
  'react-dom': { requiredVersion: '^19.3.1' },
  'react-dom/client': { requiredVersion: '^19.3.1' },
  'react-router': { requiredVersion: '^7.18.5', ...treeShaken('react-router') },
  // Shared per component (antd-components.mjs), one key per export in shell/shared-provides.json.
  antd: { requiredVersion: '^6.6.8' },
  // Only the icons' runtime, one key per module of it that icons import (antd-components.mjs): the icons stay per app.
  [ICONS]: { requiredVersion: '^6.1.0' },
  dayjs: { requiredVersion: '^1.11.13' },
  // The schema builder every app's @memory/contracts uses (and its global type and format registries): one copy in
  // the page. @memory/contracts itself is not shared: it holds no state, so each app bundles the domain files it uses,
  // tree-shaken, instead of every route loading the union of what all apps import.
  '@sinclair/typebox': { requiredVersion: '^0.34.41', ...treeShaken('@sinclair/typebox') },
  // The store's package and the apps' one door to RTK and react-redux (its StoreProvider and hooks): they are not
  // shared themselves, so the shell's copy of @memory/api carries only the RTK it uses, tree-shaken.
  '@memory/api': { requiredVersion: workspaceVersion('api') },
  '@memory/design-system': { requiredVersion: workspaceVersion('design-system') },
};

/**
 * Everything that holds React context or global state, loaded exactly once in the page. The names are
 * packages/remote-runtime/shared-singletons.json, the list the composition e2e and the proof hook read too.
 */
export const sharedSingletons = Object.fromEntries(
  sharedSingletonNames.flatMap((name) => {
    if (!singletonOptions[name]) throw new Error(`tooling/federation/app-config.mjs: no options for shared singleton ${name}`);
    const options = { singleton: true, ...singletonOptions[name] };
    if (name === 'antd') return providedExports.antd.map((component) => [antdComponentRequest(component), options]);
    if (name === ICONS) return iconRuntimeRequests.map((request) => [request, options]);
    return [[name, options]];
  }),
);
for (const name of Object.keys(singletonOptions)) {
  if (!sharedSingletonNames.includes(name)) throw new Error(`tooling/federation/app-config.mjs: ${name} is not in shared-singletons.json`);
}

/**
 * A production remote's shared modules, consumed without a copy of its own: the page runs the shell's (loaded-first,
 * host-copy-first-plugin.ts), so a remote's copies were never loaded, yet their table and chunk names sat in its
 * remoteEntry.js. A shell without one of them is refused before mounting (shared-exports-plugin.mjs). Dev builds
 * keep their copies: a remote's dev harness runs without the shell.
 */
const consumeOnly = (shared) => Object.fromEntries(Object.entries(shared).map(([key, { treeShaking: _cutDown, ...options }]) => [key, { ...options, import: false }]));

/** The host's generated module that makes its build provide every antd component and the icons' runtime (antd-components.mjs). */
const PROVIDED_ANTD_MODULE = 'src/provided-antd-components.generated.js';

/**
 * Test scaffolding is compiled in only when MEMORY_PROOF_HOOKS=1 at build time (the composition e2e builds such a
 * copy); otherwise `if (process.env.MEMORY_PROOF_HOOKS)` is constant-false and rspack drops the branch and what it
 * imports. `pnpm build` (and so `npm start`) never sets it; `pnpm check:no-test-hooks` proves the dist is clean.
 */
const proofHooks = process.env.MEMORY_PROOF_HOOKS === '1' ? '1' : '';

/**
 * Our TypeScript and JSX through rspack's built-in swc, for the browsers the product supports (the apps, and a
 * prerendered page's boot script: boot-script.mjs).
 */
export function swcRule({ dev = false, rspackExperiments } = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      },
      env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
      ...(rspackExperiments ? { rspackExperiments } : {}),
    },
    type: 'javascript/auto',
  };
}

/** Text files the server may send compressed; images and fonts are compressed already, maps are for devtools only. */
const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Production builds emit `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of
 * 1 KB or more, so the server sends them as they are instead of compressing on its own thread per request. A copy
 * is kept only when smaller than the one before it (identity > gzip > brotli): the three sizes differ, so their
 * ETags (size-mtime) do too. A dist without copies is still served, uncompressed. No library: compression-webpack-plugin
 * peer-depends on webpack.
 */
export const precompressAssets = (compiler) => {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap('PrecompressAssets', (compilation) => {
    compilation.hooks.processAssets.tapPromise({ name: 'PrecompressAssets', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async (assets) => {
      const jobs = Object.entries(assets).map(async ([file, source]) => {
        if (!COMPRESSIBLE.test(file)) return;
        const buffer = source.buffer();
        if (buffer.length < 1024) return;
        const gzipped = await gzip(buffer, { level: 9 });
        if (gzipped.length >= buffer.length) return;
        compilation.emitAsset(`${file}.gz`, new sources.RawSource(gzipped));
        const brotlied = await brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
        if (brotlied.length < gzipped.length) compilation.emitAsset(`${file}.br`, new sources.RawSource(brotlied));
      });
      await Promise.all(jobs);
    });
  });
};

/** The production shell provides its shared modules and consumes none (host-provides.mjs); dev keeps MF's `shared`. */
const HOST_CONSUMES_NOTHING = !isDevServer;

/** The shell's grouping of antd's modules into chunks by the apps that use them (antd-chunks.mjs). */
const shellAntdChunks = antdChunks({ provided: providedExports.antd, sharedNames: sharedSingletonNames, notStartUp: [PROVIDED_ANTD_MODULE], hostConsumesNothing: HOST_CONSUMES_NOTHING });

/**
 * The MF plugin imports its runtime by the CommonJS build's path (require.resolve), so the whole SDK was bundled:
 * nothing tree-shaken, and the Node.js code that `optimization.target: 'web'` is meant to drop stayed. The packages
 * ship ES modules beside each .cjs file: use those.
 */
const MF_RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const esModuleBeside = (file) => {
  const esModule = typeof file === 'string' && MF_RUNTIME_CJS.test(file) ? file.replace(/\.cjs$/, '.js') : null;
  return esModule && fs.existsSync(esModule) ? esModule : file;
};
const mfRuntimeAsEsModules = (compiler) => {
  // Its aliases (@module-federation/runtime → …/index.cjs) are set as plugins apply; this runs after them.
  compiler.hooks.afterPlugins.tap('MfRuntimeAsEsModules', () => {
    const { alias } = compiler.options.resolve;
    for (const [key, target] of Object.entries(alias ?? {})) alias[key] = esModuleBeside(target);
  });
  // Its generated entry imports the bundler runtime and runtime plugins by absolute .cjs path.
  compiler.hooks.normalModuleFactory.tap('MfRuntimeAsEsModules', (factory) => {
    factory.hooks.beforeResolve.tap('MfRuntimeAsEsModules', (data) => {
      data.request = esModuleBeside(data.request);
    });
  });
};

/** The MF error codes' descriptions, replaced in production by mf-error-descriptions.mjs (which says why). */
const MF_ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/;

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} o.name       MF container name (shell, mf_memos, ...)
 * @param {'host'|'remote'} o.kind
 * @param {number} o.devPort
 * @param {Record<string,string>} [o.exposes]
 * @param {object} [o.devServer] extra dev-server options (proxy, static)
 */
export function createAppConfig({ dir, name, kind, devPort, exposes = {}, devServer = {} }) {
  const isDev = isDevServer;
  const isHost = kind === 'host';
  const hostProvidesOnly = isHost && HOST_CONSUMES_NOTHING;
  const remoteConsumesOnly = !isHost && !isDev;
  const cutDown = Object.fromEntries(Object.entries(sharedSingletons).filter(([, options]) => options.treeShaking).map(([key]) => [key, providedExports[key]]));
  const hostShared = hostProvidesOnly ? hostProvides({ dir, shared: sharedSingletons, cutDown }) : { provides: {}, modules: {} };
  // The host's generated modules: the one that makes its build provide every antd component, which also reaches the
  // re-exports of its cut-down copies (host-provides.mjs).
  const reExports = Object.keys(hostShared.modules).map((file) => `./${path.relative('src', file)}`);
  const hostModules = isHost ? { [PROVIDED_ANTD_MODULE]: provideEveryAntdComponent(providedExports.antd, reExports), ...hostShared.modules } : {};
  // One MF bundler runtime in the page, the shell's (mf-bundler-runtime.mjs); dev builds keep their own, as for runtime-core.
  const bundlerRuntime = isDev ? null : bundlerRuntimeOf(dir);
  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    entry: {
      main: isHost ? [...(bundlerRuntime ? [`./${PROVIDE_BUNDLER_RUNTIME_MODULE}`] : []), './src/index.ts', `./${PROVIDED_ANTD_MODULE}`] : './src/index.ts',
    },
    output: {
      path: path.join(dir, 'dist'),
      // The host serves deep links such as /callback; remotes resolve chunks next to their manifest.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        swcRule({ dev: isDev, rspackExperiments: { import: [antdImportRewrite] } }),
        // The host's generated modules (host-provides.mjs, antd-components.mjs) name packages' folders (antd/es/button),
        // which an ES module of a "type": "module" package may not.
        { test: /\.generated\.js$/, resolve: { fullySpecified: false } },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.md$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|svg|gif|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      isHost &&
        new rspack.experiments.VirtualModulesPlugin({
          ...Object.fromEntries(Object.entries(hostModules).map(([file, source]) => [path.join(dir, file), source])),
          ...(bundlerRuntime ? shellBundlerRuntimeModules(dir, bundlerRuntime) : {}),
        }),
      ...(!isHost && bundlerRuntime ? remoteBundlerRuntimeFromShell(dir, bundlerRuntime) : []),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        // Only the app's own entry: a remote's page (its dev harness) must not also load remoteEntry.js.
        chunks: ['main'],
        // A remote's harness serves deep links (/home/curves) too; 'auto' would make main.js relative to them.
        ...(isHost ? {} : { publicPath: '/' }),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        // The production host provides its copies and consumes none (host-provides.mjs).
        shared: hostProvidesOnly ? {} : remoteConsumesOnly ? consumeOnly(sharedSingletons) : sharedSingletons,
        shareStrategy: 'loaded-first',
        // Off: the table it writes into main.js and each remoteEntry.js (`shared_used_exports`: the ~170 names of
        // shell/shared-provides.json, 3 KB raw / 1.4 KB gzip per file) only tells loadShare which exports the consumer
        // uses, and for a singleton with loaded-first the runtime takes the loaded copy whatever that list says. The
        // shell's copies are cut to the list by `treeShaking.usedExports` (treeShaken above), not by this table.
        injectTreeShakingUsedExports: false,
        manifest: true,
        dts: false,
        // One MF runtime in the page: the production shell provides it and production remotes use it (-19 KB
        // gzip per remote). Dev builds keep their own: a remote's harness runs without the shell, and the
        // injected runtime broke the dev shell ("__exportAll is not a function").
        experiments: {
          ...(isHost ? { provideExternalRuntime: !isDev } : { externalRuntime: !isDev }),
          // Drops the MF SDK's Node.js code paths (loading entries with fs/vm): every app runs in a browser.
          optimization: { target: 'web' },
        },
      }),
      hostProvidesOnly && new rspack.sharing.ProvideSharedPlugin({ provides: hostShared.provides, enhanced: true }),
      new rspack.DefinePlugin({
        'process.env.MEMORY_PROOF_HOOKS': JSON.stringify(proofHooks),
        // What the shell's cut-down shared copies provide, for its check of each remote's record (production only).
        'process.env.MEMORY_SHARED_PROVIDES': JSON.stringify(isHost && !isDev ? JSON.stringify(providedExports) : ''),
        // The MF bundler runtime version whose functions the shell provides to remotes (mf-bundler-runtime.mjs), for its check of each remote's record.
        'process.env.MEMORY_MF_BUNDLER_RUNTIME': JSON.stringify(isHost && bundlerRuntime ? bundlerRuntime.version : ''),
        // The light antd components of each remote's start-up and lazy pages, which the shell loads beside the remote (antd-chunks.mjs).
        'process.env.MEMORY_ANTD_BY_REMOTE': JSON.stringify(isHost && !isDev ? JSON.stringify(shellAntdChunks.lightComponentsByPage) : ''),
      }),
      isDev && new ReactRefreshPlugin(),
      // A remote publishes its route declaration beside mf-manifest.json: the server builds /remotes.json from
      // the deployed copy, so a new page deep-links after deploying this remote alone. Checked here first.
      !isHost && readRouteDeclaration(dir) && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'routes.json') }] }),
      !isDev && sharedExportsPlugin({ kind, sharedNames: sharedSingletonNames, bundlerRuntime: bundlerRuntime.version }),
      // What a first load needs, for the server to preload from the HTML (boot-files-plugin.mjs): the host's
      // start-up files, a remote's `./app` and lazy pages.
      isHost && !isDev && bootFilesPlugin({ notStartUp: [PROVIDED_ANTD_MODULE] }),
      !isHost && !isDev && remoteFilesPlugin({ pages: Object.keys(readRouteDeclaration(dir).pages) }),
      !isDev && precompressAssets,
      !isDev && mfRuntimeAsEsModules,
      !isDev && new rspack.NormalModuleReplacementPlugin(MF_ERROR_DESCRIPTIONS, path.join(import.meta.dirname, 'mf-error-descriptions.mjs')),
      iconRuntimeAsShared,
      isHost && !isDev && shellAntdChunks.plugin,
    ].filter(Boolean),
    experiments: { css: true },
    // `rspack dev` turns on lazy compilation of `import()` by default for web targets. With Module Federation it
    // breaks the first page load after the dev server starts: the first compile stops at `import('./bootstrap')`,
    // the MF runtime registers the shared providers from that compile (e.g. @memory/api in a chunk that no longer
    // holds it), and the lazily built rest of the app, arriving over HMR, moves those modules to other chunks.
    // The stale provider then loads the wrong chunk: "Cannot read properties of undefined (reading 'call')".
    // Builds never compile lazily, so this changes nothing in `dist`.
    lazyCompilation: false,
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...devServer,
    },
    optimization: { minimize: !isDev, ...(isHost && !isDev ? { splitChunks: shellAntdChunks.splitChunks } : {}) },
    performance: { hints: false },
  };
}
