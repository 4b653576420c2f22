import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { today } from '../src/clock';
import * as q from '../src/modules/timeline/queries';

const { db, close } = await openDatabase({ dataDir: '/tmp/h8prof/db' });
const U = 'bench-user';
const day = today();
async function time(label: string, fn: () => Promise<unknown>, n = 60) {
  const t: number[] = [];
  for (let i = 0; i < n + 5; i++) { const s = performance.now(); await fn(); if (i >= 5) t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(label.padEnd(34), 'p50', t[Math.floor(n / 2)]!.toFixed(2), 'p95', t[Math.floor(n * 0.95)]!.toFixed(2));
}
await time('select 1', () => db.execute(sql`select 1`));
await time('plain feed select', () => db.execute(sql`SELECT u.id FROM review_units u WHERE u.user_id = ${U} AND u.due_day <= ${day}::date ORDER BY u.due_day, u.seq LIMIT 10`));
await time('lockDue in tx', () => db.transaction((tx) => q.lockDueMemoUnits(tx, U, day, 10)));
await time('lockDue w/o tx', () => q.lockDueMemoUnits(db, U, day, 10));
await time('tx with tiny write', () => db.transaction(async (tx) => { await tx.execute(sql`UPDATE review_activity SET count = count WHERE user_id = ${U} AND day = '2000-01-01'`); }));
await time('tx insert activity', () => db.transaction(async (tx) => { await tx.execute(sql`INSERT INTO review_activity VALUES (${U}, '1999-01-01', 1) ON CONFLICT (user_id, day) DO UPDATE SET count = review_activity.count + 1`); }));
await time('countDue', () => q.countDue(db, U, day));
await time('folded', () => q.foldedForecast(db, U, day, '2026-11-30'));
const ex = await db.execute(sql`EXPLAIN ANALYZE SELECT u.id, (SELECT coalesce(array_agg(t.name ORDER BY l.position), '{}') FROM memo_tag_links l JOIN memo_tags t ON t.id = l.tag_id WHERE l.memo_id = m.id) FROM review_units u JOIN memos m ON m.id = u.memo_id WHERE u.user_id = ${U} AND u.due_day <= ${day}::date ORDER BY u.due_day, u.seq LIMIT 10 FOR UPDATE OF u SKIP LOCKED`);
console.log((ex as any).rows.map((r: any) => Object.values(r)[0]).join('\n'));
await close();
