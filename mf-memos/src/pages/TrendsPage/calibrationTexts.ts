// 数据趋势's words for 智能曲线's calibration and true retention by Anki's convention (issue 31).
import { GRADE_LABELS, MATURE_INTERVAL_DAYS, type TrueRetentionCount } from '@memory/contracts';

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

export const calibrationTexts = {
  title: '智能曲线预测准确度',
  explain: '智能曲线按预测的记忆概率安排复习。每一栏是预测概率相近的复习：金色柱是实际记住的比例，横线是预测的比例，两者越接近，安排得越准。',
  usingDefault: '正在使用默认参数：评分复习满 400 次后，可以在设置中按你的复习记录优化。',
  goToSettings: '去设置',
  empty: '还没有智能曲线上的评分复习：查看隐藏的内容并评分后，这里会显示预测与实际的对比。',
  loadFailed: '预测准确度加载失败',
  bin: (from: number, to: number) => `预测 ${percent(from)}–${percent(to)}`,
  binLabel: (from: number, to: number, predicted: number | null, actual: number | null, count: number) =>
    count === 0 || predicted === null || actual === null
      ? `预测 ${percent(from)}–${percent(to)}：没有复习`
      : `预测 ${percent(from)}–${percent(to)}：预测 ${percent(predicted)}，实际 ${percent(actual)}，${count} 次复习`,
  reviews: (count: number) => `共 ${count} 次评分复习`,
  // Not "…真实记忆率": the card above is titled that, and the two must not be mistaken (nor matched) for each other.
  matureTitle: '新内容与成熟内容的记忆率',
  matureExplain: `按 Anki 的口径：每条内容每天只算第一次复习，评「${GRADE_LABELS.AGAIN}」为没记住，其余为记住；距上次复习 ${MATURE_INTERVAL_DAYS} 天及以上的算成熟。`,
  columns: { curve: '记忆曲线', young: `较新（<${MATURE_INTERVAL_DAYS} 天）`, mature: `成熟（≥${MATURE_INTERVAL_DAYS} 天）`, total: '全部' },
  none: '—',
};

export const formatRate = (count: TrueRetentionCount) => (count.rate === null ? calibrationTexts.none : percent(count.rate));
