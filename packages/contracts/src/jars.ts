// Jars, their items, settings and progress: /api/jars/**.
import { Type, type Static } from '@sinclair/typebox';
import {
  IMPORT_MEMOS_MAX,
  JAR_BATCH_SIZE_MAX,
  JAR_BATCH_SIZE_MIN,
  JAR_DESCRIPTION_MAX_LENGTH,
  JAR_ITEM_MAX_LENGTH,
  JAR_NAME_MAX_LENGTH,
} from './limits';
import { Attachment, BlurHash } from './attachments';
import { Id, NonBlankText, Nullable, PageOf, PageQuery, StringEnum } from './schema-helpers';

export const JAR_ROLES = ['CREATOR', 'BUYER'] as const;
export type JarRole = (typeof JAR_ROLES)[number];
export const JarRoleSchema = StringEnum(JAR_ROLES);

/** SERIAL (舒缓): next batch after the previous ends. INTERSECT (快速): steps[0] days after the previous starts. */
export const BATCH_MODES = ['SERIAL', 'INTERSECT'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

export const PROGRESS_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PAUSED', 'FINISHED'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** Start/resume is offered when not started, paused or finished; pause only while in progress (SPEC §4). */
export const canStartJar = (status: ProgressStatus) => status !== 'IN_PROGRESS';
export const canPauseJar = (status: ProgressStatus) => status === 'IN_PROGRESS';

export const JarSettings = Type.Object({
  batchSize: Type.Integer({ minimum: JAR_BATCH_SIZE_MIN, maximum: JAR_BATCH_SIZE_MAX }),
  batchMode: StringEnum(BATCH_MODES),
  curveId: Id,
});
export type JarSettings = Static<typeof JarSettings>;
/** PUT /api/jars/{id}/settings: all three are required (SPEC §5). */
export const JarSettingsBody = JarSettings;
export type JarSettingsBody = JarSettings;

export const Jar = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  /** Signed cover image URL. */
  cover: Nullable(Type.String()),
  coverBlurHash: Nullable(Type.String()),
  role: JarRoleSchema,
  settings: JarSettings,
});
export type Jar = Static<typeof Jar>;
export const JarPage = PageOf(Jar);
export type JarPage = Static<typeof JarPage>;

const JarFields = {
  name: NonBlankText(JAR_NAME_MAX_LENGTH),
  description: Type.Optional(Type.String({ maxLength: JAR_DESCRIPTION_MAX_LENGTH })),
  coverAttachmentId: Type.Optional(Nullable(Id)),
  coverBlurHash: Type.Optional(Nullable(BlurHash)),
};

/** POST /api/jars. `id` may be chosen by the browser (nanoid); the server generates one otherwise. */
export const CreateJarBody = Type.Object({ id: Type.Optional(Id), ...JarFields });
export type CreateJarBody = Static<typeof CreateJarBody>;

/** PUT /api/jars/{id}/edit. */
export const EditJarBody = Type.Object(JarFields);
export type EditJarBody = Static<typeof EditJarBody>;

/** GET /api/jars/page?page&size&role. */
export const JarPageQuery = Type.Composite([PageQuery, Type.Object({ role: JarRoleSchema })]);
export type JarPageQuery = Static<typeof JarPageQuery>;

export const JAR_ITEM_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type JarItemStatus = (typeof JAR_ITEM_STATUSES)[number];

export const JarItem = Type.Object({
  id: Id,
  /** 正面: the question side (null: a plain point, or a cloze point whose content holds its own blanks). */
  front: Nullable(Type.String()),
  /** The answer side; may hold cloze markup `{{c1::答案}}` / `{{c1::答案::提示}}` (cloze.ts). */
  content: Type.String(),
  attachments: Type.Optional(Type.Array(Attachment)),
  /** CANCELLED = 放弃 on one of its posts: out of every future feed, still listed (已放弃). */
  status: Type.Optional(StringEnum(JAR_ITEM_STATUSES)),
  /** Introduced in the jar's current round: at or before progress.current (the detail page's tick). */
  introduced: Type.Optional(Type.Boolean()),
  /** A subscribed jar only: the creator deleted this point after the buyer had reviewed it (it stays, ARCHITECTURE §4). */
  removedByCreator: Type.Optional(Type.Boolean()),
});
export type JarItem = Static<typeof JarItem>;
export const JarItemPage = PageOf(JarItem);
export type JarItemPage = Static<typeof JarItemPage>;

export const JarItemParams = Type.Object({ id: Id, itemId: Id });
export type JarItemParams = Static<typeof JarItemParams>;

/**
 * 正面 in a body: at most as long as the content; blank (or null) is no 正面. On edit, omitted keeps the point's
 * 正面 as it is (an older client that only knows the content never clears it).
 */
export const JarItemFront = Type.String({ maxLength: JAR_ITEM_MAX_LENGTH, description: '正面（问题），可选；空白即没有正面' });

/** POST /api/jars/{id}/items and PUT /api/jars/{id}/items/{itemId}. */
export const JarItemBody = Type.Object({
  content: NonBlankText(JAR_ITEM_MAX_LENGTH, '内容（答案）；可含填空 {{c1::答案}} / {{c1::答案::提示}}'),
  front: Type.Optional(Nullable(JarItemFront)),
});
export type JarItemBody = Static<typeof JarItemBody>;

/** PUT /api/jars/{id}/items/import-from-memos. */
export const ImportFromMemosBody = Type.Object({
  memoIds: Type.Array(Id, { minItems: 1, maxItems: IMPORT_MEMOS_MAX, uniqueItems: true }),
});
export type ImportFromMemosBody = Static<typeof ImportFromMemosBody>;

/** GET /api/jars/{id}/progress. percent is 0–100; current is the last introduced item. */
export const JarProgress = Type.Object({
  status: StringEnum(PROGRESS_STATUSES),
  percent: Type.Number({ minimum: 0, maximum: 100 }),
  current: Nullable(Id),
});
export type JarProgress = Static<typeof JarProgress>;

/** A body's 正面 as stored: trimmed-blank or null → null, else the text as typed. */
export function normaliseFront(front: string | null | undefined): string | null {
  return front?.trim() ? front : null;
}
