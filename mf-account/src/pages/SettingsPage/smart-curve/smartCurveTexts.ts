// The words of 设置 → 智能曲线参数 (personal FSRS parameters, issue 31).
import type { FsrsFit } from '@memory/contracts';

export const smartCurveTexts = {
  title: '智能曲线参数',
  explain: '智能曲线默认用 FSRS 的通用参数。评分复习够多后，可以按你自己的复习记录优化参数：只有在预测得更准时才会启用。',
  usingDefault: '正在使用：默认参数',
  usingPersonal: '正在使用：个性化参数',
  optimize: '立即优化',
  optimizing: '正在优化…',
  adopt: '启用新参数',
  revert: '恢复默认参数',
  loadFailed: '无法读取智能曲线参数，请稍后重试',
  actionFailed: '操作失败，请稍后重试',
  lastFit: '上次优化',
  figures: '预测误差（RMSE）',
  /** Below the minimum: why 立即优化 waits. */
  needMore: (counted: number, min: number) => `已有 ${counted} 次评分复习，还需 ${min - counted} 次才能优化（共需 ${min} 次）。`,
  counted: (counted: number) => `已计入 ${counted} 次评分复习。`,
  nextAutomatic: (day: string) => `下次自动优化：${day} 起`,
  personalSince: (day: string, percent: number) => `${day} 启用，预测误差降低 ${percent}%`,
  adoptTitle: '启用个性化参数',
  revertTitle: '恢复默认参数',
  previewLoading: '正在计算改期…',
  previewFailed: '无法计算改期，请稍后重试',
  previewMoved: (moved: number, replayed: number) => `智能曲线上的 ${replayed} 条内容将按新参数重新安排，其中 ${moved} 条改到别的日子；其他曲线不变。`,
  previewNothing: '没有内容需要改期。',
  forecastCaption: '未来 30 天每天的复习量',
  before: '现在',
  after: '改期后',
  confirmAdopt: '确认启用',
  confirmRevert: '确认恢复',
  adopted: (moved: number) => `已启用个性化参数，${moved} 条内容已改期`,
  reverted: (moved: number) => `已恢复默认参数，${moved} 条内容已改期`,
};

const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/** A BETTER fit already adopted: its decision's sentence (可以启用) would offer what is in use. */
const IN_USE = '优化后的参数预测更准，已启用';

/**
 * One line for a finished fit: its day, its decision's sentence (or that it is in use, when `adoptedId` is its id)
 * and, when fitted, the two errors.
 */
export function fitSummary(fit: FsrsFit, adoptedId?: string): string {
  const reason = fit.id === adoptedId ? IN_USE : (fit.reason ?? '');
  const errors =
    fit.defaultRmse !== null && fit.fittedRmse !== null
      ? `（${smartCurveTexts.figures}：默认 ${(fit.defaultRmse * 100).toFixed(1)}% → 优化后 ${(fit.fittedRmse * 100).toFixed(1)}%）`
      : '';
  return `${smartCurveTexts.lastFit}：${dayOf(fit.finishedAt ?? fit.requestedAt)}，${reason}${errors}`;
}

export { dayOf };
