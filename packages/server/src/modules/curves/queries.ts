import { and, asc, count, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { SYSTEM_CURVES } from '@memory/contracts';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { curves } from '../../db/schema/curves';
import { JAR_BATCH_CURVE_ID } from '../../domain/curves';

export type CurveRow = typeof curves.$inferSelect;

/** System curves (userId null) are visible to everyone; custom ones only to their owner, until deleted. */
const visibleTo = (userId: string | Placeholder) => and(isNull(curves.deletedAt), or(isNull(curves.userId), eq(curves.userId, userId)));

export async function findVisibleCurve(db: Database, userId: string, id: string): Promise<CurveRow | undefined> {
  const [row] = await db
    .select()
    .from(curves)
    .where(and(eq(curves.id, id), visibleTo(userId)))
    .limit(1);
  return row;
}

const userIdValue = sql.placeholder('userId');

/** What the API shows of a curve (service.ts toCurve): the page reads these columns only, no timestamps to map. */
const CURVE_COLUMNS = {
  id: curves.id,
  userId: curves.userId,
  name: curves.name,
  description: curves.description,
  steps: curves.steps,
};
export type CurveShown = Pick<CurveRow, keyof typeof CURVE_COLUMNS>;

// The 曲线 page in one statement, built once (src/db/prepared-query.ts): every visit to the page and its picker asks
// it. The total rides on every row (a window count, taken before LIMIT); only a page past the end asks for it alone.
const visibleCurvesPage = preparedQuery((db) =>
  db
    .select({ curve: CURVE_COLUMNS, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(curves)
    .where(visibleTo(userIdValue))
    .orderBy(sql`${curves.userId} IS NOT NULL`, asc(curves.position), asc(curves.createdAt), asc(curves.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('curves_visible_page'),
);
const visibleCurvesCount = preparedQuery((db) =>
  db.select({ total: count() }).from(curves).where(visibleTo(userIdValue)).prepare('curves_visible_count'),
);

/** System curves first in SPEC order, then the user's own oldest first. */
export async function pageVisibleCurves(db: Database, userId: string, page: number, size: number) {
  const rows = await visibleCurvesPage(db, { userId, limit: size, offset: (page - 1) * size });
  const total = rows[0]?.total ?? (page > 1 ? ((await visibleCurvesCount(db, { userId }))[0]?.total ?? 0) : 0);
  return { entries: rows.map((row) => row.curve), total };
}

/** Writes the built-in curves exactly as SPEC §3 gives them; run at every start so they can never drift. */
export async function upsertSystemCurves(db: Database, at: Date): Promise<void> {
  const batchCurve = { name: '知识罐批次', description: '', steps: [], position: SYSTEM_CURVES.length, deletedAt: at };
  await db
    .insert(curves)
    .values({ id: JAR_BATCH_CURVE_ID, userId: null, createdAt: at, ...batchCurve })
    .onConflictDoNothing();
  for (const [position, curve] of SYSTEM_CURVES.entries()) {
    const values = { name: curve.name, description: curve.description, steps: [...curve.steps], position };
    await db
      .insert(curves)
      .values({ id: curve.id, userId: null, createdAt: at, ...values })
      .onConflictDoUpdate({ target: curves.id, set: values });
  }
}

export async function insertCurve(db: Database, row: typeof curves.$inferInsert): Promise<CurveRow> {
  const [inserted] = await db.insert(curves).values(row).returning();
  if (!inserted) throw new Error('curve insert returned nothing');
  return inserted;
}

export async function updateCustomCurve(
  db: Database,
  userId: string,
  id: string,
  changes: Pick<CurveRow, 'name' | 'description' | 'steps'>,
): Promise<CurveRow | undefined> {
  const [row] = await db
    .update(curves)
    .set(changes)
    .where(and(eq(curves.id, id), eq(curves.userId, userId), isNull(curves.deletedAt)))
    .returning();
  return row;
}

/** Soft delete: memos already on the curve keep reviewing with its steps; nobody can pick it any more. */
export async function markCurveDeleted(db: Database, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(curves)
    .set({ deletedAt: at })
    .where(and(eq(curves.id, id), eq(curves.userId, userId), isNull(curves.deletedAt)))
    .returning({ id: curves.id });
  return rows.length > 0;
}
