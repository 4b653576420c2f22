// Exports: a jar as a file (知识罐 → 导出: Anki 牌组 / CSV / Markdown) and 下载我的数据 (everything of an account as
// one zip, written by a background job the page polls). One wording for the server and the pages.
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum, Timestamp } from './schema-helpers';

export const JAR_EXPORT_FORMATS = ['apkg', 'csv', 'md'] as const;
export type JarExportFormat = (typeof JAR_EXPORT_FORMATS)[number];

/** GET /api/jars/{id}/export?format=apkg|csv|md */
export const JarExportQuery = Type.Object({ format: StringEnum(JAR_EXPORT_FORMATS) });
export type JarExportQuery = Static<typeof JarExportQuery>;

/** The export menu's entries, in order. */
export const JAR_EXPORT_LABELS: Readonly<Record<JarExportFormat, string>> = {
  apkg: 'Anki 牌组（.apkg）',
  csv: 'CSV（.csv）',
  md: 'Markdown（.md）',
};

export const ACCOUNT_EXPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** POST /api/account/export → 201 { id }; GET /api/account/export/{id} → this. */
export const AccountExportJob = Type.Object({
  id: Id,
  status: StringEnum(ACCOUNT_EXPORT_STATUSES),
  /** While RUNNING: the phase (排队中 / 整理数据 / 打包文件) and how far, 0–100. */
  progress: Nullable(Type.Object({ phase: Type.String(), percent: Type.Integer({ minimum: 0, maximum: 100 }) })),
  /** DONE: the zip's size in bytes. */
  sizeBytes: Nullable(Type.Integer()),
  /** FAILED: what went wrong, in Chinese. */
  error: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type AccountExportJob = Static<typeof AccountExportJob>;

export const AccountExportCreated = Type.Object({ id: Id });
export type AccountExportCreated = Static<typeof AccountExportCreated>;

export const EXPORT_MESSAGES = {
  notFound: '导出不存在或已删除',
  notReady: '导出尚未完成，完成后才能下载',
  failed: '导出失败，请稍后重试',
  restarted: '服务器重启时导出中断，已重新开始',
} as const;
