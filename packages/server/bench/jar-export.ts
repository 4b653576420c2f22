/**
 * Jar export benchmark (a script, not a test): a jar of 10 000 points (a third of them clozes, a fifth with a 正面,
 * tags on each) of which 1 000 carry a 30-KB image, exported through GET /api/jars/{id}/export in each format, as
 * the API runs it (over HTTP on a free port: routing, the reads, the file bytes from the local blob store, the writer). Prints the
 * time of each run, the CPU time this process spent on it (PGlite runs in this process too; PostgreSQL's own work
 * is not counted: compare wall times there), the file's size, the load average and the peak RSS. Target: ≤ 10 s.
 *
 *   node --import tsx bench/jar-export.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/jar-export.ts   (PostgreSQL too)
 *
 * BENCH_POINTS and BENCH_IMAGES change the sizes; BENCH_RUNS the runs per format (default 3); BENCH_FORMATS which ones.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { grantMembership } from '../src/modules/account/membership';
import { testBackends } from '../test/helpers/backends';
import { createTestAuth } from '../test/helpers/test-auth';
import { clientFor, startTestApp } from '../test/helpers/test-app';

const POINTS = Number(process.env.BENCH_POINTS ?? 10_000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const USER = 'bench-exporter';

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

for (const backend of testBackends()) {
  const storage = await backend.createStorage();
  const auth = await createTestAuth();
  const running = await startTestApp(storage, auth);
  try {
    const client = clientFor(running.app, await auth.sign(USER, {}));
    await client.get('/api/users/me');
    await grantMembership(running.database.db, USER, 'MONTHLY');
    const created = await client.post('/api/jars', { name: '基准测试：一万个知识点' });
    const jarId: string = created.json().id;

    // Points in one statement each way (the API would take minutes to add 10 000 one by one).
    const seeded = performance.now();
    await running.database.db.execute(sql`
      INSERT INTO jar_items (id, jar_id, user_id, position, content, front, tags, status, created_at, updated_at)
      SELECT 'bench-point-' || n, ${jarId}, ${USER}, n,
             CASE WHEN n % 3 = 0 THEN '第 ' || n || ' 条：{{c1::東京}}は**日本**の{{c2::首都::两个字}}です'
                  ELSE '意思 ' || n || E'\n\n例句：これは*ペン*です。\n\n- 要点一\n- 要点二' END,
             CASE WHEN n % 5 = 0 THEN '单词 ' || n || ' 是什么意思？' ELSE NULL END,
             ARRAY['标签' || (n % 50), '日语 N5'], 'ACTIVE', now(), now()
      FROM generate_series(0, ${POINTS - 1}) AS n`);
    await mkdir(storage.blobsDir, { recursive: true });
    for (let index = 0; index < IMAGES; index += 1) {
      const id = `benchimg${String(index).padStart(12, '0')}`;
      const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(30_000)]);
      await writeFile(path.join(storage.blobsDir, id), bytes);
      await running.database.db.execute(sql`
        INSERT INTO attachments (id, user_id, type, content_type, status, size_bytes, jar_item_id, position, created_at, uploaded_at)
        VALUES (${id}, ${USER}, 'IMAGE', 'image/png', 'UPLOADED', ${bytes.length}, ${`bench-point-${index * Math.max(1, Math.floor(POINTS / IMAGES))}`}, 0, now(), now())`);
    }
    console.log(`[${backend.name}] seeded ${POINTS} points, ${IMAGES} images in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    // Over a real socket (a free port), as a browser downloads it: app.inject would decode the whole file to a string.
    const token = await auth.sign(USER, {});
    const address = await running.app.listen({ port: 0, host: '127.0.0.1' });
    for (const format of (process.env.BENCH_FORMATS ?? 'apkg,csv,md').split(',') as Array<'apkg' | 'csv' | 'md'>) {
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let size = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const response = await fetch(`${address}/api/jars/${jarId}/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
        const body = new Uint8Array(await response.arrayBuffer());
        times.push(performance.now() - started);
        const cpu = process.cpuUsage(cpuStarted);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        if (response.status !== 200) throw new Error(`${format}: ${response.status} ${new TextDecoder().decode(body.slice(0, 200))}`);
        size = body.length;
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `[${backend.name}] ${format.padEnd(4)} ${POINTS} points: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} ` +
          `(median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s; this process's CPU ${cpuTimes.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s), ` +
          `${(size / 1024 / 1024).toFixed(1)} MB`,
      );
    }
  } finally {
    await running.close();
    await storage.dispose();
  }
}
clearInterval(sampler);
console.log(`load average ${(await import('node:os')).loadavg().map((value) => value.toFixed(1)).join(' ')}`);
console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
