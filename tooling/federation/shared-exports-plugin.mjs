// Which exports of the cut-down shared packages each app needs, and which the shell provides.
// The shell provides antd, react-router and TypeBox (@sinclair/typebox) tree-shaken (tooling/federation/app-config.mjs) to the exports listed in
// shell/shared-provides.json. Every production build records in dist/shared-exports.json what its own code imports
// from them (and the shell, what it provides): the shell compares a remote's record before mounting it (a remote
// deployed with a new import shows 该模块需要更新的主应用版本 instead of failing later), and
// `pnpm check:shared-exports` fails the workspace's CI when any app imports an export the shell's list lacks.
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_EXPORTS_FILE } from '@memory/remote-runtime/shared-exports';
import { rewrittenAntdImports } from './antd-components.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The shell's list: the exports its shared copies keep. Adding a name here, and deploying the shell, comes first. */
export const SHARED_PROVIDES_FILE = path.join(repoRoot, 'shell/shared-provides.json');

/** @returns {Record<string, string[]>} package → export names the shell's copy keeps. */
export function sharedProvides() {
  return JSON.parse(fs.readFileSync(SHARED_PROVIDES_FILE, 'utf8'));
}

/**
 * The names `source` imports (or re-exports) from `pkg` by name, type-only imports left out. Compiled sources import
 * antd per component (antd-components.mjs): those count as the antd exports they were written as.
 */
export function importedNames(source, pkg) {
  const names = pkg === 'antd' ? rewrittenAntdImports(source) : new Set();
  const pattern = new RegExp(String.raw`(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`, 'g');
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]?.trim();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/**
 * Folders whose code a remote never runs: the shared workspace packages (@memory/design-system, …), which the shell
 * provides (loaded-first) with its own copies. Their imports are the shell's, so a remote's record leaves them out.
 */
const sharedWorkspaceDirs = (sharedNames) =>
  sharedNames.filter((name) => name.startsWith('@memory/')).map((name) => path.join(repoRoot, 'packages', name.slice('@memory/'.length)) + path.sep);

/**
 * Writes dist/shared-exports.json: `{ imports: { antd: [...] }, provides?: {...}, bundlerRuntime }`, from the modules
 * actually compiled into this build (after the TypeScript loader, so type-only imports are gone). `bundlerRuntime` is
 * the version of MF's bundler runtime whose functions the shell provides and a remote uses (mf-bundler-runtime.mjs).
 * @param {{ kind: 'host'|'remote', sharedNames: string[], bundlerRuntime: string }} options
 */
export function sharedExportsPlugin({ kind, sharedNames, bundlerRuntime }) {
  const provides = sharedProvides();
  const packages = Object.keys(provides);
  const skipped = kind === 'host' ? [] : sharedWorkspaceDirs(sharedNames);
  const counts = (resource) =>
    resource.startsWith(repoRoot + path.sep) && !resource.includes(`${path.sep}node_modules${path.sep}`) && !skipped.some((dir) => resource.startsWith(dir));

  return (compiler) => {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedExports', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedExports', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const found = Object.fromEntries(packages.map((pkg) => [pkg, new Set()]));
        for (const module of compilation.modules) {
          const resource = module.resource;
          if (!resource || !counts(resource)) continue;
          const source = module.originalSource()?.source().toString() ?? '';
          for (const pkg of packages) for (const name of importedNames(source, pkg)) found[pkg].add(name);
        }
        const imports = Object.fromEntries(packages.map((pkg) => [pkg, [...found[pkg]].sort()]));
        const record = kind === 'host' ? { imports, provides, bundlerRuntime } : { imports, bundlerRuntime };
        compilation.emitAsset(SHARED_EXPORTS_FILE, new sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  };
}
