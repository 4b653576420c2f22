import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import net from 'node:net';

/**
 * PGlite is PostgreSQL in this process: two processes opening one data folder (the server and `admin` run beside it,
 * two servers given the same DATA_DIR) each write it as if alone, and the folder is damaged. So the process that
 * opens a folder holds it, and a second one is refused with what to do instead.
 *
 * The hold is a listening socket in Linux's abstract namespace, named after the folder's real path: the kernel frees
 * it the moment its process ends, however it ends (a SIGKILL, a crash), so there is never a stale lock to clear and no
 * process id to be reused. Elsewhere (macOS, Windows: development machines) there is no such namespace and no hold;
 * the README's rule stands there. Processes in different network namespaces (two containers sharing a volume) do not
 * see each other's hold either.
 */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `数据目录 ${dataDir} 正被另一个进程使用（服务器正在运行？）。内置数据库（PGlite）的一个数据目录同时只能由一个进程打开，` +
        '否则数据会损坏：先停止使用它的进程再运行，或改用 PostgreSQL（DATABASE_URL）。',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirHold {
  release(): Promise<void>;
}

function holdName(dataDir: string): string {
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
  return `\0memory-store-pglite-${digest}`;
}

/** Holds `dataDir` (which must exist) for this process, or throws DataDirInUseError when another process holds it. */
export async function holdDataDir(dataDir: string): Promise<DataDirHold> {
  if (process.platform !== 'linux') return { release: async () => undefined };
  // Nobody is meant to connect: one that does (a second opener checking) is let go at once.
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new DataDirInUseError(dataDir) : error));
    server.listen(holdName(dataDir), () => resolve());
  });
  // The hold must not keep the process alive by itself.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
