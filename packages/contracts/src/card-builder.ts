// AI 制卡 (the card builder): the learner's material is cut into passages, the model proposes cards passage by
// passage, the server checks each one, and the proposals wait in an inbox until the learner accepts, edits or
// rejects them. Nothing is written to a jar before acceptance. One wording for the server and the pages.
import { Type, type Static } from '@sinclair/typebox';
import { JAR_ITEM_MAX_LENGTH, JAR_NAME_MAX_LENGTH } from './limits';
import { Id, Nullable, StringEnum, Timestamp } from './schema-helpers';
import { PREMIUM_REQUIRED_MESSAGES } from './messages';

/** The most characters one run takes (said on the page before sending, counted as the learner types). */
export const CARD_BUILDER_SOURCE_MAX_LENGTH = 50_000;
/** The characters a learner may send to the card builder per day (China time); the page shows what is left. */
export const CARD_BUILDER_DAILY_CHARACTERS = 200_000;
/** A run and its proposals are kept this long, then cleared. */
export const CARD_BUILDER_KEEP_DAYS = 7;
export const CARD_BUILDER_TITLE_MAX_LENGTH = 100;

/**
 * Where a run's material came from: pasted text, the learner's memos, an uploaded file, a pasted web page. Memos, a
 * file and a page are first read by the server (`POST /api/card-builder/sources/…`, answering a CardBuilderSource);
 * the page shows that text, editable, and sends it as the run's `source` with its kind and name.
 */
export const CARD_BUILDER_SOURCE_KINDS = ['TEXT', 'MEMOS', 'FILE', 'WEB'] as const;
export type CardBuilderSourceKind = (typeof CARD_BUILDER_SOURCE_KINDS)[number];
export const CARD_BUILDER_SOURCE_KIND_LABELS: Readonly<Record<CardBuilderSourceKind, string>> = {
  TEXT: '粘贴文字',
  MEMOS: 'MEMO',
  FILE: '文件',
  WEB: '网页',
};
export const CARD_BUILDER_SOURCE_NAME_MAX_LENGTH = 200;
/** An uploaded file: its size, and the kinds read (checked by content, not only by the name). */
export const CARD_BUILDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CARD_BUILDER_FILE_EXTENSIONS = ['.txt', '.md', '.docx', '.pdf'] as const;
/** A pasted web page's HTML (a whole page's source, scripts and all). */
export const CARD_BUILDER_HTML_MAX_LENGTH = 3_000_000;
/** Memos one run takes. */
export const CARD_BUILDER_MEMOS_MAX = 50;

/** The server's checks of a card (computed from the texts, never asked of the model). */
export const CARD_FLAGS = ['ANSWER_LEAK', 'MULTIPLE_FACTS', 'UNSUPPORTED', 'DUPLICATE'] as const;
export type CardFlag = (typeof CARD_FLAGS)[number];
export const CARD_FLAG_LABELS: Readonly<Record<CardFlag, string>> = {
  ANSWER_LEAK: '答案泄露',
  MULTIPLE_FACTS: '多个知识点',
  UNSUPPORTED: '无出处',
  DUPLICATE: '重复',
};
/** What each flag means, for the tooltip beside it. */
export const CARD_FLAG_HINTS: Readonly<Record<CardFlag, string>> = {
  ANSWER_LEAK: '问题里已经包含了答案，复习时不用回想就能答出',
  MULTIPLE_FACTS: '一张卡片考了不止一个知识点，建议拆开或只留一个',
  UNSUPPORTED: '答案在出处段落里找不到，可能是 AI 补充或编造的',
  DUPLICATE: '与另一张卡片或罐子里已有的知识点几乎相同',
};

/**
 * RUNNING: the model is writing; STOPPED: the page left before the end (继续生成 goes on from the next passage);
 * CANCELLED: the learner stopped it; DONE: every passage asked; FAILED: the model could not be reached.
 */
export const CARD_BUILDER_RUN_STATUSES = ['RUNNING', 'STOPPED', 'CANCELLED', 'DONE', 'FAILED'] as const;
export type CardBuilderRunStatus = (typeof CARD_BUILDER_RUN_STATUSES)[number];
export const CARD_PROPOSAL_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type CardProposalStatus = (typeof CARD_PROPOSAL_STATUSES)[number];

export const CardPassage = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  /** `source.slice(start, end)` is the passage. */
  start: Type.Integer({ minimum: 0 }),
  end: Type.Integer({ minimum: 0 }),
});
export type CardPassage = Static<typeof CardPassage>;

export const CardProposal = Type.Object({
  id: Id,
  passageIndex: Type.Integer({ minimum: 0 }),
  /** 正面 (a question); null for a cloze card, whose content marks the answer {{c1::…}}. */
  front: Nullable(Type.String()),
  content: Type.String(),
  flags: Type.Array(StringEnum(CARD_FLAGS)),
  /** For 重复: the proposal or the jar's point it is near. */
  duplicateOf: Nullable(
    Type.Union([Type.Object({ proposalId: Id }), Type.Object({ pointId: Id, content: Type.String() })]),
  ),
  status: StringEnum(CARD_PROPOSAL_STATUSES),
  /** Once accepted: the point it became. */
  itemId: Nullable(Id),
});
export type CardProposal = Static<typeof CardProposal>;

export const CardBuilderRunSummary = Type.Object({
  id: Id,
  title: Type.String(),
  status: StringEnum(CARD_BUILDER_RUN_STATUSES),
  /** The jar accepted cards go into; null: a new jar, named when accepting. */
  jar: Nullable(Type.Object({ id: Id, name: Type.String() })),
  characters: Type.Integer({ minimum: 0 }),
  passages: Type.Integer({ minimum: 0 }),
  /** Passages the model has answered. */
  passagesDone: Type.Integer({ minimum: 0 }),
  counts: Type.Object({ pending: Type.Integer(), accepted: Type.Integer(), rejected: Type.Integer() }),
  /** FAILED: what went wrong, in Chinese. */
  error: Nullable(Type.String()),
  /** Where the material came from, and its name (the file's, the page's title, 「3 条 MEMO」); null for TEXT. */
  sourceKind: StringEnum(CARD_BUILDER_SOURCE_KINDS),
  sourceName: Nullable(Type.String()),
  createdAt: Timestamp,
  /** When the run and its proposals are cleared. */
  expiresAt: Timestamp,
});
export type CardBuilderRunSummary = Static<typeof CardBuilderRunSummary>;

export const CardBuilderRun = Type.Composite([
  CardBuilderRunSummary,
  Type.Object({
    source: Type.String(),
    passageList: Type.Array(CardPassage),
    proposals: Type.Array(CardProposal),
    /** Lines of the model's answers that held no card (counted, not hidden). */
    unreadable: Type.Integer({ minimum: 0 }),
  }),
]);
export type CardBuilderRun = Static<typeof CardBuilderRun>;

export const CardBuilderUsage = Type.Object({
  used: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 0 }),
  /** The next midnight, China time: the budget starts over. */
  resetsAt: Timestamp,
  /** Whether this deployment has an AI model for 制卡: without one, a run is refused (409) before it starts. */
  aiConfigured: Type.Boolean(),
});
export type CardBuilderUsage = Static<typeof CardBuilderUsage>;

/** POST /api/card-builder/runs: the material, and optionally the jar (created by the learner) it is for. */
export const CreateCardBuilderRunBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: CARD_BUILDER_TITLE_MAX_LENGTH })),
  source: Type.String({ minLength: 1, maxLength: CARD_BUILDER_SOURCE_MAX_LENGTH }),
  jarId: Type.Optional(Id),
  /** Where `source` came from (default TEXT) and its name, for the inbox: what `POST …/sources/…` answered. */
  sourceKind: Type.Optional(StringEnum(CARD_BUILDER_SOURCE_KINDS)),
  sourceName: Type.Optional(Type.String({ maxLength: CARD_BUILDER_SOURCE_NAME_MAX_LENGTH })),
});
export type CreateCardBuilderRunBody = Static<typeof CreateCardBuilderRunBody>;

/** What the server read from memos, a file or a web page: shown (editable) before the run starts. */
export const CardBuilderSource = Type.Object({
  kind: StringEnum(['MEMOS', 'FILE', 'WEB'] as const),
  /** For the inbox: the file's name, the page's title, 「3 条 MEMO」. */
  name: Type.String(),
  /** A title for the run (the file's name without its extension, the page's title, the first memo's first line). */
  title: Type.String(),
  /** The text, cut at CARD_BUILDER_SOURCE_MAX_LENGTH (between paragraphs when it can). */
  text: Type.String(),
  /** All the characters read, before any cut. */
  characters: Type.Integer({ minimum: 0 }),
  /** The text is the first CARD_BUILDER_SOURCE_MAX_LENGTH characters of more. */
  truncated: Type.Boolean(),
});
export type CardBuilderSource = Static<typeof CardBuilderSource>;

/** POST /api/card-builder/sources/memos: the learner's own memos, in the order given. */
export const CardBuilderMemosSourceBody = Type.Object({
  memoIds: Type.Array(Id, { minItems: 1, maxItems: CARD_BUILDER_MEMOS_MAX, uniqueItems: true }),
});
export type CardBuilderMemosSourceBody = Static<typeof CardBuilderMemosSourceBody>;

/** POST /api/card-builder/sources/web-page: a page's HTML (its article is read with Readability). */
export const CardBuilderWebPageSourceBody = Type.Object({
  html: Type.String({ minLength: 1, maxLength: CARD_BUILDER_HTML_MAX_LENGTH }),
});
export type CardBuilderWebPageSourceBody = Static<typeof CardBuilderWebPageSourceBody>;

/** PUT /api/card-builder/runs/{id}/jar: where accepted cards go (the 重复 check follows it). */
export const CardBuilderTargetBody = Type.Object({ jarId: Nullable(Id) });
export type CardBuilderTargetBody = Static<typeof CardBuilderTargetBody>;

/** PUT /api/card-builder/proposals/{id}: the learner's edit (checked again). */
export const EditCardProposalBody = Type.Object({
  front: Nullable(Type.String({ maxLength: JAR_ITEM_MAX_LENGTH })),
  content: Type.String({ minLength: 1, maxLength: JAR_ITEM_MAX_LENGTH, pattern: '\\S' }),
});
export type EditCardProposalBody = Static<typeof EditCardProposalBody>;

/**
 * POST /api/card-builder/runs/{id}/accept: these pending proposals become points of the run's jar, or of a new jar
 * named `newJarName` (which then becomes the run's jar).
 */
export const AcceptCardProposalsBody = Type.Object({
  proposalIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
  newJarName: Type.Optional(Type.String({ minLength: 1, maxLength: JAR_NAME_MAX_LENGTH, pattern: '\\S' })),
});
export type AcceptCardProposalsBody = Static<typeof AcceptCardProposalsBody>;

export const AcceptCardProposalsResult = Type.Object({
  jar: Type.Object({ id: Id, name: Type.String() }),
  accepted: Type.Integer({ minimum: 0 }),
});
export type AcceptCardProposalsResult = Static<typeof AcceptCardProposalsResult>;

/** POST /api/card-builder/runs/{id}/reject. */
export const RejectCardProposalsBody = Type.Object({
  proposalIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
});
export type RejectCardProposalsBody = Static<typeof RejectCardProposalsBody>;

/** The events of a run's stream (text/event-stream), besides the AI path's FatalError. */
export const CARD_BUILDER_EVENTS = {
  /** data: CardBuilderRun (its source, passages and the cards it already has), first, once. */
  run: 'run',
  /** data: CardProposal, as each card is read and checked. */
  proposal: 'proposal',
  /** data: { index }: the model has answered this passage. */
  passage: 'passage',
  /** data: CardBuilderRunSummary, last: the run's status at the end of the stream. */
  end: 'end',
} as const;

export const CARD_BUILDER_MESSAGES = {
  premiumRequired: PREMIUM_REQUIRED_MESSAGES.AI_CARD_BUILDER,
  notFound: '这次制卡不存在或已过期（制卡记录保留 7 天）',
  proposalNotFound: '卡片不存在或已删除',
  sourceEmpty: '材料不能为空',
  sourceTooLong: `材料超过 ${CARD_BUILDER_SOURCE_MAX_LENGTH.toLocaleString('en-US')} 字，请分几次制卡`,
  noPassages: '材料里没有可制卡的文字',
  overBudget: (used: number, limit: number) =>
    `今天的制卡额度已用完（已用 ${used.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')} 字），北京时间 0 点重置`,
  wouldExceedBudget: (left: number) => `今天的制卡额度只剩 ${left.toLocaleString('en-US')} 字，请缩短材料或明天再来`,
  notStopped: '只有中途停下的制卡可以继续生成',
  running: '制卡还在进行中，请先停止',
  notPending: '只能处理还没有接受或拒绝的卡片',
  jarMissing: '请选择知识罐，或为新知识罐起个名字',
  failed: 'AI 服务暂时不可用，已生成的卡片都保留着，可以稍后继续生成',
} as const;

/** Why a source could not be read: each names the file (or the memos) and says what to do. */
export const CARD_BUILDER_SOURCE_MESSAGES = {
  fileMissing: '请选择要上传的文件（.txt、.md、.docx 或 .pdf）',
  fileTooLarge: `文件超过 ${CARD_BUILDER_FILE_MAX_BYTES / 1024 / 1024} MB，请拆分后再上传，或复制其中的文字粘贴进来`,
  unsupported: (name: string) => `「${name}」不是支持的格式：请上传 .txt、.md、.docx 或 .pdf 文件`,
  mismatch: (name: string, kind: string) => `「${name}」的内容不是${kind}（可能改过扩展名），请上传原始文件`,
  notText: (name: string) => `「${name}」不是文本文件，请上传 UTF-8 或 GBK 编码的 .txt / .md`,
  oldWord: (name: string) => `「${name}」是旧版 Word 文档（.doc）或设了密码，请在 Word 里去掉密码并另存为 .docx 后再上传`,
  brokenDocx: (name: string) => `「${name}」无法读取，文件可能已损坏，请在 Word 里重新保存为 .docx 后再上传`,
  brokenPdf: (name: string) => `「${name}」不是完整的 PDF（可能已损坏），请重新下载或导出后再上传`,
  lockedPdf: (name: string) => `「${name}」设了密码，请去掉密码（或另存一份不加密的 PDF）后再上传`,
  scannedPdf: (name: string) =>
    `「${name}」是扫描版 PDF，里面只有图片、没有文字层，无法提取文字。请先用 OCR（文字识别）工具把它转成文字，或把文字复制后粘贴进来`,
  empty: (name: string) => `「${name}」里没有可制卡的文字`,
  memosNotFound: 'MEMO 不存在或已删除，请刷新后重新选择',
  noArticle: '没能从这段 HTML 里找到正文：请在网页上右键“查看网页源代码”，全选复制整页后再粘贴；或直接粘贴文章文字',
} as const;
