// The remotes of this workspace and their route declarations (<remote>/routes.json, RemoteRoutesSchema in
// @memory/contracts), read from the source tree. app-config.mjs publishes each declaration beside the remote's
// mf-manifest.json; the shell's dev server serves /remotes.json from them as @memory/server does from the deployed
// copies; the shell's tests and the e2e page list read them instead of keeping lists of their own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS } from '@memory/contracts/deployment';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module each remote exposes as `./app` (its rspack.config.mjs), relative to the remote's folder. */
const APP_MODULE = './src/app.tsx';

/** Module Federation container name, folder, dev-server port (the one list, @memory/contracts/deployment) and `./app` module of each remote. */
export const workspaceRemotes = REMOTE_APPS.map((remote) => ({ ...remote, appModule: APP_MODULE }));

/** The remote whose folder is `appDir` (its rspack.config.mjs reads its container name and dev port here). */
export function workspaceRemoteIn(appDir) {
  const remote = workspaceRemotes.find((candidate) => candidate.folder === path.basename(appDir));
  if (!remote) throw new Error(`${appDir} is not one of the workspace's remotes (remote-routes.mjs)`);
  return remote;
}

/** The parsed routes.json of the remote in `appDir`; a file without routes and pages fails loudly (and the build). */
export function readRouteDeclaration(appDir) {
  const file = path.join(appDir, 'routes.json');
  const declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
  const pages = declaration && typeof declaration.pages === 'object' ? Object.values(declaration.pages) : null;
  const isPattern = (value) => typeof value === 'string' && value.startsWith('/');
  if (!Array.isArray(declaration?.routes) || !declaration.routes.every(isPattern) || !pages?.every((page) => isPattern(page?.path))) {
    throw new Error(`${file}: expected { "routes": ["/…"], "pages": { "<name>": { "path": "/…", "title": "…" } } }`);
  }
  return declaration;
}

/** Every remote's declaration, by container name. */
export function workspaceRouteDeclarations() {
  return workspaceRemotes.map((remote) => ({ ...remote, declaration: readRouteDeclaration(path.join(repoRoot, remote.folder)) }));
}

/** The remotes.json of `pnpm dev`: each remote on its own dev server, with the routes and pages it declares. */
export function devRemotesJson() {
  return {
    remotes: workspaceRouteDeclarations().map(({ name, devPort, declaration }) => ({
      name,
      entry: `http://localhost:${devPort}/mf-manifest.json`,
      routes: declaration.routes,
      pages: declaration.pages,
    })),
  };
}
