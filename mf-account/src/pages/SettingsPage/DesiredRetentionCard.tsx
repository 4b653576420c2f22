import {
  DESIRED_RETENTION_DEFAULT,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MESSAGE,
  DESIRED_RETENTION_MIN,
  readDesiredRetention,
} from '@memory/contracts';
import { NumberSettingCard } from './NumberSettingCard';

const DESIRED_RETENTION_HELP = `智能曲线按这个比例安排复习：越高，复习越频繁，忘得越少；越低，复习越少。默认 ${DESIRED_RETENTION_DEFAULT}%，可设 ${DESIRED_RETENTION_MIN}%–${DESIRED_RETENTION_MAX}%。`;

/** 目标记忆率: the share of 智能曲线 reviews the learner wants to still remember (DESIRED_RETENTION, 80–97; invalid reads as 90). */
export function DesiredRetentionCard() {
  return (
    <NumberSettingCard
      title="智能曲线"
      setting="DESIRED_RETENTION"
      label="目标记忆率"
      min={DESIRED_RETENTION_MIN}
      max={DESIRED_RETENTION_MAX}
      rangeMessage={DESIRED_RETENTION_MESSAGE}
      read={readDesiredRetention}
      extra={DESIRED_RETENTION_HELP}
      suffix="%"
    />
  );
}
