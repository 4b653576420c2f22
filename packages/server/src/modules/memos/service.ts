import { randomUUID } from 'node:crypto';
import { normaliseTags, type CreateMemoBody, type Memo, type MemoListEntry, type Page } from '@memory/contracts';
import { dayOf, now } from '../../clock';
import type { Database } from '../../db/database';
import { AppError, badField, notFound } from '../../http/errors';
import type { CurvesService } from '../curves/service';
import type { SettingsService } from '../settings/service';
import { findOwnedMemo, insertMemoWithTags, pageActiveMemos, tagsOfMemos, updateMemo, type MemoFields, type MemoRow } from './queries';

export const MEMO_MESSAGES = {
  notFound: '未找到该 MEMO',
  cancelled: '该 MEMO 已放弃，无法编辑',
  unknownCurve: '记忆曲线不存在',
  // Uploads arrive with the attachments issue; until then no attachment id can exist.
  unknownAttachment: '附件不存在',
} as const;

export interface MemosService {
  create(userId: string, body: CreateMemoBody): Promise<Memo>;
  get(userId: string, id: string): Promise<Memo>;
  page(userId: string, page: number, size: number): Promise<Page<MemoListEntry>>;
  edit(userId: string, id: string, content: string): Promise<Memo>;
  /** Abandon: irreversible, and repeating it is harmless. */
  cancel(userId: string, id: string): Promise<Memo>;
}

export function createMemosService(db: Database, deps: { curves: CurvesService; settings: SettingsService }): MemosService {
  async function load(userId: string, id: string): Promise<MemoRow> {
    const row = await findOwnedMemo(db, userId, id);
    if (!row) throw notFound(MEMO_MESSAGES.notFound);
    return row;
  }

  async function toMemo(row: MemoFields): Promise<Memo> {
    const tags = (await tagsOfMemos(db, [row.id])).get(row.id) ?? [];
    return {
      id: row.id,
      content: row.content,
      aiExplained: row.aiExplained,
      tags,
      attachments: [],
      curveId: row.curveId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async create(userId, body) {
      // Everything is checked before the single write, so a rejected memo leaves nothing behind.
      if (body.attachments && body.attachments.length > 0) throw badField('attachments', MEMO_MESSAGES.unknownAttachment);
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
      await insertMemoWithTags(db, row, normaliseTags(body.tags ?? []));
      return toMemo(row);
    },

    async get(userId, id) {
      return toMemo(await load(userId, id));
    },

    async page(userId, page, size) {
      const { entries, total } = await pageActiveMemos(db, userId, page, size);
      const tags = await tagsOfMemos(
        db,
        entries.map((row) => row.id),
      );
      return {
        entries: entries.map((row) => ({ id: row.id, content: row.content, attachmentCount: 0, tags: tags.get(row.id) ?? [] })),
        total,
        page,
        size,
      };
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
      const updated = await updateMemo(db, userId, id, { status: 'CANCELLED', updatedAt: now() });
      if (!updated) throw notFound(MEMO_MESSAGES.notFound);
      return toMemo(updated);
    },
  };
}
