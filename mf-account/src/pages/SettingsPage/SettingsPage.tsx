import { Flex } from 'antd';
import { PageFrame } from '@memory/design-system';
import { ProfileCard } from './ProfileCard';
import { AppearanceCard } from './AppearanceCard';
import { HistoryCountCard } from './HistoryCountCard';
import { DesiredRetentionCard } from './DesiredRetentionCard';
import { DataExportCard } from './DataExportCard';
import { ReminderCard } from './reminders/ReminderCard';
import { SmartCurveCard } from './smart-curve/SmartCurveCard';

/** 设置: profile, appearance, the history cache size, 智能曲线's 目标记忆率 and personal parameters, 复习提醒 and 下载我的数据. */
export function SettingsPage() {
  return (
    <PageFrame title="设置">
      <Flex vertical gap={16}>
        <ProfileCard />
        <AppearanceCard />
        <HistoryCountCard />
        <DesiredRetentionCard />
        <SmartCurveCard />
        <ReminderCard />
        <DataExportCard />
      </Flex>
    </PageFrame>
  );
}
