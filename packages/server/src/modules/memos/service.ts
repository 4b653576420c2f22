import { randomUUID } from 'node:crypto';
import { normaliseTags, NOT_FOUND_MESSAGES, type CreateMemoBody, type Memo, type MemoListEntry, type MemoTag, type Page } from '@memory/contracts';
import { dayOf, now } from '../../clock';
import type { Database } from '../../db/database';
import { AppError, badField, notFound } from '../../http/errors';
import type { AttachmentsService, StoredFile } from '../attachments/service';
import type { CurvesService } from '../curves/service';
import type { SettingsService } from '../settings/service';
import type { ReviewSchedule } from '../timeline/service';
import {
  findOwnedMemo,
  findOwnedTag,
  importedSourceIds,
  insertMemoWithTags,
  pageActiveMemos,
  pageActiveMemosOfTag,
  pageTagsOfUser,
  tagsOfMemos,
  updateMemo,
  type MemoFields,
  type MemoRow,
} from './queries';

const MEMO_MESSAGES = {
  notFound: NOT_FOUND_MESSAGES.memo,
  cancelled: '该 MEMO 已放弃，无法编辑',
  unknownCurve: NOT_FOUND_MESSAGES.curve,
  tagNotFound: '标签不存在',
} as const;

export interface MemosService {
  create(userId: string, body: CreateMemoBody): Promise<Memo>;
  get(userId: string, id: string): Promise<Memo>;
  page(userId: string, page: number, size: number): Promise<Page<MemoListEntry>>;
  edit(userId: string, id: string, content: string): Promise<Memo>;
  /** Abandon: irreversible, and repeating it is harmless. */
  cancel(userId: string, id: string): Promise<Memo>;
  /** The user's tags containing `keyword` (case-insensitive), most used first. */
  tagPage(userId: string, keyword: string | undefined, page: number, size: number): Promise<Page<MemoTag>>;
  /** Active memos carrying one of the user's tags; another user's tag is a 404. */
  memosOfTag(userId: string, tagId: string, page: number, size: number): Promise<Page<MemoListEntry>>;
  /** Whether the memo is the user's, whatever its status (attachments checks a memo before putting a file on it). */
  owns(userId: string, memoId: string): Promise<boolean>;
  /** Of these source ids (an import), the ones already imported. */
  importedSourceIds(userId: string, sourceIds: readonly string[]): Promise<Set<string>>;
  /**
   * An imported memo (flomo): shown with its own time, on the default curve from today (a year of notes must not
   * all fall due at once). A source id already imported adds nothing: answers whether it was added.
   */
  importMemo(userId: string, memo: ImportedMemo): Promise<boolean>;
}

export interface ImportedMemo {
  sourceId: string;
  content: string;
  tags: readonly string[];
  createdAt: Date | null;
  /** Stored already (attachments' storeImportedFile), in order. */
  files: readonly StoredFile[];
}

export function createMemosService(
  db: Database,
  deps: {
    curves: CurvesService;
    settings: SettingsService;
    attachments: AttachmentsService;
    timeline: Pick<ReviewSchedule, 'scheduleMemo' | 'unscheduleMemo'>;
  },
): MemosService {
  async function load(userId: string, id: string): Promise<MemoRow> {
    const row = await findOwnedMemo(db, userId, id);
    if (!row) throw notFound(MEMO_MESSAGES.notFound);
    return row;
  }

  async function toMemo(row: MemoFields): Promise<Memo> {
    const tags = (await tagsOfMemos(db, [row.id])).get(row.id) ?? [];
    const attachments = (await deps.attachments.ofMemos([row.id])).get(row.id) ?? [];
    return {
      id: row.id,
      content: row.content,
      aiExplained: row.aiExplained,
      tags,
      attachments,
      curveId: row.curveId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function toListEntries(rows: MemoRow[]): Promise<MemoListEntry[]> {
    const ids = rows.map((row) => row.id);
    const [tags, attachments] = await Promise.all([tagsOfMemos(db, ids), deps.attachments.ofMemos(ids)]);
    return rows.map((row) => ({
      id: row.id,
      content: row.content,
      attachmentCount: attachments.get(row.id)?.length ?? 0,
      tags: tags.get(row.id) ?? [],
    }));
  }

  return {
    async importedSourceIds(userId, sourceIds) {
      return importedSourceIds(db, userId, sourceIds);
    },

    async importMemo(userId, memo) {
      if ((await importedSourceIds(db, userId, [memo.sourceId])).size > 0) return false;
      const at = now();
      const row: MemoFields = {
        id: randomUUID(),
        userId,
        content: memo.content,
        aiExplained: null,
        curveId: await deps.settings.defaultCurveId(userId),
        status: 'ACTIVE',
        createdDay: dayOf(at),
        sourceId: memo.sourceId,
        createdAt: memo.createdAt ?? at,
        updatedAt: at,
      };
      await insertMemoWithTags(db, row, normaliseTags([...memo.tags]), async (tx) => {
        await deps.timeline.scheduleMemo(tx, row, row.createdDay);
        await deps.attachments.linkImportedFiles(tx, userId, { memoId: row.id }, memo.files);
      });
      return true;
    },

    async create(userId, body) {
      // Everything is checked before the single write, so a rejected memo leaves nothing behind.
      const attachmentRefs = body.attachments ?? [];
      await deps.attachments.checkRefsForNewMemo(userId, attachmentRefs);
      let curveId: string;
      if (body.curveId !== undefined) {
        if (!(await deps.curves.isUsable(userId, body.curveId))) throw badField('curveId', MEMO_MESSAGES.unknownCurve);
        curveId = body.curveId;
      } else {
        curveId = await deps.settings.defaultCurveId(userId);
      }
      const at = now();
      const row: MemoFields = {
        id: randomUUID(),
        userId,
        content: body.content,
        aiExplained: body.aiExplained?.trim() ? body.aiExplained : null,
        curveId,
        status: 'ACTIVE',
        // A new memo enters its curve the day it is created (ARCHITECTURE §4).
        createdDay: dayOf(at),
        createdAt: at,
        updatedAt: at,
      };
      await insertMemoWithTags(db, row, normaliseTags(body.tags ?? []), async (tx) => {
        await deps.timeline.scheduleMemo(tx, row, row.createdDay);
        await deps.attachments.linkToMemo(tx, userId, row.id, attachmentRefs);
      });
      return toMemo(row);
    },

    async get(userId, id) {
      return toMemo(await load(userId, id));
    },

    async page(userId, page, size) {
      const { entries, total } = await pageActiveMemos(db, userId, page, size);
      return { entries: await toListEntries(entries), total, page, size };
    },

    async edit(userId, id, content) {
      const memo = await load(userId, id);
      if (memo.status === 'CANCELLED') throw new AppError('CONFLICT', MEMO_MESSAGES.cancelled);
      const updated = await updateMemo(db, userId, id, { content, updatedAt: now() });
      if (!updated) throw notFound(MEMO_MESSAGES.notFound);
      return toMemo(updated);
    },

    async cancel(userId, id) {
      const memo = await load(userId, id);
      if (memo.status === 'CANCELLED') return toMemo(memo);
      // Abandon is irreversible: the memo leaves its curve in the same transaction.
      const updated = await db.transaction(async (tx) => {
        const row = await updateMemo(tx, userId, id, { status: 'CANCELLED', updatedAt: now() });
        if (row) await deps.timeline.unscheduleMemo(tx, userId, id);
        return row;
      });
      if (!updated) throw notFound(MEMO_MESSAGES.notFound);
      return toMemo(updated);
    },

    async tagPage(userId, keyword, page, size) {
      const { entries, total } = await pageTagsOfUser(db, userId, keyword?.trim() ?? '', page, size);
      return { entries, total, page, size };
    },

    async memosOfTag(userId, tagId, page, size) {
      if (!(await findOwnedTag(db, userId, tagId))) throw notFound(MEMO_MESSAGES.tagNotFound);
      const { entries, total } = await pageActiveMemosOfTag(db, userId, tagId, page, size);
      return { entries: await toListEntries(entries), total, page, size };
    },

    async owns(userId, memoId) {
      return (await findOwnedMemo(db, userId, memoId)) !== undefined;
    },
  };
}
