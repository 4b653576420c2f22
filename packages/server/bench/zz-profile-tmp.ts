import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { seed } from './timeline';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { seedReferenceData } from '../src/seed';

const dir = '/tmp/h8prof/db';
const fresh = !existsSync(dir);
const { db, close } = await openDatabase({ dataDir: dir });
if (fresh) { await seedReferenceData(db); await seed(db); }
const auth = fp(async (app) => { app.decorate('authenticate', async (request) => { request.auth = { sub: 'bench-user' }; }); });
const app = await buildApp({ nodeEnv: 'production', corsOrigins: [], blobsDir: '/tmp/h8prof/blobs' }, { db, auth });
await app.ready();
async function time(label: string, fn: () => Promise<unknown>, n = 100) {
  const t: number[] = [];
  for (let i = 0; i < n + 10; i++) { const s = performance.now(); await fn(); if (i >= 10) t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(label.padEnd(30), 'p50', t[Math.floor(n / 2)]!.toFixed(2), 'p95', t[Math.floor(n * 0.95)]!.toFixed(2));
}
await time('select 1', () => db.execute(sql`select 1`));
await time('fetch', () => app.inject({ method: 'PUT', url: '/api/timeline/fetch?size=10' }));
await time('summary', () => app.inject({ method: 'GET', url: '/api/timeline/summary' }));
await time('select 1', () => db.execute(sql`select 1`));
console.log((await app.inject({ method: 'GET', url: '/api/timeline/summary' })).body);
await app.close();
await close();
