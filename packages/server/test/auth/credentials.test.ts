import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { createCredentials, CredentialsError, verifyCredentials } from '../../src/auth';
import { credentials } from '../../src/db/schema/auth';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { testBackends, type TestStorage } from '../helpers/backends';

for (const backend of testBackends()) {
  describe(`credentials [${backend.name}]`, () => {
    let storage: TestStorage;
    let database: OpenDatabase;

    before(async () => {
      storage = await backend.createStorage();
      database = await openDatabase(storage.options);
    });
    after(async () => {
      await database?.close();
      await storage?.dispose();
    });

    const rejects = (input: { username: string; password: string }, code: string, field: string, message: string) =>
      assert.rejects(createCredentials(database.db, input), (error: unknown) => {
        assert.ok(error instanceof CredentialsError);
        assert.deepEqual({ code: error.code, field: error.field, message: error.message }, { code, field, message });
        return true;
      });

    it('creates an account with a salted scrypt hash, never the password', async () => {
      const account = await createCredentials(database.db, { username: '  demo_user  ', password: 'demo-password' });
      assert.equal(account.username, 'demo_user', 'surrounding spaces are dropped');
      const [row] = await database.db.select().from(credentials).where(eq(credentials.id, account.id));
      assert.ok(row);
      assert.match(row.passwordHash, /^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
      assert.doesNotMatch(row.passwordHash, /demo-password/);

      const twin = await createCredentials(database.db, { username: 'demo_twin', password: 'demo-password' });
      const [twinRow] = await database.db.select().from(credentials).where(eq(credentials.id, twin.id));
      assert.notEqual(twinRow?.passwordHash, row.passwordHash, 'same password, different salt');
    });

    it('verifies the right password only, whatever the case of the name', async () => {
      await createCredentials(database.db, { username: 'Verifier', password: 'verify-password' });
      assert.equal((await verifyCredentials(database.db, { username: 'verifier', password: 'verify-password' }))?.username, 'Verifier');
      assert.equal(await verifyCredentials(database.db, { username: 'Verifier', password: 'Verify-password' }), null);
      assert.equal(await verifyCredentials(database.db, { username: 'nobody', password: 'verify-password' }), null);
      assert.equal(await verifyCredentials(database.db, { username: '', password: '' }), null);
    });

    it('refuses a taken name (ignoring case), a short password and bad names', async () => {
      await createCredentials(database.db, { username: '张三丰', password: 'zhangsan-pw' });
      await rejects({ username: '张三丰', password: 'another-pw' }, 'USERNAME_TAKEN', 'username', '用户名已被占用');
      await createCredentials(database.db, { username: 'CaseName', password: 'another-pw' });
      await rejects({ username: 'casename', password: 'another-pw' }, 'USERNAME_TAKEN', 'username', '用户名已被占用');
      await rejects({ username: 'fine_name', password: '1234567' }, 'PASSWORD_INVALID', 'password', '密码至少 8 位');
      await rejects({ username: 'fine_name', password: 'x'.repeat(129) }, 'PASSWORD_INVALID', 'password', '密码不能超过 128 位');
      await rejects({ username: '张', password: 'long-enough' }, 'USERNAME_INVALID', 'username', '用户名长度应为 3–32 个字符');
      await rejects({ username: 'a-b-c', password: 'long-enough' }, 'USERNAME_INVALID', 'username', '用户名只能包含字母、数字、下划线或中文');
      await rejects({ username: '<b>x</b>', password: 'long-enough' }, 'USERNAME_INVALID', 'username', '用户名只能包含字母、数字、下划线或中文');
      await rejects({ username: '   ', password: 'long-enough' }, 'USERNAME_INVALID', 'username', '请输入用户名');
      // 32 Chinese characters are 32 characters, not 96 bytes.
      assert.ok(await createCredentials(database.db, { username: '记'.repeat(32), password: 'long-enough' }));
    });

    it('lets exactly one of two simultaneous sign-ups of a name win', async () => {
      const results = await Promise.allSettled([
        createCredentials(database.db, { username: 'racer', password: 'racer-password' }),
        createCredentials(database.db, { username: 'RACER', password: 'racer-password' }),
      ]);
      assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
    });
  });
}
