import { Flex } from 'antd';
import { PageFrame } from '@memory/design-system';
import { ProfileCard } from './ProfileCard';
import { AppearanceCard } from './AppearanceCard';
import { HistoryCountCard } from './HistoryCountCard';
import { DesiredRetentionCard } from './DesiredRetentionCard';

/** 设置: profile, appearance, the history cache size and 智能曲线's 目标记忆率. */
export function SettingsPage() {
  return (
    <PageFrame title="设置">
      <Flex vertical gap={16}>
        <ProfileCard />
        <AppearanceCard />
        <HistoryCountCard />
        <DesiredRetentionCard />
      </Flex>
    </PageFrame>
  );
}
