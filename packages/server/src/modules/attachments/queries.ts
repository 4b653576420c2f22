import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { attachments } from '../../db/schema/attachments';
import { jarItems, jars } from '../../db/schema/jars';
import { subscriptionItems } from '../../db/schema/marketplace';
import { memos } from '../../db/schema/memos';
import { users } from '../../db/schema/users';

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
  link: { memoId: string | null; jarItemId?: string | null; position: number; blurHash?: string | null },
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .update(attachments)
    .set({
      memoId: link.memoId,
      ...(link.jarItemId !== undefined ? { jarItemId: link.jarItemId } : {}),
      position: link.position,
      ...(link.blurHash !== undefined ? { blurHash: link.blurHash } : {}),
    })
    .where(and(eq(attachments.id, id), eq(attachments.userId, userId)))
    .returning();
  return row;
}

/** What an attachment can be on: a memo or a knowledge point. */
type AttachmentHolder = 'memo' | 'jarItem';
const holderColumn = { memo: attachments.memoId, jarItem: attachments.jarItemId } as const;

/** Uploaded attachments of these memos or jar items, in the order they were attached. */
export async function uploadedAttachmentsOf(db: Database, holder: AttachmentHolder, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(inArray(holderColumn[holder], [...ids]), eq(attachments.status, 'UPLOADED')))
    .orderBy(asc(attachments.position), asc(attachments.createdAt));
}

/**
 * The read rule for subscriptions: a subscriber's copy of a published item shows the creator's files, for as long
 * as the copy exists (it goes with the subscription). Answers each file with the subscriber's item id as holder.
 */
export async function subscribedAttachmentsOf(db: Database, buyerItemIds: readonly string[]): Promise<AttachmentRow[]> {
  if (buyerItemIds.length === 0) return [];
  const rows = await db
    .select({ file: attachments, buyerItemId: subscriptionItems.buyerItemId })
    .from(subscriptionItems)
    .innerJoin(attachments, eq(attachments.jarItemId, subscriptionItems.sourceItemId))
    .where(and(inArray(subscriptionItems.buyerItemId, [...buyerItemIds]), eq(attachments.status, 'UPLOADED')))
    .orderBy(asc(attachments.position), asc(attachments.createdAt));
  return rows.map(({ file, buyerItemId }) => ({ ...file, jarItemId: buyerItemId }));
}

export async function countUploadedAttachmentsOf(db: Database, holder: AttachmentHolder, id: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(attachments)
    .where(and(eq(holderColumn[holder], id), eq(attachments.status, 'UPLOADED')));
  return row?.total ?? 0;
}

export async function deleteOwnedAttachment(db: Database, userId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.userId, userId)))
    .returning();
  return row;
}

/** The caller's knowledge point with its jar's role; another user's is indistinguishable from a missing one. */
export async function findOwnedJarItem(db: Database, userId: string, itemId: string, jarId?: string) {
  const [row] = await db
    .select({ id: jarItems.id, jarId: jarItems.jarId, role: jars.role })
    .from(jarItems)
    .innerJoin(jars, eq(jars.id, jarItems.jarId))
    .where(and(eq(jarItems.id, itemId), eq(jarItems.userId, userId), jarId !== undefined ? eq(jarItems.jarId, jarId) : undefined))
    .limit(1);
  return row;
}

/** Whether a jar uses this attachment as its cover. */
export async function isJarCover(db: Database, attachmentId: string): Promise<boolean> {
  const [row] = await db.select({ id: jars.id }).from(jars).where(eq(jars.coverAttachmentId, attachmentId)).limit(1);
  return row !== undefined;
}

export async function insertUploadedAttachments(db: Database, rows: Array<typeof attachments.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(attachments).values(rows);
}

export async function deleteAttachments(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(attachments).where(inArray(attachments.id, [...ids]));
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
        isNull(attachments.jarItemId),
      ),
    );
}

/** What a person's files take: uploaded bytes, and the upload slots still open (asked since `openSince`). */
export async function storageUse(db: Database, userId: string, openSince: Date, exceptId?: string) {
  const [row] = await db
    .select({
      uploadedBytes: sql<number>`coalesce(sum(${attachments.sizeBytes}) FILTER (WHERE ${attachments.status} = 'UPLOADED'), 0)::bigint`,
      openImages: sql<number>`count(*) FILTER (WHERE ${attachments.status} = 'PENDING' AND ${attachments.type} = 'IMAGE' AND ${attachments.createdAt} > ${openSince})::integer`,
      openVideos: sql<number>`count(*) FILTER (WHERE ${attachments.status} = 'PENDING' AND ${attachments.type} = 'VIDEO' AND ${attachments.createdAt} > ${openSince})::integer`,
    })
    .from(attachments)
    .where(and(eq(attachments.userId, userId), exceptId ? ne(attachments.id, exceptId) : undefined));
  return { uploadedBytes: Number(row?.uploadedBytes ?? 0), openImages: Number(row?.openImages ?? 0), openVideos: Number(row?.openVideos ?? 0) };
}

/** Whether the file was asked for as someone's avatar (the one shown or the one on its way). */
export async function isAvatarFile(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.pendingAvatarAttachmentId, id), eq(users.avatarAttachmentId, id)))
    .limit(1);
  return row !== undefined;
}

/** Serialises one person's quota checks (a flood of parallel requests is counted one by one). */
export async function lockStorageOf(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`storage:${userId}`}, 0))`);
}

/**
 * The sweeper's pick, oldest first: uploads never attached (or detached) for `unattachedBefore`, and the files of
 * memos abandoned before `abandonedBefore`. Deleted in the same statement; the caller removes the files.
 */
export async function deleteSweepable(db: Database, unattachedBefore: Date, abandonedBefore: Date, limit: number): Promise<Array<{ id: string; sizeBytes: number | null }>> {
  const rows = await db.execute(sql`
    DELETE FROM ${attachments} a
    WHERE a.id IN (
      SELECT x.id FROM ${attachments} x LEFT JOIN ${memos} m ON m.id = x.memo_id
      -- Attached means: on a memo, on a jar item, a jar's cover, or someone's avatar: the pending one, and the one
      -- shown before it until the pending upload has finished (then the old file is what a replaced avatar leaves).
      WHERE (x.memo_id IS NULL AND x.jar_item_id IS NULL AND x.created_at < ${unattachedBefore}
             AND NOT EXISTS (SELECT 1 FROM ${jars} j WHERE j.cover_attachment_id = x.id)
             AND NOT EXISTS (
               SELECT 1 FROM ${users} u
               WHERE u.pending_avatar_attachment_id = x.id
                  OR (u.avatar_attachment_id = x.id
                      AND NOT EXISTS (SELECT 1 FROM ${attachments} p WHERE p.id = u.pending_avatar_attachment_id AND p.status = 'UPLOADED'))))
         OR (m.status = 'CANCELLED' AND m.updated_at < ${abandonedBefore})
      ORDER BY x.created_at
      LIMIT ${limit}
      FOR UPDATE OF x SKIP LOCKED
    )
    RETURNING a.id, a.size_bytes`);
  return ((rows as unknown as { rows: Array<{ id: string; size_bytes: string | number | null }> }).rows ?? []).map((row) => ({
    id: row.id,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  }));
}

/** Per person: uploaded files and bytes, open slots (admin storage). */
export async function storageByUser(db: Database, userId?: string) {
  return db
    .select({
      userId: attachments.userId,
      username: users.username,
      files: sql<number>`count(*) FILTER (WHERE ${attachments.status} = 'UPLOADED')::integer`,
      bytes: sql<number>`coalesce(sum(${attachments.sizeBytes}) FILTER (WHERE ${attachments.status} = 'UPLOADED'), 0)::bigint`,
      pending: sql<number>`count(*) FILTER (WHERE ${attachments.status} = 'PENDING')::integer`,
    })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.userId))
    .where(userId ? eq(attachments.userId, userId) : undefined)
    .groupBy(attachments.userId, users.username)
    .orderBy(sql`4 DESC`);
}
