import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { DataDirInUseError } from '../../src/db/data-dir-lock';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { testBackends, type TestStorage } from '../helpers/backends';

const pglite = testBackends().find((backend) => backend.name === 'pglite')!;
const execFileAsync = promisify(execFile);
const ADMIN_CLI = fileURLToPath(new URL('../../src/admin/cli.ts', import.meta.url));

// Linux only: elsewhere there is no hold (data-dir-lock.ts), and the README's rule (stop the server first) stands.
describe('one process per PGlite data folder', { skip: process.platform !== 'linux' && 'the hold uses Linux abstract sockets' }, () => {
  let storage: TestStorage;
  let first: OpenDatabase;

  before(async () => {
    storage = await pglite.createStorage();
    first = await openDatabase(storage.options);
  });
  after(async () => {
    await first?.close();
    await storage?.dispose();
  });

  it('refuses a second opening of the folder, naming it, and leaves the first working', async () => {
    await assert.rejects(openDatabase(storage.options), (error: unknown) => {
      assert.ok(error instanceof DataDirInUseError);
      assert.match(error.message, new RegExp(`数据目录 ${storage.options.dataDir} 正被另一个进程使用`));
      return true;
    });
    const rows = (await first.db.execute(sql`SELECT count(*)::int AS users FROM users`)) as unknown as { rows: Array<{ users: number }> };
    assert.equal(typeof rows.rows[0]?.users, 'number');
  });

  it('refuses the admin CLI run beside the server (another process) with that message, not a stack', async () => {
    const run = execFileAsync(process.execPath, ['--import', 'tsx', ADMIN_CLI, 'list-users'], {
      env: { ...process.env, DATA_DIR: storage.options.dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    await assert.rejects(run, (error: { code?: number; stderr?: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr ?? '', /正被另一个进程使用（服务器正在运行？）/);
      assert.doesNotMatch(error.stderr ?? '', /\n\s+at /, 'no stack trace');
      return true;
    });
  });

  it('lets the folder be opened again once the holder has closed it', async () => {
    await first.close();
    first = await openDatabase(storage.options);
    const again = await openDatabase(storage.options).catch((error: unknown) => error);
    assert.ok(again instanceof DataDirInUseError, 'held again by the reopened database');
  });
});
