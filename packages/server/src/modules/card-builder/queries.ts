import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cardBuilderRuns, cardBuilderUsage, cardProposals } from '../../db/schema/card-builder';

export type RunRow = typeof cardBuilderRuns.$inferSelect;
export type ProposalRow = typeof cardProposals.$inferSelect;

export async function insertRun(db: Database, row: typeof cardBuilderRuns.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(cardBuilderRuns).values(row).returning();
  if (!inserted) throw new Error('run insert returned nothing');
  return inserted;
}

/** Another user's run, or one past its expiry, is indistinguishable from a missing one. */
export async function findOwnedRun(db: Database, userId: string, id: string, at: Date): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(cardBuilderRuns)
    .where(and(eq(cardBuilderRuns.id, id), eq(cardBuilderRuns.userId, userId), gt(cardBuilderRuns.expiresAt, at)))
    .limit(1);
  return row;
}

export async function runsOf(db: Database, userId: string, at: Date, limit: number): Promise<RunRow[]> {
  return db
    .select()
    .from(cardBuilderRuns)
    .where(and(eq(cardBuilderRuns.userId, userId), gt(cardBuilderRuns.expiresAt, at)))
    .orderBy(desc(cardBuilderRuns.createdAt))
    .limit(limit);
}

export async function updateRun(db: Database, id: string, changes: Partial<Omit<RunRow, 'id' | 'userId' | 'createdAt'>>): Promise<RunRow> {
  const [row] = await db.update(cardBuilderRuns).set(changes).where(eq(cardBuilderRuns.id, id)).returning();
  if (!row) throw new Error(`run ${id} vanished`);
  return row;
}

/** Moves the run to RUNNING from one of `from`; false when another request got there first. */
export async function claimRun(db: Database, id: string, from: RunRow['status'][], at: Date): Promise<boolean> {
  const rows = await db
    .update(cardBuilderRuns)
    .set({ status: 'RUNNING', error: null, updatedAt: at })
    .where(and(eq(cardBuilderRuns.id, id), inArray(cardBuilderRuns.status, from)))
    .returning({ id: cardBuilderRuns.id });
  return rows.length > 0;
}

export async function runStatus(db: Database, id: string): Promise<RunRow['status'] | undefined> {
  const [row] = await db.select({ status: cardBuilderRuns.status }).from(cardBuilderRuns).where(eq(cardBuilderRuns.id, id)).limit(1);
  return row?.status;
}

export async function deleteRun(db: Database, id: string): Promise<void> {
  await db.delete(cardBuilderRuns).where(eq(cardBuilderRuns.id, id));
}

/** Runs (and, by cascade, their proposals) past their expiry; answers how many. */
export async function deleteExpiredRuns(db: Database, at: Date): Promise<number> {
  const rows = await db.delete(cardBuilderRuns).where(lte(cardBuilderRuns.expiresAt, at)).returning({ id: cardBuilderRuns.id });
  return rows.length;
}

export async function proposalsOf(db: Database, runIds: readonly string[]): Promise<ProposalRow[]> {
  if (runIds.length === 0) return [];
  return db
    .select()
    .from(cardProposals)
    .where(inArray(cardProposals.runId, [...runIds]))
    .orderBy(asc(cardProposals.runId), asc(cardProposals.position));
}

export async function proposalCounts(db: Database, runIds: readonly string[]) {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: cardProposals.runId, status: cardProposals.status, count: sql<number>`count(*)::int` })
    .from(cardProposals)
    .where(inArray(cardProposals.runId, [...runIds]))
    .groupBy(cardProposals.runId, cardProposals.status);
}

export async function insertProposal(db: Database, row: typeof cardProposals.$inferInsert): Promise<ProposalRow> {
  const [inserted] = await db.insert(cardProposals).values(row).returning();
  if (!inserted) throw new Error('proposal insert returned nothing');
  return inserted;
}

export async function nextProposalPosition(db: Database, runId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${cardProposals.position})` })
    .from(cardProposals)
    .where(eq(cardProposals.runId, runId));
  return (row?.last ?? -1) + 1;
}

/** The proposal with its run, the run owned by `userId` and not expired. */
export async function findOwnedProposal(db: Database, userId: string, id: string, at: Date) {
  const [row] = await db
    .select({ proposal: cardProposals, run: cardBuilderRuns })
    .from(cardProposals)
    .innerJoin(cardBuilderRuns, eq(cardBuilderRuns.id, cardProposals.runId))
    .where(and(eq(cardProposals.id, id), eq(cardBuilderRuns.userId, userId), gt(cardBuilderRuns.expiresAt, at)))
    .limit(1);
  return row;
}

export async function updateProposal(db: Database, id: string, changes: Partial<Omit<ProposalRow, 'id' | 'runId'>>): Promise<ProposalRow> {
  const [row] = await db.update(cardProposals).set(changes).where(eq(cardProposals.id, id)).returning();
  if (!row) throw new Error(`proposal ${id} vanished`);
  return row;
}

/** Proposals of a run still unresolved from a passage on: a resumed passage is asked again, so they go. */
export async function deletePendingFrom(db: Database, runId: string, passageIndex: number): Promise<void> {
  await db
    .delete(cardProposals)
    .where(and(eq(cardProposals.runId, runId), eq(cardProposals.status, 'PENDING'), sql`${cardProposals.passageIndex} >= ${passageIndex}`));
}

export async function usageOn(db: Database, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ characters: cardBuilderUsage.characters })
    .from(cardBuilderUsage)
    .where(and(eq(cardBuilderUsage.userId, userId), eq(cardBuilderUsage.day, day)))
    .limit(1);
  return row?.characters ?? 0;
}

/**
 * Adds `characters` to the day's usage if the total stays within `limit`, in one statement (two requests at once
 * cannot both pass); answers the new total, or null when it would go over.
 */
export async function chargeUsage(db: Database, userId: string, day: string, characters: number, limit: number): Promise<number | null> {
  const rows = await db
    .insert(cardBuilderUsage)
    .values({ userId, day, characters })
    .onConflictDoUpdate({
      target: [cardBuilderUsage.userId, cardBuilderUsage.day],
      set: { characters: sql`${cardBuilderUsage.characters} + ${characters}` },
      setWhere: sql`${cardBuilderUsage.characters} + ${characters} <= ${limit}`,
    })
    .returning({ characters: cardBuilderUsage.characters });
  const total = rows[0]?.characters;
  if (total === undefined || total > limit) return null;
  return total;
}
