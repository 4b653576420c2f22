// 数据趋势's words for true retention and the forecast.
import { dayOfMonth, monthOf, GRADE_LABELS, RETENTION_FORECAST_DAYS, RETENTION_SUGGESTION_MIN_REVIEWS, RETENTION_SUGGESTION_THRESHOLD, retentionRate, type RetentionCount } from '@memory/contracts';

/** 11月27日. */
const chineseDate = (day: string) => `${monthOf(day)}月${dayOfMonth(day)}日`;

const threshold = `${Math.round(RETENTION_SUGGESTION_THRESHOLD * 100)}%`;

export const retentionTexts = {
  title: '真实记忆率',
  explain: `需要回想的复习中评为「${GRADE_LABELS.HARD}」或更好的比例`,
  curve: '记忆曲线',
  periods: { week: '本周', month: '本月', allTime: '全部' },
  /** No graded review in the period: a dash, never 0%. */
  none: '—',
  /** Imported reviews were scheduled by another program: they are not counted here (say so to whoever imported some). */
  empty: '还没有在这里评分的复习（导入的复习记录不计入）：查看隐藏的内容并评分后，这里就会显示每条曲线的真实记忆率',
  loadFailed: '记忆率加载失败',
  suggestion: (curveName: string) =>
    `「${curveName}」近 30 天 ${RETENTION_SUGGESTION_MIN_REVIEWS} 次以上评分的记忆率低于 ${threshold}，可以试试智能曲线`,
  goToCurves: '去记忆曲线',
  forecastTitle: `未来 ${RETENTION_FORECAST_DAYS} 天复习预测`,
  forecastBar: (date: string, count: number) => `${date} 预计复习 ${count} 条`,
  forecastSummary: (total: number, peak: { date: string; count: number } | null) =>
    total === 0 ? `未来 ${RETENTION_FORECAST_DAYS} 天没有待复习的内容` : `共 ${total} 条，最多的一天是 ${chineseDate(peak!.date)}，${peak!.count} 条`,
} as const;

/** 85%, or — when nothing was graded. */
export function formatRetention(count: RetentionCount): string {
  const rate = retentionRate(count);
  return rate === null ? retentionTexts.none : `${Math.round(rate * 100)}%`;
}
