import { HISTORY_COUNT_MAX, HISTORY_COUNT_MIN, readHistoryCount } from '@memory/contracts';
import { NumberSettingCard } from './NumberSettingCard';

/** 历史 MEMOS 缓存数量: how many delivered posts the review feed keeps (form rule 10–100; a stored value outside 1–100 reads as 30). */
export function HistoryCountCard() {
  return (
    <NumberSettingCard
      title="历史 MEMOS"
      setting="HISTORY_COUNT"
      label="历史 MEMOS 缓存数量"
      min={HISTORY_COUNT_MIN}
      max={HISTORY_COUNT_MAX}
      rangeMessage={`请输入 ${HISTORY_COUNT_MIN} 到 ${HISTORY_COUNT_MAX} 之间的整数`}
      read={readHistoryCount}
    />
  );
}
