import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type OpenDatabase } from '../../src/db/database';
import { preparedQuery } from '../../src/db/prepared-query';
import { users } from '../../src/db/schema/users';
import { testBackends, type TestStorage } from '../helpers/backends';

for (const backend of testBackends()) {
  describe(`a drizzle query built once per database [${backend.name}]`, () => {
    let storage: TestStorage;
    let database: OpenDatabase;
    const builtFor: Database[] = [];
    const userById = preparedQuery((db) => {
      builtFor.push(db);
      return db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('test_user_by_id');
    });

    before(async () => {
      storage = await backend.createStorage();
      database = await openDatabase(storage.options);
      await database.db.execute(sql`INSERT INTO users (id, username, created_at, updated_at) VALUES ('u-1', '甲', now(), now()), ('u-2', '乙', now(), now())`);
    });
    after(async () => {
      await database?.close();
      await storage?.dispose();
    });

    it('answers each call with its own values, building the query once for the database', async () => {
      assert.deepEqual(await userById(database.db, { id: 'u-1' }), [{ id: 'u-1', username: '甲' }]);
      assert.deepEqual(await userById(database.db, { id: 'u-2' }), [{ id: 'u-2', username: '乙' }]);
      assert.deepEqual(await userById(database.db, { id: 'nobody' }), []);
      // Concurrent calls share the built query too (PostgreSQL: the named statement on several pooled connections).
      const both = await Promise.all([userById(database.db, { id: 'u-1' }), userById(database.db, { id: 'u-2' })]);
      assert.deepEqual(both.flat().map((row) => row.id), ['u-1', 'u-2']);
      assert.equal(builtFor.filter((db) => db === database.db).length, 1);
    });

    it('runs inside a transaction on that transaction: it sees what the transaction wrote and nothing after a rollback', async () => {
      await assert.rejects(
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ id: 'u-3', username: '丙', createdAt: new Date(), updatedAt: new Date() });
          assert.deepEqual(await userById(tx, { id: 'u-3' }), [{ id: 'u-3', username: '丙' }]);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.deepEqual(await userById(database.db, { id: 'u-3' }), []);
    });
  });
}
