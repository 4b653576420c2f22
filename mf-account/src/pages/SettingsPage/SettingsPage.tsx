import { Flex } from 'antd';
import { PageFrame } from '@memory/design-system';
import { ProfileCard } from './ProfileCard';
import { AppearanceCard } from './AppearanceCard';
import { HistoryCountCard } from './HistoryCountCard';

/** 设置: profile, appearance and the history cache size. */
export function SettingsPage() {
  return (
    <PageFrame title="设置">
      <Flex vertical gap={16}>
        <ProfileCard />
        <AppearanceCard />
        <HistoryCountCard />
      </Flex>
    </PageFrame>
  );
}
