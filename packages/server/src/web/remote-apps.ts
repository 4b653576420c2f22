import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { RemoteRoutesSchema, type RemoteRoutes } from '@memory/contracts';
import { REMOTE_APPS, type RemoteApp } from '@memory/contracts/deployment';

// The four remotes this server hosts under /remotes/<folder>/ are the workspace's one list (REMOTE_APPS). Which
// routes each owns is the remote's own declaration: the routes.json its build publishes beside mf-manifest.json.

export interface RemotesJson {
  remotes: Array<{ name: string; entry: string; routes: string[]; pages: RemoteRoutes['pages'] }>;
}

type Logger = { warn(object: object, message: string): void };

const NO_ROUTES: RemoteRoutes = { routes: [], pages: {} };

/**
 * Reads each remote's deployed routes.json (`<appsDir>/<folder>/dist/routes.json`), re-reading a file only when
 * its modification time or size changed, so redeploying one remote with a new page takes effect on the next
 * /remotes.json without a restart. A missing or malformed file keeps the last good declaration (a deploy caught
 * half-way), or none: the remote is still listed, its pages are then the shell's 404.
 */
export function createRemoteRoutesReader(appsDir: string, log: Logger) {
  const cache = new Map<string, { version: string; routes: RemoteRoutes }>();
  /** Folders whose current file was already reported, so a missing build warns once, not per page load. */
  const reported = new Set<string>();

  async function routesOf(remote: RemoteApp): Promise<RemoteRoutes> {
    const file = path.join(appsDir, remote.folder, 'dist', 'routes.json');
    const cached = cache.get(remote.folder);
    try {
      const { mtimeMs, size } = await stat(file);
      const version = `${mtimeMs}:${size}`;
      if (cached?.version === version) return cached.routes;
      const json: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Value.Check(RemoteRoutesSchema, json)) throw new Error(`does not match RemoteRoutesSchema: ${Value.Errors(RemoteRoutesSchema, json).First()?.message}`);
      cache.set(remote.folder, { version, routes: json });
      reported.delete(remote.folder);
      return json;
    } catch (error) {
      if (!reported.has(remote.folder)) log.warn({ file, error: String(error) }, `${remote.folder}: no valid routes.json deployed; its pages are unknown to the shell`);
      reported.add(remote.folder);
      return cached?.routes ?? NO_ROUTES;
    }
  }

  return {
    /** remotes.json pointing every remote at its copy on this server, as absolute URLs of `origin`. */
    async remotesJson(origin: string): Promise<RemotesJson> {
      return {
        remotes: await Promise.all(
          REMOTE_APPS.map(async (remote) => {
            const { routes, pages } = await routesOf(remote);
            return { name: remote.name, entry: `${origin}/remotes/${remote.folder}/mf-manifest.json`, routes, pages };
          }),
        ),
      };
    },
  };
}
