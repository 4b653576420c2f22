import type { ReactNode } from 'react';
import { Button, Dropdown } from 'antd';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { ThemeMode } from '@memory/contracts';
import { texts } from '@memory/design-system';
import { useThemeMode } from './theme-mode';

const icons: Record<ThemeMode, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

const order: ThemeMode[] = ['light', 'dark', 'system'];

/** The top-nav control: 浅色 / 深色 / 跟随系统. */
export function ThemeSwitch() {
  const { mode, setMode } = useThemeMode();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [mode],
        items: order.map((key) => ({ key, icon: icons[key], label: texts.theme[key] })),
        onClick: ({ key }) => setMode(key as ThemeMode),
      }}
    >
      <Button
        type="text"
        shape="circle"
        icon={icons[mode]}
        title={`外观：${texts.theme[mode]}`}
        aria-label={`外观：${texts.theme[mode]}`}
        data-testid="theme-switch"
      />
    </Dropdown>
  );
}
