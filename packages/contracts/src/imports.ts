// Imports (知识罐 / 新建 MEMO → 导入): an uploaded deck or export is read into a preview first; 导入 (commit) runs
// it as a background job whose progress the page polls. One wording for the server and the pages.
import { Type, type Static } from '@sinclair/typebox';
import { JAR_NAME_MAX_LENGTH } from './limits';
import { Id, Nullable, StringEnum, Timestamp } from './schema-helpers';

export const IMPORT_KINDS = ['apkg', 'colpkg', 'csv', 'markdown', 'flomo'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['PREVIEW', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_SKIP_REASONS = ['EMPTY', 'TOO_LONG', 'DUPLICATE', 'UNSUPPORTED_MEDIA', 'MISSING_MEDIA', 'OVER_QUOTA', 'TOO_MANY_FIELDS', 'UNREADABLE'] as const;
export const NOTE_TYPE_KINDS = ['BASIC', 'BASIC_REVERSED', 'BASIC_TYPE_IN', 'CLOZE', 'OTHER'] as const;

/** What a file is read as, by its extension (when the caller names no kind): the server and its fake agree. */
export const IMPORT_KIND_BY_EXTENSION: Readonly<Record<string, ImportKind>> = {
  apkg: 'apkg',
  colpkg: 'colpkg',
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  md: 'markdown',
  markdown: 'markdown',
  zip: 'flomo',
};

/** The largest file an import takes (an Anki package with its media). */
export const IMPORT_FILE_MAX_BYTES = 300 * 1024 * 1024;
/** How many skipped notes the preview and the report list one by one (the counts cover all of them). */
export const IMPORT_LISTED_SKIPS_MAX = 200;

/** How a skip reads in the preview and the report. */
export const IMPORT_SKIP_LABELS: Readonly<Record<(typeof IMPORT_SKIP_REASONS)[number], string>> = {
  EMPTY: '内容为空',
  TOO_LONG: '超过 2048 字',
  DUPLICATE: '与前面的笔记重复',
  UNSUPPORTED_MEDIA: '不支持的媒体文件',
  MISSING_MEDIA: '缺少媒体文件',
  OVER_QUOTA: '存储空间不足',
  TOO_MANY_FIELDS: '字段过多',
  UNREADABLE: '无法读取',
};

/** Which field of a note type is the 正面 (null: none) and which make the content; the others appended or dropped. */
export const ImportFieldMapping = Type.Object({
  noteType: Type.String({ maxLength: 200 }),
  front: Nullable(Type.Integer({ minimum: 0, maximum: 63 })),
  content: Type.Array(Type.Integer({ minimum: 0, maximum: 63 }), { minItems: 1, maxItems: 64, uniqueItems: true }),
  rest: StringEnum(['APPEND', 'DROP'] as const),
});
export type ImportFieldMapping = Static<typeof ImportFieldMapping>;

const Skip = Type.Object({ where: Type.String(), reason: StringEnum(IMPORT_SKIP_REASONS), detail: Type.String() });
const Counts = Type.Object({
  total: Type.Integer(),
  new: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  skipped: Type.Integer(),
});

export const ImportPreview = Type.Object({
  kind: StringEnum(IMPORT_KINDS),
  /** Knowledge points into jars, or memos (flomo). */
  target: StringEnum(['JAR_ITEMS', 'MEMOS'] as const),
  noteTypes: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: StringEnum(NOTE_TYPE_KINDS),
      fields: Type.Array(Type.String()),
      notes: Type.Integer(),
      mapping: ImportFieldMapping,
    }),
  ),
  decks: Type.Array(Type.Object({ name: Type.String(), notes: Type.Integer() })),
  /** Knowledge points: one jar for everything or one per deck, as this preview was computed (absent: one jar). */
  deckMode: Type.Optional(StringEnum(['ONE_JAR', 'JAR_PER_DECK'] as const)),
  /** Against the jar it would go into (the chosen one, or the one an earlier import of this deck filled). */
  counts: Counts,
  skipped: Type.Array(Skip),
  media: Type.Object({ files: Type.Integer(), bytes: Type.Integer(), missing: Type.Integer(), unsupported: Type.Integer() }),
  /** Reviews in the source's history (Anki's revlog). */
  reviews: Type.Integer(),
  /** Five converted points (or memos) as they will look. */
  sample: Type.Array(Type.Object({ front: Nullable(Type.String()), content: Type.String(), tags: Type.Array(Type.String()), media: Type.Array(Type.String()) })),
  /** The existing jar the points go into; null: a new one named `jarName`. */
  jar: Nullable(Type.Object({ id: Id, name: Type.String() })),
  /**
   * The existing jar's name, else the name one new jar for everything takes unless the learner names it (the
   * deck's, else the file's), in either deck mode; a name the learner gave is in the job's `choices`.
   */
  jarName: Type.String(),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportReport = Type.Object({
  counts: Counts,
  skipped: Type.Array(Skip),
  jars: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  memos: Type.Integer(),
  files: Type.Integer(),
  /** Days of review history written as grades (Anki's revlog, when asked for: one review per card and day). */
  reviews: Type.Integer(),
  /** Points that came in with their history: scheduled from it at once, not waiting for a batch. */
  pointsWithHistory: Type.Integer(),
});
export type ImportReport = Static<typeof ImportReport>;

/** PUT /api/imports/{id}/commit; `{}` takes the defaults (one new jar named after the deck, automatic mapping). */
export const ImportCommitBody = Type.Object({
  /** Nested decks (A::B): all into one jar, or one jar per deck. */
  deckMode: Type.Optional(StringEnum(['ONE_JAR', 'JAR_PER_DECK'] as const)),
  jarName: Type.Optional(Type.String({ minLength: 1, maxLength: JAR_NAME_MAX_LENGTH })),
  mappings: Type.Optional(Type.Array(ImportFieldMapping, { maxItems: 100 })),
  /**
   * Bring the source's review history (Anki's revlog) in as grades, so each reviewed card continues where the
   * learner was (a new jar then goes on 智能曲线). Off unless asked for; the preview's `reviews` says whether there is any.
   */
  reviewHistory: Type.Optional(Type.Boolean()),
});
export type ImportCommitBody = Static<typeof ImportCommitBody>;

export const ImportJob = Type.Object({
  id: Id,
  fileName: Type.String(),
  status: StringEnum(IMPORT_STATUSES),
  /** While RUNNING: the phase (读取文件 / 保存媒体文件 / 写入知识点 / 写入 MEMO) and how far, 0–100. */
  progress: Nullable(Type.Object({ phase: Type.String(), percent: Type.Integer({ minimum: 0, maximum: 100 }) })),
  preview: ImportPreview,
  /**
   * The learner's choices as last sent (PUT /imports/{id}/preview, then 导入): the stored preview was computed with
   * them, so a reload of the page starts every control from here ({} until the learner changes one).
   */
  choices: ImportCommitBody,
  report: Nullable(ImportReport),
  /** FAILED: what went wrong, in Chinese. */
  error: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type ImportJob = Static<typeof ImportJob>;

export const ImportCreated = Type.Object({ id: Id });

export const IMPORT_MESSAGES = {
  notFound: '导入不存在或已删除',
  notPreview: '这次导入已经开始，不能再修改',
  running: '导入进行中，完成后才能删除',
  filesOnlyRefused: '这条笔记只有文件，文件又都未能导入，没有可复习的内容',
  fileMissing: '请选择要导入的文件（字段 file）',
  tooLarge: (limit: string) => `文件超过 ${limit}，请拆分后再导入`,
  unknownFormat: (name: string) => `「${name}」不是支持的格式：请选择 Anki 牌组（.apkg / .colpkg）、CSV / TSV、Markdown 或 flomo 导出的 zip`,
  jarsNeedPremium: '导入到知识罐需要会员（创建知识罐仅限会员使用），请前往「会员卡」开通；flomo 导入 MEMO 对所有人开放',
  unknownNoteType: (name: string) => `没有名为「${name}」的笔记类型`,
  badField: (name: string, index: number) => `笔记类型「${name}」没有第 ${index + 1} 个字段`,
  restarted: '服务器重启时导入中断，已重新开始',
  tooBigToRead: (name: string) => `「${name}」的内容太多，读取时超出了服务器为一次导入留的内存，请分牌组导出后再导入`,
  failed: '导入失败，请稍后重试；已写入的内容不会重复',
} as const;
