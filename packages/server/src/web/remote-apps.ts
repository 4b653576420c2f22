/**
 * The four remotes this server hosts under /remotes/<folder>/ and the routes each owns (ARCHITECTURE §1).
 * The shell learns all of this from /remotes.json at runtime.
 */
export interface RemoteApp {
  /** Module Federation container name */
  name: string;
  /** folder in the repository, and path segment under /remotes/ */
  folder: string;
  routes: string[];
}

export const REMOTE_APPS: readonly RemoteApp[] = [
  { name: 'mf_memos', folder: 'mf-memos', routes: ['/home/new-memo', '/home/memos', '/home/stars', '/home/trends'] },
  {
    name: 'mf_jars',
    folder: 'mf-jars',
    // /home/jars/:id/publish belongs to mf_marketplace; the shell prefers the more specific pattern.
    routes: ['/home/jars/*', '/home/create-jar', '/home/curves', '/home/create-curve', '/home/curves/*'],
  },
  {
    name: 'mf_marketplace',
    folder: 'mf-marketplace',
    routes: ['/marketplace', '/marketplace/*', '/home/store', '/home/store/*', '/home/jars/:id/publish'],
  },
  { name: 'mf_account', folder: 'mf-account', routes: ['/home/account', '/home/member-cards', '/home/settings', '/order/*'] },
];

export interface RemotesJson {
  remotes: Array<{ name: string; entry: string; routes: string[] }>;
}

/** remotes.json pointing every remote at its copy on this server, as absolute URLs of `origin`. */
export function generatedRemotesJson(origin: string): RemotesJson {
  return {
    remotes: REMOTE_APPS.map((remote) => ({
      name: remote.name,
      entry: `${origin}/remotes/${remote.folder}/mf-manifest.json`,
      routes: [...remote.routes],
    })),
  };
}
