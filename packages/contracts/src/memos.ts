// Memos: POST /api/memos, GET /api/memos/{id}, GET /api/memos/page, PUT /api/memos/{id}/edit|cancel.
import { Type, type Static } from '@sinclair/typebox';
import { AI_EXPLANATION_MAX_LENGTH, MAX_ATTACHMENTS, MEMO_MAX_LENGTH } from './limits';
import { Attachment, AttachmentRef } from './attachments';
import { Id, NonBlankText, Nullable, PageOf, StringEnum, Timestamp } from './schema-helpers';
import { TagList } from './tags';

export const MemoContent = NonBlankText(MEMO_MAX_LENGTH);

/** POST /api/memos. curveId falls back to the user's default curve when omitted. */
export const CreateMemoBody = Type.Object({
  content: MemoContent,
  aiExplained: Type.Optional(Type.String({ maxLength: AI_EXPLANATION_MAX_LENGTH })),
  tags: Type.Optional(TagList()),
  attachments: Type.Optional(Type.Array(AttachmentRef, { maxItems: MAX_ATTACHMENTS })),
  curveId: Type.Optional(Id),
});
export type CreateMemoBody = Static<typeof CreateMemoBody>;

/** PUT /api/memos/{id}/edit — content only (ARCHITECTURE §4). */
export const EditMemoBody = Type.Object({ content: MemoContent });
export type EditMemoBody = Static<typeof EditMemoBody>;

/** ACTIVE memos are scheduled; CANCELLED (abandoned) ones never come back. */
export const MEMO_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type MemoStatus = (typeof MEMO_STATUSES)[number];

export const Memo = Type.Object({
  id: Id,
  content: Type.String(),
  aiExplained: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  attachments: Type.Array(Attachment),
  curveId: Id,
  status: StringEnum(MEMO_STATUSES),
  createdAt: Timestamp,
});
export type Memo = Static<typeof Memo>;

/** Memo list entry (SPEC §3). */
export const MemoListEntry = Type.Object({
  id: Id,
  content: Type.String(),
  attachmentCount: Type.Integer({ minimum: 0 }),
  tags: Type.Array(Type.String()),
});
export type MemoListEntry = Static<typeof MemoListEntry>;

export const MemoPage = PageOf(MemoListEntry);
export type MemoPage = Static<typeof MemoPage>;
