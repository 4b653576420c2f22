import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { SYSTEM_CURVES } from '@memory/contracts';
import type { Database } from '../../db/database';
import { curves } from '../../db/tables';

export type CurveRow = typeof curves.$inferSelect;

/** System curves (userId null) are visible to everyone; custom ones only to their owner. */
const visibleTo = (userId: string) => or(isNull(curves.userId), eq(curves.userId, userId));

export async function findVisibleCurve(db: Database, userId: string, id: string): Promise<CurveRow | undefined> {
  const [row] = await db
    .select()
    .from(curves)
    .where(and(eq(curves.id, id), visibleTo(userId)))
    .limit(1);
  return row;
}

/** System curves first in SPEC order, then the user's own oldest first. */
export async function pageVisibleCurves(db: Database, userId: string, page: number, size: number) {
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(curves)
      .where(visibleTo(userId))
      .orderBy(sql`${curves.userId} IS NOT NULL`, asc(curves.position), asc(curves.createdAt), asc(curves.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(curves).where(visibleTo(userId)),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

/** Writes the built-in curves exactly as SPEC §3 gives them; run at every start so they can never drift. */
export async function upsertSystemCurves(db: Database, at: Date): Promise<void> {
  for (const [position, curve] of SYSTEM_CURVES.entries()) {
    const values = { name: curve.name, description: curve.description, steps: [...curve.steps], position };
    await db
      .insert(curves)
      .values({ id: curve.id, userId: null, createdAt: at, ...values })
      .onConflictDoUpdate({ target: curves.id, set: values });
  }
}
