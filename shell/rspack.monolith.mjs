// The monolith yardstick, built only by `pnpm perf`: the same shell and the same four remotes, but each
// remote's `./app` is a plain lazy import() compiled into the shell instead of a Module Federation remote. Same
// parcels, same routes (the route table still comes from /remotes.json); only the loader differs:
// src/federation/federation-runtime.ts and preload-remote-app.ts are swapped for their .monolith.ts twins. Output: shell/dist-monolith,
// which e2e/perf serves next to the real server. The production build (rspack.config.mjs) is untouched.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { workspaceRemotes } from '@memory/federation/remote-routes';
import shellConfig from './rspack.config.mjs';

const dir = import.meta.dirname;
const repoRoot = path.dirname(dir);

/** Each remote's exposed `./app` (the `exposes` of its rspack.config.mjs), by container name. */
const remoteApps = Object.fromEntries(
  workspaceRemotes.map(({ name, folder }) => {
    const app = path.join(repoRoot, folder, 'src', 'app.tsx');
    if (!fs.existsSync(app)) throw new Error(`rspack.monolith.mjs: ${app} missing (the remote's ./app)`);
    return [`monolith-remote/${name}$`, app];
  }),
);

/** What makes the shell a federation host: its container, and how it provides its shared copies (host-provides.mjs). */
const FEDERATION_PLUGINS = ['ModuleFederationPlugin', 'ProvideSharedPlugin'];

// The shell's chunk groups are for its shared antd components; the yardstick keeps rspack's default chunking.
const { splitChunks: _federatedChunks, ...optimization } = shellConfig.optimization;

export default {
  ...shellConfig,
  optimization,
  // Without the shell's generated module that makes it provide every antd component: nothing is shared here.
  entry: { main: './src/index.ts' },
  output: { ...shellConfig.output, path: path.join(dir, 'dist-monolith'), uniqueName: 'shell_monolith' },
  resolve: { ...shellConfig.resolve, alias: { ...shellConfig.resolve.alias, ...remoteApps } },
  plugins: [
    // No federation: no container, no share scope, no MF runtime in the page.
    ...shellConfig.plugins.filter((plugin) => !FEDERATION_PLUGINS.includes(plugin.constructor.name)),
    // What a remote's own config defines for its code (mf-marketplace stamps its build id on its mount point).
    new rspack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? 'local') }),
    new rspack.NormalModuleReplacementPlugin(/[\\/](federation-runtime|preload-remote-app)$/, (resource) => {
      const [, name] = /[\\/](federation-runtime|preload-remote-app)$/.exec(resource.request) ?? [];
      resource.request = path.join(dir, `src/federation/${name}.monolith.ts`);
    }),
  ],
};
