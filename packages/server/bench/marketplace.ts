/**
 * Marketplace search benchmark (a script, not a test): 100 000 published jars with realistic Chinese names and 简介, then
 * the p95 of a 1-, 2- and 4-character query and of a category page (the page query and its total, as the API runs
 * them), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Prints the plans.
 *   npx -y pnpm@10.34.9 --filter @memory/server exec tsx bench/marketplace.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx -y pnpm@10.34.9 --filter @memory/server exec tsx bench/marketplace.ts
 * BENCH_JARS changes the count; BENCH_PGLITE=0 skips PGlite. Targets: ≤ 30 ms PGlite, ≤ 10 ms PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import { and, count, desc, sql, type SQLWrapper } from 'drizzle-orm';
import { now } from '../src/clock';
import type { Database } from '../src/db/database';
import { jars, publishedJars, users } from '../src/db/tables';
import { documentGrams, normaliseSearchText, searchTextOf } from '../src/domain/search-grams';
import { SEARCH_TOTAL_CAP, searchConditions, searchPublished, type SearchFilter } from '../src/modules/marketplace/queries';
import { seedReferenceData } from '../src/seed';
import { benchDatabaseUrl, openBenchPglite, openBenchPostgres, type BenchDatabase } from './bench-databases';

const JAR_COUNT = Number(process.env.BENCH_JARS ?? 100_000);
const RUNS = 60;
const BATCH = 1000;

const SUBJECTS = ['高考', '考研', '四六级', '雅思', '托福', '考公', '中考', '小学', '初中', '高中', '大学', '医学', '法律', '会计', '教师资格', '计算机', '日语', '韩语', '法语', '德语'];
const TOPICS = ['英语', '语文', '数学', '物理', '化学', '生物', '历史', '地理', '政治', '唐诗', '宋词', '成语', '文言文', '古诗词', '单词', '语法', 'Python', 'Java', 'SQL', '经济学', '心理学', '中医', '药理', '民法', '刑法', '财务', '审计'];
const KINDS = ['核心词汇', '必背知识点', '高频考点', '真题精选', '速记口诀', '入门', '进阶', '名句', '公式', '三百首', '易错题', '重点笔记', '一百句', '精讲', '复习提纲', '常考词组', '知识卡片', '冲刺'];
const EXTRAS = ['', '', '', '（上）', '（下）', '第一册', '第二册', '第三册', '完整版', '精华版', '2026版', '每日一练'];
// 简介: searched too, so the benchmark's jars have realistic ones (a few sentences, up to ~120 characters).
const BLURBS = [
  '历年真题中出现频率最高的知识点，按章节整理，适合考前冲刺复习。',
  '每天十分钟，用间隔重复记牢核心内容；每条都附有例句和易错提示。',
  '从零开始的入门卡片，先记概念再做练习，配合记忆曲线效果更好。',
  '整理自教材和名师讲义，覆盖必考范围，标注了重点和常见陷阱。',
  'Covers the core vocabulary with example sentences; 中英对照，适合碎片时间复习。',
  '',
];
const TAGS = ['备考', '考公', '四六级', '雅思', '高考', '唐诗', '英语', '编程', '历史', '医学', '法律', '考研', '中考', '常识', '国学'];

/** A small deterministic generator so every run measures the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(db: Database): Promise<string[]> {
  await seedReferenceData(db);
  const categoryIds = (await db.execute(sql`SELECT id FROM categories ORDER BY position`)) as unknown as { rows: Array<{ id: string }> };
  const categories = categoryIds.rows.map((row) => row.id);
  const at = now();
  await db.insert(users).values({ id: 'bench-creator', username: 'bench', createdAt: at, updatedAt: at } as typeof users.$inferInsert);
  // Bulk load first, then build the gram index once (as a restore would); the measured queries use it all the same.
  await db.execute(sql`DROP INDEX published_jars_grams_idx`);
  const pick = random(42);
  const of = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)] as T;
  for (let start = 0; start < JAR_COUNT; start += BATCH) {
    const jarRows: Array<typeof jars.$inferInsert> = [];
    const publishedRows: Array<typeof publishedJars.$inferInsert> = [];
    for (let index = start; index < Math.min(JAR_COUNT, start + BATCH); index += 1) {
      const id = `bench-jar-${index}`;
      const name = `${of(SUBJECTS)}${of(TOPICS)}${of(KINDS)}${of(EXTRAS)}`;
      const tags = [...new Set([of(TAGS), of(TAGS)])];
      const description = `${of(BLURBS)}${of(BLURBS)}`;
      const searchText = searchTextOf(name, tags, description);
      jarRows.push({ id, userId: 'bench-creator', role: 'CREATOR', name, description, batchSize: 5, batchMode: 'SERIAL', curveId: 'EBBINGHAUS', status: 'NOT_STARTED', createdAt: at, updatedAt: at });
      publishedRows.push({
        jarId: id,
        userId: 'bench-creator',
        name,
        nameKey: normaliseSearchText(name),
        type: 'FREE',
        price: 0,
        categoryId: of(categories),
        tags,
        searchText,
        grams: documentGrams(searchText),
        totalSubscribes: Math.floor(pick() * pick() * 5000),
        totalStars: Math.floor(pick() * 800),
        publishedAt: at,
      });
    }
    await db.insert(jars).values(jarRows);
    await db.insert(publishedJars).values(publishedRows);
  }
  await db.execute(sql`CREATE INDEX published_jars_grams_idx ON published_jars USING gin (grams)`);
  await db.execute(sql`VACUUM ANALYZE published_jars`);
  return categories;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

/** The plans of the statements searchPublished runs for this filter (the page of non-prefix matches, and the total). */
async function plans(db: Database, filter: SearchFilter): Promise<string> {
  const { where, head } = searchConditions(filter);
  const rest = head ? and(where, sql`NOT (${head})`) : where;
  const rank = [desc(publishedJars.totalSubscribes), desc(publishedJars.totalStars), desc(publishedJars.seq)];
  const page = db.select({ id: publishedJars.jarId }).from(publishedJars).where(rest).orderBy(...rank).limit(5);
  const total = db.select({ total: count() }).from(db.select({ one: sql`1` }).from(publishedJars).where(where).limit(SEARCH_TOTAL_CAP).as('matches'));
  const explain = async (query: SQLWrapper) => {
    const result = (await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => `      ${Object.values(row)[0]}`).join('\n');
  };
  return `    page:\n${await explain(page)}\n    total:\n${await explain(total)}`;
}

async function run(label: string, open: () => Promise<BenchDatabase>): Promise<void> {
  const { database, cleanup } = await open();
  try {
    const db = database.db;
    const seeded = performance.now();
    const categories = await seed(db);
    console.log(`\n${label}: ${JAR_COUNT} published jars seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const cases: Array<[string, SearchFilter]> = [
      ['1 字「诗」', { keyword: '诗' }],
      ['2 字「成语」', { keyword: '成语' }],
      ['4 字「高考化学」', { keyword: '高考化学' }],
      ['英文「python」', { keyword: 'python' }],
      ['分类第 1 页', { categoryId: categories[2] }],
      ['分类第 20 页', { categoryId: categories[2] }],
    ];
    for (const [name, filter] of cases) {
      const page = name.includes('20 页') ? 20 : 1;
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        total = (await searchPublished(db, filter, page, 5)).total;
        times.push(performance.now() - started);
      }
      console.log(`  ${name.padEnd(14)} p95 ${p95(times.slice(5)).toFixed(1).padStart(6)} ms  (matches ${total})`);
    }
    for (const [name, filter] of cases.slice(0, 5)) console.log(`  plans ${name}:\n${await plans(db, filter)}`);
  } finally {
    await database.close();
    await cleanup();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_PGLITE !== '0') await run('PGlite', () => openBenchPglite('bench-market'));
  const databaseUrl = benchDatabaseUrl();
  if (databaseUrl) await run('PostgreSQL', () => openBenchPostgres(databaseUrl, 'bench_market'));
}

await main();
