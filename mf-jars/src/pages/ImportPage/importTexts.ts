// How the import pages name formats, note types and sizes (GLOSSARY: 导入; the preview's 新增 / 更新 / 未变 / 跳过).
import type { ImportKind, ImportPreview } from '@memory/contracts';

export const KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  apkg: 'Anki 牌组',
  colpkg: 'Anki 集合',
  csv: 'CSV / TSV 文本',
  markdown: 'Obsidian 间隔重复笔记（Markdown）',
  flomo: 'flomo 导出',
};

export const NOTE_TYPE_KIND_LABELS: Readonly<Record<ImportPreview['noteTypes'][number]['kind'], string>> = {
  BASIC: '问答',
  BASIC_REVERSED: '正反双向（每条笔记两个知识点）',
  BASIC_TYPE_IN: '输入答案',
  CLOZE: '填空',
  OTHER: '自定义',
};

/** 3.3 MB, 820 KB, 12 B: one decimal below 10, none above. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** A deck's name as Anki nests it (日语::N5) in the product's words (日语 / N5). */
export const deckLabel = (name: string) => name.split('::').join(' / ');
