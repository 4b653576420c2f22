import type { ProgressStatus } from '@memory/contracts';

export const progressStatusLabels: Record<ProgressStatus, string> = {
  NOT_STARTED: '未开始',
  IN_PROGRESS: '进行中',
  PAUSED: '已暂停',
  FINISHED: '已完成',
};
