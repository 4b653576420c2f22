import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  normaliseTags,
  NOT_FOUND_MESSAGES,
  PUBLISH_MAX_TAGS,
  PUBLISH_MESSAGES,
  type Page,
  type PublicJar,
  type PublishStatus,
  type PublishTask,
  type PublishTaskBody,
  type StoreJarsQuery,
} from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { jars } from '../../db/schema/jars';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import type { AccountService } from '../account/service';
import type { MarketplaceService } from '../marketplace/service';
import { approveTask, listInMarketplace, toTask } from './moderation';
import {
  findTask,
  insertTask,
  itemCount,
  jarInReview,
  pageStoreJars,
  pageTasks,
  publishedTaskOf,
  taskWithNames,
  updateTask,
  type PublishTaskRow,
} from './queries';

export interface StoreService {
  /** A new task (updated: false), or the jar's one 已发布 record updated in place (updated: true). */
  publish(userId: string, body: PublishTaskBody): Promise<{ task: PublishTask; updated: boolean }>;
  tasks(userId: string, page: number, size: number, filter?: { status?: PublishStatus; jarId?: string }): Promise<Page<PublishTask>>;
  cancel(userId: string, taskId: string): Promise<PublishTask>;
  republish(userId: string, taskId: string): Promise<PublishTask>;
  jars(userId: string, query: StoreJarsQuery): Promise<Page<PublicJar>>;
}

async function describeTask(db: Database, id: string): Promise<PublishTask> {
  const row = await taskWithNames(db, id);
  if (!row) throw notFound(PUBLISH_MESSAGES.taskNotFound);
  return toTask(row);
}

export function createStoreService(
  db: Database,
  deps: { account: AccountService; marketplace: MarketplaceService; autoApprove: boolean },
): StoreService {
  /** Only a member who created the jar may publish it (a buyer's copy never). */
  async function requirePublisher(tx: Database, userId: string, jarId: string): Promise<void> {
    await deps.account.requirePremium(userId, PUBLISH_MESSAGES.premiumRequired);
    const [jar] = await tx.select({ userId: jars.userId, role: jars.role }).from(jars).where(eq(jars.id, jarId)).limit(1);
    if (!jar) throw notFound(NOT_FOUND_MESSAGES.jar);
    if (jar.userId !== userId || jar.role !== 'CREATOR') throw new AppError('FORBIDDEN', PUBLISH_MESSAGES.notCreator);
  }

  /** AUTO_APPROVE lets in a jar with at least one item; anything else waits for a moderator. */
  async function maybeApprove(tx: Database, task: PublishTaskRow): Promise<void> {
    if (deps.autoApprove && (await itemCount(tx, task.jarId)) > 0) await approveTask(tx, task.id);
  }

  async function ownTask(tx: Database, userId: string, taskId: string): Promise<PublishTaskRow> {
    const task = await findTask(tx, taskId, true);
    if (!task || task.userId !== userId) throw notFound(PUBLISH_MESSAGES.taskNotFound);
    return task;
  }

  return {
    async publish(userId, body) {
      if (body.type !== 'FREE') throw badField('type', PUBLISH_MESSAGES.paidClosed);
      const tags = normaliseTags(body.tags, PUBLISH_MAX_TAGS + 1);
      if (tags.length > PUBLISH_MAX_TAGS) throw badField('tags', PUBLISH_MESSAGES.tooManyTags);
      if (!(await deps.marketplace.hasCategory(body.category))) throw badField('category', PUBLISH_MESSAGES.unknownCategory);
      await requirePublisher(db, userId, body.jarId);
      const outcome = await db.transaction(async (tx) => {
        // Lock the jar so two submissions of one jar cannot both be in review.
        await tx.select({ id: jars.id }).from(jars).where(eq(jars.id, body.jarId)).for('update');
        if (await jarInReview(tx, body.jarId)) throw conflict(PUBLISH_MESSAGES.inReview);
        const at = now();
        const published = await publishedTaskOf(tx, body.jarId);
        if (published) {
          // 更新: a published jar keeps its ONE 已发布 record; its type, category and tags change there and in the
          // marketplace at once, without a new review — its name, description and items are already public and
          // reach subscribers unreviewed too (ARCHITECTURE §4 Publishing).
          const task = await updateTask(tx, published.id, { type: 'FREE', categoryId: body.category, tags, updatedAt: at });
          await listInMarketplace(tx, task);
          return { id: task.id, updated: true };
        }
        const task = await insertTask(tx, {
          id: randomUUID(),
          userId,
          jarId: body.jarId,
          type: 'FREE',
          categoryId: body.category,
          tags,
          status: 'PUBLISHING',
          reason: null,
          createdAt: at,
          updatedAt: at,
        });
        await maybeApprove(tx, task);
        return { id: task.id, updated: false };
      });
      return { task: await describeTask(db, outcome.id), updated: outcome.updated };
    },

    async tasks(userId, page, size, filter = {}) {
      const { rows, total } = await pageTasks(db, { userId, ...filter }, page, size);
      return { entries: rows.map(toTask), total, page, size };
    },

    async cancel(userId, taskId) {
      await db.transaction(async (tx) => {
        const task = await ownTask(tx, userId, taskId);
        if (task.status !== 'PUBLISHING') throw conflict(PUBLISH_MESSAGES.notCancellable);
        await updateTask(tx, task.id, { status: 'CANCELLED', updatedAt: now() });
      });
      return describeTask(db, taskId);
    },

    async republish(userId, taskId) {
      const existing = await findTask(db, taskId);
      if (!existing || existing.userId !== userId) throw notFound(PUBLISH_MESSAGES.taskNotFound);
      await requirePublisher(db, userId, existing.jarId);
      await db.transaction(async (tx) => {
        await tx.select({ id: jars.id }).from(jars).where(eq(jars.id, existing.jarId)).for('update');
        const task = await ownTask(tx, userId, taskId);
        if (task.status !== 'REJECTED' && task.status !== 'CANCELLED') throw conflict(PUBLISH_MESSAGES.notRepublishable);
        if (await jarInReview(tx, task.jarId, task.id)) throw conflict(PUBLISH_MESSAGES.inReview);
        if (await publishedTaskOf(tx, task.jarId)) throw conflict(PUBLISH_MESSAGES.alreadyPublished);
        const resubmitted = await updateTask(tx, task.id, { status: 'PUBLISHING', reason: null, updatedAt: now() });
        await maybeApprove(tx, resubmitted);
      });
      return describeTask(db, taskId);
    },

    async jars(userId, query) {
      const { rows, total } = await pageStoreJars(db, userId, query.type, query.page, query.size);
      return { entries: await deps.marketplace.toPublicJars(rows, userId), total, page: query.page, size: query.size };
    },
  };
}
