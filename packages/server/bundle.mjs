// esbuild's bundle of some entries into one folder below the package (build.mjs; the import bench's built server):
// our TypeScript and the workspace's own packages bundled, npm dependencies left in node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@memory/'));

/** Bundles the entries into `folder` (emptied first), one folder below the package as src/paths.ts expects. */
export async function bundle(folder, entryPoints) {
  const outdir = new URL(`./${folder}/`, import.meta.url).pathname;
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: new URL('.', import.meta.url).pathname,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Lazily imported modules (the S3 blob store, the Alipay provider) stay lazy: chunks of their own.
    splitting: true,
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}

