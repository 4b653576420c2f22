// What the swapped MF bundler runtime (mf-bundler-runtime.mjs) relies on, checked against the installed package: an
// upgrade by the one command of the README that changes the package's shape fails here, before any build or e2e.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUNDLER_RUNTIME_GLOBAL, federationFromShell, provideBundlerRuntime } from '@memory/remote-runtime/bundler-runtime';
import { bundlerRuntimeOf, SHELL_BUNDLER_RUNTIME_FUNCTIONS } from './mf-bundler-runtime.mjs';
import { workspaceRemotes } from './remote-routes.mjs';

// Only the build's plugins need rspack (an ES module Jest cannot require); nothing here builds.
jest.mock('@rspack/core', () => ({ rspack: {} }));

const repoRoot = path.resolve(__dirname, '../..');
const apps = ['shell', ...workspaceRemotes.map((remote) => remote.folder)];

interface BundlerRuntimePackage {
  default: Record<string, unknown>;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  runtime: unknown;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
});

describe('the shell’s MF bundler runtime, shared with the remotes', () => {
  it('comes from one exact @module-federation/enhanced in every app and here, so every build records one version', () => {
    const pinned = [...apps, 'tooling/federation'].map((folder) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
      return manifest.dependencies?.['@module-federation/enhanced'] ?? manifest.devDependencies?.['@module-federation/enhanced'];
    });
    expect(new Set(pinned).size).toBe(1);
    expect(pinned[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(apps.map((app) => bundlerRuntimeOf(path.join(repoRoot, app)).version)).size).toBe(1);
  });

  it('has the functions the shell publishes, and a remote’s federation object has the package’s own shape', () => {
    const { distDir, version } = bundlerRuntimeOf(path.join(repoRoot, 'shell'));
    const pkg = createRequire(__filename)(path.join(distDir, 'index.cjs')) as BundlerRuntimePackage;
    expect(Object.keys(pkg.bundlerRuntime).sort()).toEqual([...SHELL_BUNDLER_RUNTIME_FUNCTIONS, 'S', 'initContainerEntry'].sort());
    for (const name of SHELL_BUNDLER_RUNTIME_FUNCTIONS) expect(typeof pkg.bundlerRuntime[name]).toBe('function');
    // The remote's stand-in imports initContainerEntry by file.
    expect(fs.existsSync(path.join(distDir, 'initContainerEntry.js'))).toBe(true);

    const functions = Object.fromEntries(SHELL_BUNDLER_RUNTIME_FUNCTIONS.map((name) => [name, pkg.bundlerRuntime[name]]));
    provideBundlerRuntime(version, { ...functions, attachShareScopeMap: pkg.attachShareScopeMap } as never);
    const federation = federationFromShell(pkg.runtime as never, pkg.bundlerRuntime.initContainerEntry as never, version);
    expect(Object.keys(federation).sort()).toEqual(Object.keys(pkg.default).sort());
    expect(Object.keys(federation.bundlerRuntime).sort()).toEqual(Object.keys(pkg.bundlerRuntime).sort());
  });
});
