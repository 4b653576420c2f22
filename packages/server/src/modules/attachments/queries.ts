import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { attachments } from '../../db/tables';

export type AttachmentRow = typeof attachments.$inferSelect;

/** Registers a pending upload; undefined when the id is already taken. */
export async function insertPendingAttachment(db: Database, row: typeof attachments.$inferInsert): Promise<AttachmentRow | undefined> {
  const [inserted] = await db.insert(attachments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findAttachment(db: Database, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}

/** Only the caller's: another user's attachment is indistinguishable from a missing one. */
export async function findOwnedAttachments(db: Database, userId: string, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.id, [...ids])));
}

export async function markUploaded(db: Database, id: string, sizeBytes: number, at: Date): Promise<void> {
  await db.update(attachments).set({ status: 'UPLOADED', sizeBytes, uploadedAt: at }).where(eq(attachments.id, id));
}

export async function linkAttachment(
  db: Database,
  userId: string,
  id: string,
  link: { memoId: string | null; position: number; blurHash?: string | null },
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .update(attachments)
    .set({ memoId: link.memoId, position: link.position, ...(link.blurHash !== undefined ? { blurHash: link.blurHash } : {}) })
    .where(and(eq(attachments.id, id), eq(attachments.userId, userId)))
    .returning();
  return row;
}

/** Uploaded attachments of these memos, in the order they were attached. */
export async function attachmentsOfMemos(db: Database, memoIds: readonly string[]): Promise<AttachmentRow[]> {
  if (memoIds.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.memoId, [...memoIds]), eq(attachments.status, 'UPLOADED')))
    .orderBy(asc(attachments.position), asc(attachments.createdAt));
}

export async function countAttachmentsOfMemo(db: Database, memoId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(attachments)
    .where(and(eq(attachments.memoId, memoId), eq(attachments.status, 'UPLOADED')));
  return row?.total ?? 0;
}

export async function deleteOwnedAttachment(db: Database, userId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.userId, userId)))
    .returning();
  return row;
}

/** Attachments free to be put on a new memo: the caller's, uploaded, not on another memo. */
export async function findAttachable(db: Database, userId: string, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.userId, userId),
        inArray(attachments.id, [...ids]),
        eq(attachments.status, 'UPLOADED'),
        isNull(attachments.memoId),
      ),
    );
}
