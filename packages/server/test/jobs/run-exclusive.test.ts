import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { runExclusive } from '../../src/jobs/run-exclusive';
import { testBackends, type TestStorage } from '../helpers/backends';

for (const backend of testBackends()) {
  describe(`runExclusive [${backend.name}]`, () => {
    let storage: TestStorage;
    let first: OpenDatabase;
    /** PostgreSQL: a second pool on the same schema, as another replica has. PGlite allows one process: the same. */
    let second: OpenDatabase;

    before(async () => {
      storage = await backend.createStorage();
      first = await openDatabase(storage.options);
      second = backend.name === 'postgres' ? await openDatabase(storage.options) : first;
    });
    after(async () => {
      if (second !== first) await second?.close();
      await first?.close();
      await storage?.dispose();
    });

    it('never runs a job twice at once: the other caller skips instead of waiting', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const long = runExclusive(first.db, 'test.overlap', async () => {
        started();
        await held;
        return 'done';
      });
      await running;
      assert.deepEqual(await runExclusive(second.db, 'test.overlap', async () => 'again'), { ran: false });
      assert.deepEqual(await runExclusive(second.db, 'test.other-job', async () => 'other'), { ran: true, value: 'other' });
      release();
      assert.deepEqual(await long, { ran: true, value: 'done' });
      assert.deepEqual(await runExclusive(second.db, 'test.overlap', async () => 'later'), { ran: true, value: 'later' }, 'free again');
    });

    it('with everyMs runs once per period however many replicas tick, and a failed run gives its period back', async () => {
      let runs = 0;
      const job = async () => {
        runs += 1;
      };
      const outcomes = await Promise.all([
        runExclusive(first.db, 'test.periodic', job, { everyMs: 60_000 }),
        runExclusive(second.db, 'test.periodic', job, { everyMs: 60_000 }),
      ]);
      outcomes.push(await runExclusive(second.db, 'test.periodic', job, { everyMs: 60_000 }));
      assert.equal(runs, 1);
      assert.equal(outcomes.filter((outcome) => outcome.ran).length, 1);

      await assert.rejects(
        runExclusive(first.db, 'test.failing', async () => Promise.reject(new Error('boom')), { everyMs: 60_000 }),
        /boom/,
      );
      assert.deepEqual(await runExclusive(second.db, 'test.failing', async () => 'retried', { everyMs: 60_000 }), {
        ran: true,
        value: 'retried',
      });
    });
  });
}
