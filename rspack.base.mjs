// One rspack + Module Federation recipe for the shell (host) and the four remotes, so every app
// shares exactly the same singletons with the same rules. Nothing here bakes a URL or port into a
// bundle: the host learns where remotes live from remotes.json at runtime.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';

const require = createRequire(import.meta.url);
const workspaceVersion = (pkg) => require(`./packages/${pkg}/package.json`).version;

/** Everything that holds React context or global state, loaded exactly once in the page. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router': { singleton: true, requiredVersion: '^7.18.5' },
  antd: { singleton: true, requiredVersion: '^6.6.8' },
  dayjs: { singleton: true, requiredVersion: '^1.11.13' },
  '@reduxjs/toolkit': { singleton: true, requiredVersion: '^2.14.0' },
  '@reduxjs/toolkit/query/react': { singleton: true, requiredVersion: '^2.14.0' },
  'react-redux': { singleton: true, requiredVersion: '^9.3.1' },
  '@memory/api': { singleton: true, requiredVersion: workspaceVersion('api') },
  '@memory/design-system': { singleton: true, requiredVersion: workspaceVersion('design-system') },
};

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
  const isDev = process.env.NODE_ENV !== 'production' && process.argv.includes('dev');
  const isHost = kind === 'host';
  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // The host serves deep links such as /callback; remotes resolve chunks next to their manifest.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
            env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.md$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|svg|gif|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html') }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      isDev && new ReactRefreshPlugin(),
    ].filter(Boolean),
    experiments: { css: true },
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...devServer,
    },
    optimization: { minimize: !isDev },
    performance: { hints: false },
  };
}
