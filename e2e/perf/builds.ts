// The two builds `pnpm perf` compares: the product as deployed (each app's own production build, timed, served by
// the running server) and the monolith yardstick (shell/rspack.monolith.mjs → shell/dist-monolith).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '@memory/contracts/deployment';
import { repoRoot } from './settings';

const apps = ['shell', ...REMOTE_APPS.map((remote) => remote.folder)];
export const monolithDist = path.join(repoRoot, 'shell', 'dist-monolith');

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
}

const production = { ...process.env, NODE_ENV: 'production' };

/** Builds each app for production, one at a time; seconds per app. */
export function buildFederated(): { app: string; seconds: number }[] {
  return apps.map((app) => ({
    app,
    seconds: timed(() => execFileSync('npx', ['-y', 'pnpm@10.34.9', '--silent', '--filter', app, 'build'], { cwd: repoRoot, stdio: 'ignore', env: production })),
  }));
}

/** Builds the monolith yardstick; `ifMissing` skips it when a build is already there. */
export function buildMonolith({ ifMissing = false } = {}): number | null {
  if (ifMissing && existsSync(path.join(monolithDist, 'index.html'))) return null;
  return timed(() => execFileSync('npx', ['rspack', 'build', '-c', 'rspack.monolith.mjs'], { cwd: path.join(repoRoot, 'shell'), stdio: 'ignore', env: production }));
}
