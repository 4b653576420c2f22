import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
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
      const account = await createCredentials(database.db, { username: '  demo_user  ', password: 'tidy-otter-51' });
      assert.equal(account.username, 'demo_user', 'surrounding spaces are dropped');
      const [row] = await database.db.select().from(credentials).where(eq(credentials.id, account.id));
      assert.ok(row);
      assert.match(row.passwordHash, /^scrypt\$8192\$8\$10\$[\w-]+\$[\w-]+$/, "OWASP's scrypt row N=2^13, r=8, p=10");
      assert.doesNotMatch(row.passwordHash, /tidy-otter-51/);

      const twin = await createCredentials(database.db, { username: 'demo_twin', password: 'tidy-otter-51' });
      const [twinRow] = await database.db.select().from(credentials).where(eq(credentials.id, twin.id));
      assert.notEqual(twinRow?.passwordHash, row.passwordHash, 'same password, different salt');
    });

    it('still accepts a hash made with the earlier parameters, and stores it again with today\'s at sign-in', async () => {
      const account = await createCredentials(database.db, { username: 'old_hash', password: 'tidy-otter-51' });
      // What the server stored before the parameters changed (scrypt N=2^14, r=8, p=1).
      const salt = randomBytes(16);
      const key = scryptSync('tidy-otter-51', salt, 64, { N: 16384, r: 8, p: 1 });
      const earlier = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
      await database.db.update(credentials).set({ passwordHash: earlier }).where(eq(credentials.id, account.id));

      assert.equal(await verifyCredentials(database.db, { username: 'old_hash', password: 'wrong-otter-51' }), null);
      const [untouched] = await database.db.select().from(credentials).where(eq(credentials.id, account.id));
      assert.equal(untouched?.passwordHash, earlier, 'a wrong password changes nothing');

      assert.deepEqual(await verifyCredentials(database.db, { username: 'old_hash', password: 'tidy-otter-51' }), account);
      const [rehashed] = await database.db.select().from(credentials).where(eq(credentials.id, account.id));
      assert.match(rehashed?.passwordHash ?? '', /^scrypt\$8192\$8\$10\$/);
      assert.deepEqual(await verifyCredentials(database.db, { username: 'old_hash', password: 'tidy-otter-51' }), account);
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
      await rejects({ username: '张三丰', password: 'another-pass-77' }, 'USERNAME_TAKEN', 'username', '该用户名已被占用');
      await createCredentials(database.db, { username: 'CaseName', password: 'another-pass-77' });
      await rejects({ username: 'casename', password: 'another-pass-77' }, 'USERNAME_TAKEN', 'username', '该用户名已被占用');
      await rejects({ username: 'fine_name', password: '1234567' }, 'PASSWORD_INVALID', 'password', '密码至少 8 位');
      await rejects({ username: 'fine_name', password: 'x'.repeat(129) }, 'PASSWORD_INVALID', 'password', '密码不能超过 128 位');
      // The one username rule of @memory/contracts, as 修改用户名 applies it (test/users.test.ts proves they agree).
      await rejects({ username: '记'.repeat(33), password: 'long-enough' }, 'USERNAME_INVALID', 'username', '用户名不能超过 32 个字符');
      await rejects({ username: 'line\nbreak', password: 'long-enough' }, 'USERNAME_INVALID', 'username', '用户名不能包含换行或控制字符');
      await rejects({ username: '   ', password: 'long-enough' }, 'USERNAME_INVALID', 'username', '用户名不能为空');
      // 32 Chinese characters are 32 characters, not 96 bytes; one character and punctuation are names too.
      assert.ok(await createCredentials(database.db, { username: '记'.repeat(32), password: 'long-enough' }));
      assert.ok(await createCredentials(database.db, { username: '张', password: 'long-enough' }));
      assert.ok(await createCredentials(database.db, { username: 'a-b c', password: 'long-enough' }));
    });

    it('refuses passwords that are easy to guess, saying why, and ones built from the username', async () => {
      await rejects({ username: 'policy_a', password: '12345678' }, 'PASSWORD_INVALID', 'password', '这是常见密码，很容易被猜到，请换一个');
      await rejects({ username: 'policy_a', password: 'password' }, 'PASSWORD_INVALID', 'password', '这是常见密码，很容易被猜到，请换一个');
      await rejects({ username: 'policy_a', password: 'qwertyuiop' }, 'PASSWORD_INVALID', 'password', '这是常见密码，很容易被猜到，请换一个');
      await rejects({ username: 'policy_a', password: 'aaaaaaaaaa' }, 'PASSWORD_INVALID', 'password', '密码由重复的字符组成（如 aaaa、abcabc），很容易被猜到，请换一个');
      await rejects({ username: 'policy_a', password: 'abcdefghij' }, 'PASSWORD_INVALID', 'password', '密码是连续的字符（如 1234、abcd），很容易被猜到，请换一个');
      const fromName = '密码不能包含用户名，请换一个与用户名无关的密码';
      await rejects({ username: 'Zhangsan', password: 'zhangsan' }, 'PASSWORD_INVALID', 'password', fromName);
      await rejects({ username: 'Zhangsan', password: 'ZhangSan2024!' }, 'PASSWORD_INVALID', 'password', fromName);
      await rejects({ username: 'Zhangsan', password: 'nasgnahz-99' }, 'PASSWORD_INVALID', 'password', fromName);
      await rejects({ username: '记忆达人', password: '记忆达人记忆达人' }, 'PASSWORD_INVALID', 'password', fromName);
      await rejects({ username: 'zhangsan_1990', password: 'zhangsan2024' }, 'PASSWORD_INVALID', 'password', fromName);
      // A passphrase of unrelated words is fine; so is the published demo password when seeding the demo.
      assert.ok(await createCredentials(database.db, { username: 'Zhangsan', password: 'correct horse' }));
      assert.ok(await createCredentials(database.db, { username: 'demo_seed', password: 'demo_seed-pw' }, { publishedPassword: true }));
    });

    it('lets exactly one of two simultaneous sign-ups of a name win', async () => {
      const results = await Promise.allSettled([
        createCredentials(database.db, { username: 'racer', password: 'swift-otter-9' }),
        createCredentials(database.db, { username: 'RACER', password: 'swift-otter-9' }),
      ]);
      assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
    });
  });
}
