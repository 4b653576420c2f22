// The wording of AI 制卡's page that depends on data: statuses, counts, the budget line.
import { CARD_BUILDER_DAILY_CHARACTERS, type CardBuilderRunStatus, type CardBuilderRunSummary, type CardBuilderUsage } from '@memory/contracts';

export const RUN_STATUS_LABELS: Readonly<Record<CardBuilderRunStatus, string>> = {
  RUNNING: '生成中',
  STOPPED: '已中断',
  CANCELLED: '已停止',
  DONE: '已完成',
  FAILED: '生成失败',
};

export const RUN_STATUS_COLORS: Readonly<Record<CardBuilderRunStatus, string>> = {
  RUNNING: 'processing',
  STOPPED: 'warning',
  CANCELLED: 'default',
  DONE: 'success',
  FAILED: 'error',
};

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** 今天还可以制卡 150,000 字（每天 200,000 字，北京时间 0 点重置） */
export function usageLine(usage: CardBuilderUsage | undefined): string {
  const limit = usage?.limit ?? CARD_BUILDER_DAILY_CHARACTERS;
  const left = Math.max(0, limit - (usage?.used ?? 0));
  return `今天还可以制卡 ${formatCount(left)} 字（每天 ${formatCount(limit)} 字，北京时间 0 点重置）`;
}

/** 第 2 / 5 段 · 12 张待处理 · 3 张已接受 */
export function runProgressLine(run: CardBuilderRunSummary): string {
  const parts = [`${formatCount(run.characters)} 字，${run.passages} 段`];
  if (run.status !== 'DONE') parts.push(`已生成 ${run.passagesDone} / ${run.passages} 段`);
  parts.push(`${run.counts.pending} 张待处理`);
  if (run.counts.accepted > 0) parts.push(`${run.counts.accepted} 张已接受`);
  if (run.counts.rejected > 0) parts.push(`${run.counts.rejected} 张已拒绝`);
  return parts.join(' · ');
}

/** 来自文件「讲义.docx」, 来自网页「光合作用」, 来自 3 条 MEMO; '' for pasted text. */
export function sourceLine(run: Pick<CardBuilderRunSummary, 'sourceKind' | 'sourceName'>): string {
  if (run.sourceKind === 'TEXT' || !run.sourceName) return '';
  if (run.sourceKind === 'MEMOS') return `来自 ${run.sourceName}`;
  return `来自${run.sourceKind === 'FILE' ? '文件' : '网页'}「${run.sourceName}」`;
}

/** 11月29日 09:30 in China time. */
export function shortDateTime(iso: string): string {
  return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}
