import { eq } from 'drizzle-orm';
import type { PublishStatus, PublishTask } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { jars } from '../../db/schema/jars';
import { documentGrams, normaliseSearchText, searchTextOf } from '../../domain/search-grams';
import { badField, conflict, notFound } from '../../http/errors';
import { findTask, pageTasks, publishedTaskOf, updateTask, upsertPublished, type PublishTaskRow } from './queries';

// Publish tasks reaching a decision, and a jar's entry in the marketplace. The store service uses this (AUTO_APPROVE,
// 更新 of a published jar); so do the admin CLI, the demo seed and test routes, which are not modules.

const MODERATION_MESSAGES = {
  taskNotFound: '没有这个发布申请',
  notInReview: '只有审核中的发布申请可以审核',
  reasonRequired: '驳回时请写明原因',
  superseded: '已由更新的发布记录取代',
} as const;

/** A task as the API and the moderator see it. */
type TaskWithNames = { task: PublishTaskRow; jarName: string; categoryName: string };

export function toTask({ task, jarName, categoryName }: TaskWithNames): PublishTask {
  return {
    id: task.id,
    jarId: task.jarId,
    jarName,
    type: task.type,
    category: task.categoryId,
    categoryName,
    tags: task.tags,
    status: task.status,
    reason: task.reason,
    createdAt: task.createdAt.toISOString(),
  };
}

/**
 * Moderation (the admin CLI, and AUTO_APPROVE): a task in review becomes PUBLISHED and its jar enters the
 * marketplace under the jar's current name, or REJECTED with a reason. Inside the caller's transaction.
 */
export async function approveTask(tx: Database, taskId: string): Promise<PublishTaskRow> {
  const task = await findTask(tx, taskId, true);
  if (!task) throw notFound(MODERATION_MESSAGES.taskNotFound);
  if (task.status !== 'PUBLISHING') throw conflict(MODERATION_MESSAGES.notInReview);
  if (!(await listInMarketplace(tx, task))) throw notFound(MODERATION_MESSAGES.taskNotFound);
  // A jar has one 已发布 record (a unique index holds it): the one this approval replaces is retired.
  const previous = await publishedTaskOf(tx, task.jarId);
  if (previous) await updateTask(tx, previous.id, { status: 'CANCELLED', reason: MODERATION_MESSAGES.superseded, updatedAt: now() });
  return updateTask(tx, task.id, { status: 'PUBLISHED', reason: null, updatedAt: now() });
}

/** Puts the task's jar in the marketplace (or refreshes its entry) under the jar's current name; false: no such jar. */
export async function listInMarketplace(tx: Database, task: PublishTaskRow): Promise<boolean> {
  const [jar] = await tx.select({ name: jars.name, description: jars.description }).from(jars).where(eq(jars.id, task.jarId)).limit(1);
  if (!jar) return false;
  const searchText = searchTextOf(jar.name, task.tags, jar.description);
  await upsertPublished(tx, {
    jarId: task.jarId,
    userId: task.userId,
    name: jar.name,
    nameKey: normaliseSearchText(jar.name),
    type: task.type,
    price: 0,
    categoryId: task.categoryId,
    tags: task.tags,
    searchText,
    grams: documentGrams(searchText),
    publishedAt: now(),
  });
  return true;
}

export async function rejectTask(tx: Database, taskId: string, reason: string): Promise<PublishTaskRow> {
  if (!reason.trim()) throw badField('reason', MODERATION_MESSAGES.reasonRequired);
  const task = await findTask(tx, taskId, true);
  if (!task) throw notFound(MODERATION_MESSAGES.taskNotFound);
  if (task.status !== 'PUBLISHING') throw conflict(MODERATION_MESSAGES.notInReview);
  return updateTask(tx, task.id, { status: 'REJECTED', reason: reason.trim(), updatedAt: now() });
}

export async function listTasksForModeration(db: Database, status?: PublishStatus) {
  return (await pageTasks(db, status ? { status } : {}, 1, 1000)).rows.map(toTask);
}

