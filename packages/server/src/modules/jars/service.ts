import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  CreateJarBody,
  EditJarBody,
  Jar,
  JarItem,
  JarItemBody,
  JarPageQuery,
  JarProgress,
  JarReloadResult,
  JarSettingsBody,
  JarSyncResult,
  Page,
} from '@memory/contracts';
import { extensionFor, JAR_MESSAGES, normaliseFront, syncMessage } from '@memory/contracts';
import { addDays } from '../../calendar';
import { now, today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { reviewUnits } from '../../db/schema/reviews';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import type { AccountService } from '../account/service';
import type { AttachmentsService, StoredFile } from '../attachments/service';
import type { CurvesService } from '../curves/service';
import type { MarketplaceService } from '../marketplace/service';
import type { SettingsService } from '../settings/service';
import {
  deleteItemRow,
  deleteJarRow,
  findItem,
  findOwnedJar,
  hasPendingUnits,
  insertBuyerJar,
  insertItems,
  insertJar,
  itemIdsOfJar,
  JAR_DEFAULTS,
  jarIdTaken,
  nextPosition,
  exportableItems,
  importedItemsOf,
  jarHoldingSources,
  markEnteredWithHistory,
  ownedMemos,
  pageItems,
  pageJars,
  progressCounts,
  updateItem,
  updateJar,
  type JarCardRow,
  type JarItemRow,
  type JarRow,
  type NewJarItem,
} from './queries';
import { createJarScheduler, type JarTimeline } from './scheduler';
import type { ItemHistory } from '../timeline/service';

export type { JarRow, NewJarItem };

/** A point as an import writes it; `files` are stored already (attachments' storeImportedFile), in order. */
export interface ImportedPoint {
  sourceId: string;
  sourceHash: string;
  front: string | null;
  content: string;
  tags: string[];
  /** null: an update that keeps the point's files. */
  files: StoredFile[] | null;
  /** false: the point is as the source says already (未变); it comes only for its history. */
  changed: boolean;
  /**
   * Its review history elsewhere (Anki's revlog), when the learner asked for it: a point not yet introduced enters
   * the schedule with it at once (the timeline's enterItemsWithHistory); one already met here keeps its own.
   */
  history: ItemHistory['reviews'];
}

/**
 * A point as an export of it reads back: its text and tags, and its files by the names the export gives them
 * (`<attachment id>.<ext>`). The imports module compares a card read from our own export with it.
 */
export interface PointAsExported {
  front: string | null;
  content: string;
  tags: string[];
  media: string[];
}

/** What a chunk of imported points did: added, updated, and how many entered with a history of how many reviews. */
export interface ImportedPointsWritten {
  added: number;
  updated: number;
  withHistory: number;
  reviews: number;
}

/** A point an import found for a source note: by the note's source id, or (our own export) by the point's id. */
export interface MatchedPoint {
  id: string;
  sourceHash: string | null;
  /** Matched by the point's own id: what it holds now (what an import of our export is compared with). */
  current: PointAsExported | null;
}

/** A jar's points as an export writes them: not cancelled, in jar order, with their files (not read yet). */
export interface JarExport {
  jar: { id: string; name: string; role: 'CREATOR' | 'BUYER' };
  points: Array<{
    id: string;
    front: string | null;
    content: string;
    tags: string[];
    createdAt: Date;
    files: Array<{ id: string; name: string; contentType: string }>;
  }>;
}

export interface JarsService {
  create(userId: string, body: CreateJarBody): Promise<Jar>;
  get(userId: string, id: string): Promise<Jar>;
  edit(userId: string, id: string, body: EditJarBody): Promise<Jar>;
  page(userId: string, query: JarPageQuery): Promise<Page<Jar>>;
  remove(userId: string, id: string): Promise<void>;
  itemPage(userId: string, jarId: string, page: number, size: number): Promise<Page<JarItem>>;
  getItem(userId: string, jarId: string, itemId: string): Promise<JarItem>;
  /** `front` blank or absent: no 正面. */
  addItem(userId: string, jarId: string, body: JarItemBody): Promise<JarItem>;
  /** `front` absent keeps the 正面; blank or null clears it. */
  editItem(userId: string, jarId: string, itemId: string, body: JarItemBody): Promise<JarItem>;
  cancelItem(userId: string, jarId: string, itemId: string): Promise<JarItem>;
  removeItem(userId: string, jarId: string, itemId: string): Promise<void>;
  importFromMemos(userId: string, jarId: string, memoIds: readonly string[]): Promise<JarItem[]>;

  // The imports module's writes (a deck from a file). Points are matched by their source note id, so importing the
  // same deck again updates in place (the id and the schedule stay: ARCHITECTURE §4) and adds nothing twice.
  /** A jar the caller created and may import into (a buyer's copy is read-only): 404 / 403 otherwise. */
  importTarget(userId: string, jarId: string): Promise<Jar>;
  /** The caller's own jar an earlier import of these source notes filled (the one holding most of them). */
  jarHoldingSources(userId: string, sourceIds: readonly string[]): Promise<{ id: string; name: string } | null>;
  /**
   * Of these source notes, the ones already in the jar: source id → the point, matched by the source id an earlier
   * import recorded, else by the point's own id (a note of our own export of this jar).
   */
  importedPoints(userId: string, jarId: string, sourceIds: readonly string[]): Promise<Map<string, MatchedPoint>>;
  /**
   * Writes one chunk: new points appended with their files, known ones updated (files replaced when given), and
   * points not yet introduced that bring a history scheduled from it (a jar not started is then started: it runs).
   */
  writeImportedPoints(userId: string, jarId: string, points: readonly ImportedPoint[]): Promise<ImportedPointsWritten>;
  /** The texts of a jar's points (not cancelled) the caller created, for comparing new cards with (AI 制卡's 重复). */
  pointTexts(userId: string, jarId: string): Promise<Array<{ id: string; front: string | null; content: string }>>;
  /** Appends these cards as points of the caller's own jar, in order, all or none; answers their ids. */
  addPoints(userId: string, jarId: string, cards: ReadonlyArray<{ front: string | null; content: string }>): Promise<string[]>;
  /** The caller's jar (created or subscribed) for 导出; another user's → 404. */
  exportDeck(userId: string, jarId: string): Promise<JarExport>;
  updateSettings(userId: string, jarId: string, body: JarSettingsBody): Promise<Jar>;
  progress(userId: string, jarId: string): Promise<JarProgress>;
  start(userId: string, jarId: string): Promise<JarProgress>;
  pause(userId: string, jarId: string): Promise<JarProgress>;
  reload(userId: string, jarId: string): Promise<JarReloadResult>;
  /** For the feed: introduces the due batches of the user's running jars; answers how many. */
  introduceDueBatches(userId: string, today: string): Promise<number>;

  // The subscriptions module's writes in a buyer's jar (订阅, 同步), inside its transaction with the jar locked.
  /** A subscriber's copy of a published jar: BUYER, NOT_STARTED, our default batch settings, on `curveId`. */
  insertBuyerJar(tx: Database, jar: { id: string; userId: string; name: string; description: string; curveId: string; at: Date }): Promise<JarRow>;
  /** The position after the jar's last item. */
  nextPosition(tx: Database, jarId: string): Promise<number>;
  /** Appends items as given (ids and positions are the caller's); answers the rows. */
  insertItems(tx: Database, rows: NewJarItem[]): Promise<JarItemRow[]>;
  /** Deletes an item with its schedule, and its batch's post when no other item of the batch is left to show it. */
  deleteItem(tx: Database, jar: JarRow, itemId: string, batchNo: number | null): Promise<void>;
  /** The next batch's day after items came or went (see jars/scheduler.ts). */
  rescheduleNextBatch(tx: Database, jar: JarRow, today: string, options?: { notBefore?: string; keepDay?: boolean }): Promise<JarRow>;
}

/**
 * What the subscriptions module (marketplace) does inside this module: 同步 a buyer's jar, and say which of a
 * buyer's items the creator removed after they were reviewed. Without it a buyer's jar has nothing to sync.
 */
interface BuyerJarHooks {
  sync(tx: Database, jar: JarRow): Promise<JarSyncResult>;
  removedByCreator(itemIds: readonly string[]): Promise<Set<string>>;
}

/** A page of jars none of which has a cover: nothing to sign. */
const NO_COVERS: ReadonlyMap<string, string> = new Map();

export function createJarsService(
  db: Database,
  deps: {
    account: AccountService;
    curves: CurvesService;
    settings: SettingsService;
    attachments: AttachmentsService;
    marketplace: Pick<MarketplaceService, 'refreshDescription'>;
    timeline: JarTimeline;
    buyerJars?: BuyerJarHooks;
  },
): JarsService {
  const { introduceDueBatches, startRound, pauseSchedule, resumeSchedule, changeCurve, rescheduleNextBatch, unscheduleUnits, unscheduleItem } =
    createJarScheduler(deps.timeline);

  async function load(userId: string, id: string, lock = false, tx: Database = db): Promise<JarRow> {
    const row = await findOwnedJar(tx, userId, id, lock);
    if (!row) throw notFound(JAR_MESSAGES.notFound);
    return row;
  }

  async function loadItem(jar: JarRow, itemId: string, tx: Database = db): Promise<JarItemRow> {
    const item = await findItem(tx, jar.id, itemId);
    if (!item) throw notFound(JAR_MESSAGES.itemNotFound);
    return item;
  }

  /** The creator's items are read-only in a buyer's copy (ARCHITECTURE §4 Subscriptions). */
  function requireCreator(jar: JarRow): void {
    if (jar.role === 'BUYER') throw new AppError('FORBIDDEN', JAR_MESSAGES.buyerReadOnly);
  }

  /** A write on a locked jar, all or nothing. */
  function withJar<T>(userId: string, jarId: string, work: (tx: Database, jar: JarRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => work(tx, await load(userId, jarId, true, tx)));
  }

  /** The jars with their covers' signed URLs; rows without a cover are answered at once (no query, no promise). */
  function toJars(rows: readonly JarCardRow[]): Jar[] | Promise<Jar[]> {
    const coverIds = rows.flatMap((row) => (row.coverAttachmentId ? [row.coverAttachmentId] : []));
    if (coverIds.length === 0) return rows.map((row) => toJarCard(row, NO_COVERS));
    return deps.attachments.readUrls(coverIds).then((covers) => rows.map((row) => toJarCard(row, covers)));
  }

  function toJarCard(row: JarCardRow, covers: ReadonlyMap<string, string>): Jar {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      cover: row.coverAttachmentId ? (covers.get(row.coverAttachmentId) ?? null) : null,
      coverBlurHash: row.coverBlurHash,
      role: row.role,
      settings: { batchSize: row.batchSize, batchMode: row.batchMode, curveId: row.curveId },
    };
  }

  async function toJar(row: JarRow): Promise<Jar> {
    const [jar] = await toJars([row]);
    if (!jar) throw new Error('unreachable');
    return jar;
  }

  async function toItems(rows: JarItemRow[]): Promise<JarItem[]> {
    const ids = rows.map((row) => row.id);
    const [files, removed] = await Promise.all([deps.attachments.ofJarItems(ids), deps.buyerJars?.removedByCreator(ids)]);
    return rows.map((row) => ({
      id: row.id,
      front: row.front,
      content: row.content,
      attachments: files.get(row.id) ?? [],
      status: row.status,
      introduced: row.batchNo !== null,
      ...(removed?.has(row.id) ? { removedByCreator: true } : {}),
    }));
  }

  async function toItem(row: JarItemRow): Promise<JarItem> {
    const [item] = await toItems([row]);
    if (!item) throw new Error('unreachable');
    return item;
  }

  /** FINISHED is derived: running, nothing waiting, nothing scheduled (ARCHITECTURE §4). */
  async function progressOf(jar: JarRow, tx: Database = db): Promise<JarProgress> {
    if (jar.status === 'NOT_STARTED') return { status: 'NOT_STARTED', percent: 0, current: null };
    const counts = await progressCounts(tx, jar.id);
    const percent = counts.active === 0 ? 100 : Math.floor((counts.introduced * 100) / counts.active);
    if (jar.status === 'PAUSED') return { status: 'PAUSED', percent, current: counts.current };
    const finished = counts.introduced >= counts.active && !(await hasPendingUnits(tx, jar.id));
    return { status: finished ? 'FINISHED' : 'IN_PROGRESS', percent, current: counts.current };
  }

  /** New items wait for the next batch; a finished (or caught-up) jar takes them from the next day (ARCHITECTURE §4). */
  async function afterItemsAdded(tx: Database, jar: JarRow): Promise<void> {
    if (jar.status === 'NOT_STARTED') return;
    const today = todayInChina();
    await rescheduleNextBatch(tx, jar, today, { notBefore: jar.nextBatchDay ?? addDays(today, 1) });
  }

  async function deleteItem(tx: Database, jar: JarRow, itemId: string, batchNo: number | null): Promise<void> {
    await unscheduleItem(tx, jar, itemId, batchNo);
    await deleteItemRow(tx, itemId);
  }

  async function checkCurve(userId: string, curveId: string): Promise<void> {
    if (!(await deps.curves.isUsable(userId, curveId))) throw badField('curveId', JAR_MESSAGES.unknownCurve);
  }

  return {
    async create(userId, body) {
      await deps.account.requirePremium(userId, JAR_MESSAGES.premiumRequired);
      const id = body.id ?? randomUUID();
      if (body.id !== undefined && (await jarIdTaken(db, body.id))) throw conflict(JAR_MESSAGES.idTaken, { id: JAR_MESSAGES.idTaken });
      if (body.coverAttachmentId) await deps.attachments.checkCover(userId, body.coverAttachmentId);
      const at = now();
      const row = await insertJar(db, {
        id,
        userId,
        role: 'CREATOR',
        name: body.name.trim(),
        description: (body.description ?? '').trim(),
        coverAttachmentId: body.coverAttachmentId ?? null,
        coverBlurHash: body.coverAttachmentId ? (body.coverBlurHash ?? null) : null,
        batchSize: JAR_DEFAULTS.batchSize,
        batchMode: JAR_DEFAULTS.batchMode,
        curveId: await deps.settings.defaultCurveId(userId),
        status: 'NOT_STARTED',
        createdAt: at,
        updatedAt: at,
      });
      return toJar(row);
    },

    async get(userId, id) {
      return toJar(await load(userId, id));
    },

    async edit(userId, id, body) {
      const jar = await load(userId, id);
      const cover = body.coverAttachmentId === undefined ? jar.coverAttachmentId : body.coverAttachmentId;
      if (cover && cover !== jar.coverAttachmentId) await deps.attachments.checkCover(userId, cover, jar.id);
      const updated = await updateJar(db, jar.id, {
        name: body.name.trim(),
        description: body.description === undefined ? jar.description : body.description.trim(),
        coverAttachmentId: cover,
        coverBlurHash: !cover ? null : body.coverBlurHash !== undefined ? body.coverBlurHash : jar.coverBlurHash,
        updatedAt: now(),
      });
      if (updated.description !== jar.description) await deps.marketplace.refreshDescription(jar.id, updated.description);
      // A replaced or removed cover's file is of no use any more.
      if (jar.coverAttachmentId && jar.coverAttachmentId !== cover) await deps.attachments.removeFiles([jar.coverAttachmentId]);
      return toJar(updated);
    },

    async page(userId, query) {
      const { entries, total } = await pageJars(db, userId, query.role, query.page, query.size);
      const jars = toJars(entries);
      return { entries: Array.isArray(jars) ? jars : await jars, total, page: query.page, size: query.size };
    },

    async remove(userId, id) {
      const files = await db.transaction(async (tx) => {
        const jar = await load(userId, id, true, tx);
        const fileIds = await deps.attachments.idsOfJarItems(await itemIdsOfJar(tx, jar.id), tx);
        // Its schedule and posts go with it (the forecast first; the rows cascade).
        await unscheduleUnits(tx, userId, eq(reviewUnits.jarId, jar.id));
        await deleteJarRow(tx, jar.id);
        return jar.coverAttachmentId ? [...fileIds, jar.coverAttachmentId] : fileIds;
      });
      await deps.attachments.removeFiles(files);
    },

    async itemPage(userId, jarId, page, size) {
      const jar = await load(userId, jarId);
      const { entries, total } = await pageItems(db, jar.id, page, size);
      return { entries: await toItems(entries), total, page, size };
    },

    async getItem(userId, jarId, itemId) {
      return toItem(await loadItem(await load(userId, jarId), itemId));
    },

    async addItem(userId, jarId, { content, front }) {
      const row = await withJar(userId, jarId, async (tx, jar) => {
        requireCreator(jar);
        const at = now();
        const [item] = await insertItems(tx, [
          { id: randomUUID(), jarId: jar.id, userId, position: await nextPosition(tx, jar.id), content, front: normaliseFront(front), status: 'ACTIVE', createdAt: at, updatedAt: at },
        ]);
        await afterItemsAdded(tx, jar);
        return item;
      });
      if (!row) throw new Error('item insert returned nothing');
      return toItem(row);
    },

    async editItem(userId, jarId, itemId, { content, front }) {
      const jar = await load(userId, jarId);
      const item = await loadItem(jar, itemId);
      // A buyer may edit their copy's text: 同步 keeps a buyer's own edit (ARCHITECTURE §4 Subscriptions).
      if (item.status === 'CANCELLED') throw conflict(JAR_MESSAGES.itemCancelled);
      // Content (and 正面) only: the schedule never changes with an edit (ARCHITECTURE §4).
      const updated = await updateItem(db, item.id, { content, ...(front === undefined ? {} : { front: normaliseFront(front) }), updatedAt: now() });
      if (!updated) throw notFound(JAR_MESSAGES.itemNotFound);
      return toItem(updated);
    },

    async cancelItem(userId, jarId, itemId) {
      const row = await withJar(userId, jarId, async (tx, jar) => {
        const item = await loadItem(jar, itemId, tx);
        if (item.status === 'CANCELLED') return item;
        const cancelled = await updateItem(tx, item.id, { status: 'CANCELLED', updatedAt: now() });
        await unscheduleItem(tx, jar, item.id, item.batchNo);
        await rescheduleNextBatch(tx, jar, todayInChina(), { keepDay: true });
        return cancelled ?? item;
      });
      return toItem(row);
    },

    async removeItem(userId, jarId, itemId) {
      const files = await withJar(userId, jarId, async (tx, jar) => {
        requireCreator(jar);
        const item = await loadItem(jar, itemId, tx);
        const fileIds = await deps.attachments.idsOfJarItems([item.id], tx);
        await deleteItem(tx, jar, item.id, item.batchNo);
        await rescheduleNextBatch(tx, jar, todayInChina(), { keepDay: true });
        return fileIds;
      });
      await deps.attachments.removeFiles(files);
    },

    async importFromMemos(userId, jarId, memoIds) {
      const jar = await load(userId, jarId);
      requireCreator(jar);
      const found = new Map((await ownedMemos(db, userId, memoIds)).map((memo) => [memo.id, memo]));
      if (memoIds.some((id) => !found.has(id))) throw notFound(JAR_MESSAGES.memoNotFound);
      // The files are copied first (outside the transaction); if the items cannot be written, the copies go.
      const copies = await deps.attachments.copyFilesOfMemos(memoIds);
      try {
        const rows = await withJar(userId, jarId, async (tx, locked) => {
          const at = now();
          const first = await nextPosition(tx, locked.id);
          const items = await insertItems(
            tx,
            memoIds.map((memoId, index) => ({
              id: randomUUID(),
              jarId: locked.id,
              userId,
              position: first + index,
              content: found.get(memoId)?.content ?? '',
              status: 'ACTIVE' as const,
              createdAt: at,
              updatedAt: at,
            })),
          );
          const byPosition = [...items].sort((a, b) => a.position - b.position);
          for (const [index, memoId] of memoIds.entries()) {
            const item = byPosition[index];
            if (item) await deps.attachments.linkCopiesToItem(tx, item.id, copies.get(memoId) ?? []);
          }
          await afterItemsAdded(tx, locked);
          return byPosition;
        });
        return toItems(rows);
      } catch (error) {
        await deps.attachments.removeFiles([...copies.values()].flat().map((copy) => copy.id)).catch(() => undefined);
        throw error;
      }
    },

    async importTarget(userId, jarId) {
      const jar = await load(userId, jarId);
      requireCreator(jar);
      return toJar(jar);
    },

    async jarHoldingSources(userId, sourceIds) {
      return (await jarHoldingSources(db, userId, sourceIds)) ?? null;
    },

    async importedPoints(userId, jarId, sourceIds) {
      await load(userId, jarId);
      const matched = matchPoints(await importedItemsOf(db, jarId, sourceIds), sourceIds);
      const byId = [...matched.values()].filter((match) => match.byId).map((match) => match.row.id);
      const files = await deps.attachments.filesOfJarItems(byId);
      return new Map(
        [...matched].map(([sourceId, { row, byId: ownId }]) => [
          sourceId,
          {
            id: row.id,
            sourceHash: row.sourceHash,
            current: ownId ? { front: row.front, content: row.content, tags: row.tags, media: (files.get(row.id) ?? []).map(exportName) } : null,
          },
        ]),
      );
    },

    async pointTexts(userId, jarId) {
      const jar = await load(userId, jarId);
      requireCreator(jar);
      return (await exportableItems(db, jar.id)).map(({ id, front, content }) => ({ id, front, content }));
    },

    async addPoints(userId, jarId, cards) {
      return withJar(userId, jarId, async (tx, jar) => {
        requireCreator(jar);
        const at = now();
        const first = await nextPosition(tx, jar.id);
        const rows = cards.map((card, index) => ({
          id: randomUUID(),
          jarId: jar.id,
          userId,
          position: first + index,
          content: card.content,
          front: normaliseFront(card.front),
          status: 'ACTIVE' as const,
          createdAt: at,
          updatedAt: at,
        }));
        if (rows.length > 0) {
          await insertItems(tx, rows);
          await afterItemsAdded(tx, jar);
        }
        return rows.map((row) => row.id);
      });
    },

    async exportDeck(userId, jarId) {
      const jar = await load(userId, jarId);
      const rows = await exportableItems(db, jar.id);
      const files = await deps.attachments.filesOfJarItems(rows.map((row) => row.id));
      return {
        jar: { id: jar.id, name: jar.name, role: jar.role },
        points: rows.map((row) => ({
          ...row,
          files: (files.get(row.id) ?? []).map((file) => ({ id: file.id, name: exportName(file), contentType: file.contentType })),
        })),
      };
    },

    async writeImportedPoints(userId, jarId, points) {
      const replacedFiles: string[] = [];
      const counts = await withJar(userId, jarId, async (tx, jar) => {
        requireCreator(jar);
        const sourceIds = points.map((point) => point.sourceId);
        const known = new Map([...matchPoints(await importedItemsOf(tx, jar.id, sourceIds), sourceIds)].map(([sourceId, match]) => [sourceId, match.row]));
        const at = now();
        let position = await nextPosition(tx, jar.id);
        let added = 0;
        let updated = 0;
        const histories: ItemHistory[] = [];
        // New points go in with one statement per chunk, and files are linked once they exist: a statement per point
        // (20 000 for a large deck) was most of the garbage an import made, and V8 let it pile up in the old
        // generation (the import's peak RSS).
        const newItems: NewJarItem[] = [];
        const links: Array<{ itemId: string; files: NonNullable<ImportedPoint['files']> }> = [];
        for (const point of points) {
          const fields = { content: point.content, front: normaliseFront(point.front ?? undefined), tags: point.tags, sourceHash: point.sourceHash };
          const found = known.get(point.sourceId);
          let itemId = found?.id;
          if (itemId) {
            if (point.changed) {
              // An update keeps the point's id, status and schedule: only what the source says changes.
              await updateItem(tx, itemId, { ...fields, updatedAt: at });
              if (point.files) replacedFiles.push(...(await deps.attachments.idsOfJarItems([itemId], tx)));
              updated += 1;
            }
          } else {
            itemId = randomUUID();
            newItems.push({ id: itemId, jarId: jar.id, userId, position, sourceId: point.sourceId, status: 'ACTIVE', createdAt: at, updatedAt: at, ...fields });
            position += 1;
            added += 1;
          }
          if (point.files && point.changed && point.files.length > 0) links.push({ itemId, files: point.files });
          // Only a point still waiting takes a history: one introduced here (or by an earlier import) has its own.
          const waiting = !found || (found.status === 'ACTIVE' && found.batchNo === null);
          if (point.history.length > 0 && waiting) histories.push({ itemId, reviews: point.history });
        }
        await insertItems(tx, newItems);
        for (const link of links) await deps.attachments.linkImportedFiles(tx, userId, { jarItemId: link.itemId }, link.files);
        const today = todayInChina();
        const entered = await deps.timeline.enterItemsWithHistory(tx, { id: jar.id, userId, curveId: jar.curveId, paused: jar.status === 'PAUSED' }, histories, today);
        await markEnteredWithHistory(
          tx,
          [...entered].map(([id, item]) => ({ id, day: item.enteredDay })),
        );
        // Cards already learned elsewhere are scheduled now: a jar not started runs (开始 would start over and drop
        // their schedule), its other points coming in batches from tomorrow, as points added to a running jar do.
        const running = entered.size > 0 && jar.status === 'NOT_STARTED' ? await updateJar(tx, jar.id, { status: 'IN_PROGRESS', round: Math.max(1, jar.round), updatedAt: at }) : jar;
        if (added > 0 || running !== jar) await afterItemsAdded(tx, running);
        const reviews = [...entered.values()].reduce((sum, item) => sum + item.reviews, 0);
        return { added, updated, withHistory: entered.size, reviews };
      });
      if (replacedFiles.length > 0) await deps.attachments.removeFiles(replacedFiles);
      return counts;
    },

    async updateSettings(userId, jarId, body) {
      await load(userId, jarId);
      await checkCurve(userId, body.curveId);
      const row = await withJar(userId, jarId, async (tx, jar) => {
        if (body.curveId !== jar.curveId) await changeCurve(tx, jar, body.curveId);
        const updated = await updateJar(tx, jar.id, { ...body, updatedAt: now() });
        // batchSize and batchMode apply from the next batch; its day follows the new mode and curve.
        return jar.batchMode !== body.batchMode || jar.curveId !== body.curveId ? rescheduleNextBatch(tx, updated, todayInChina()) : updated;
      });
      return toJar(row);
    },

    async progress(userId, jarId) {
      return progressOf(await load(userId, jarId));
    },

    async start(userId, jarId) {
      return withJar(userId, jarId, async (tx, jar) => {
        const today = todayInChina();
        const current = await progressOf(jar, tx);
        if (current.status === 'IN_PROGRESS') throw conflict(JAR_MESSAGES.alreadyRunning);
        if (current.status === 'PAUSED') {
          const resumed = await resumeSchedule(tx, jar, today);
          return progressOf(resumed, tx);
        }
        // Not started, or finished: a (new) round from batch 1 today.
        const { active } = await progressCounts(tx, jar.id);
        if (active === 0) throw conflict(JAR_MESSAGES.emptyJar);
        return progressOf(await startRound(tx, jar, today), tx);
      });
    },

    async pause(userId, jarId) {
      return withJar(userId, jarId, async (tx, jar) => {
        if ((await progressOf(jar, tx)).status !== 'IN_PROGRESS') throw conflict(JAR_MESSAGES.notRunning);
        return progressOf(await pauseSchedule(tx, jar, todayInChina()), tx);
      });
    },

    async reload(userId, jarId) {
      const { jar, sync } = await withJar(userId, jarId, async (tx, locked) => {
        if (locked.role === 'CREATOR') throw conflict(JAR_MESSAGES.creatorReload);
        const done = deps.buyerJars ? await deps.buyerJars.sync(tx, locked) : { added: 0, updated: 0, removed: 0 };
        return { jar: await load(userId, jarId, false, tx), sync: { ...done, message: syncMessage(done) } };
      });
      return { ...(await toJar(jar)), sync };
    },

    introduceDueBatches(userId, today) {
      return introduceDueBatches(db, userId, today);
    },

    insertBuyerJar,
    nextPosition,
    insertItems,
    deleteItem,
    rescheduleNextBatch,
  };
}

/** The name an export gives a point's file (and an import of it reads back): `<attachment id>.<ext>`. */
function exportName(file: { id: string; contentType: string }): string {
  return `${file.id}.${extensionFor(file.contentType)}`;
}

/**
 * Source id → the point it names: the point an earlier import recorded that source id on wins; else the point
 * whose own id it is (our export writes point ids as GUIDs).
 */
function matchPoints<Row extends { id: string; sourceId: string | null }>(rows: readonly Row[], sourceIds: readonly string[]): Map<string, { row: Row; byId: boolean }> {
  const wanted = new Set(sourceIds);
  const matched = new Map<string, { row: Row; byId: boolean }>();
  for (const row of rows) if (row.sourceId !== null && wanted.has(row.sourceId)) matched.set(row.sourceId, { row, byId: false });
  for (const row of rows) if (wanted.has(row.id) && !matched.has(row.id)) matched.set(row.id, { row, byId: true });
  return matched;
}
