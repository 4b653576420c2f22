// A remote's boot script: one plain file a prerendered page loads before the app (no Module Federation, no shared
// modules, no chunks), compiled from TypeScript by the same swc settings as the apps, so it can import the app's
// own modules instead of spelling out their names. Written beside the app's build in its dist (the remote's
// scripts/prerender.tsx calls it after `rspack build`), with the same .br/.gz copies.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { precompressAssets, swcRule } from './app-config.mjs';

/** What an imported stylesheet becomes: nothing (the page that loads the script carries its CSS inline). */
const EMPTY_MODULE = path.join(import.meta.dirname, 'empty-module.js');

/**
 * Compiles `entry` (relative to `dir`) into `dir/dist/<filename>`, minified, and resolves with its size in bytes.
 * @param {{ dir: string, entry: string, filename: string }} options
 * @returns {Promise<number>}
 */
export function buildBootScript({ dir, entry, filename }) {
  const compiler = rspack({
    context: dir,
    mode: 'production',
    devtool: false,
    target: ['web', 'es2020'],
    entry: { boot: `./${entry}` },
    output: { path: path.join(dir, 'dist'), filename, iife: true, clean: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule()] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new rspack.NormalModuleReplacementPlugin(/\.css$/, EMPTY_MODULE), precompressAssets],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      const asset = stats?.toJson({ assets: true }).assets?.find((candidate) => candidate.name === filename);
      resolve(asset?.size ?? 0);
    });
  });
}
