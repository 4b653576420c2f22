import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { maintainPglite } from '../../src/db/pglite-maintenance';
import { testBackends, type TestStorage } from '../helpers/backends';

const pglite = testBackends().find((backend) => backend.name === 'pglite')!;

function planText(result: unknown): string {
  return (result as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('PGlite maintenance (it has no autovacuum)', () => {
  let storage: TestStorage;
  let database: OpenDatabase;

  before(async () => {
    storage = await pglite.createStorage();
    database = await openDatabase(storage.options);
    // The tables with rows and no statistics yet (the reference data) are analyzed once.
    await maintainPglite(database.db);
  });
  after(async () => {
    await database?.close();
    await storage?.dispose();
  });

  it('refreshes the statistics of a table that grew, so a statement prepared when it was small uses its index again', async () => {
    // As the review batch statements do: keys given as arrays, each looked up in reviews; prepared on a new install.
    await database.db.execute(sql`
      PREPARE lookup(text, text[], integer[]) AS
      SELECT r.day FROM unnest($2, $3) AS k(unit_id, review_index)
        JOIN reviews r ON r.user_id = $1 AND r.unit_id = k.unit_id AND r.review_index = k.review_index`);
    await database.db.execute(sql`INSERT INTO reviews (user_id, unit_id, review_index, day, curve_id, hidden) VALUES ('user-1', 'u-0', 0, current_date, 'EBBINGHAUS', false)`);
    assert.deepEqual(await maintainPglite(database.db), ['reviews'], 'a table with rows and no statistics');
    for (let run = 0; run < 6; run += 1) await database.db.execute(sql`EXECUTE lookup('user-1', '{u-1}', '{0}')`);

    await database.db.execute(sql`
      INSERT INTO reviews (user_id, unit_id, review_index, day, curve_id, hidden)
      SELECT 'user-1', 'u-' || g, 0, current_date, 'EBBINGHAUS', false FROM generate_series(1, 5000) AS g`);
    const explain = sql`EXPLAIN EXECUTE lookup('user-1', '{u-1,u-2}', '{0,0}')`;
    assert.match(planText(await database.db.execute(explain)), /Seq Scan on reviews/, 'the plan made when the table had one row');

    assert.deepEqual(await maintainPglite(database.db), ['reviews']);
    assert.match(planText(await database.db.execute(explain)), /Index Scan using reviews_user_id_unit_id_review_index_pk/);
    assert.deepEqual(await maintainPglite(database.db), [], 'nothing has changed since');
  });
});
