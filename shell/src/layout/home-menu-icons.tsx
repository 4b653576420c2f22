import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  EditOutlined,
  ExperimentOutlined,
  LineChartOutlined,
  MessageOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  UserOutlined,
} from '@ant-design/icons';

const menuIcons: Record<string, ReactNode> = {
  'new-memo': <EditOutlined />,
  memos: <ReadOutlined />,
  jars: <ExperimentOutlined />,
  curves: <LineChartOutlined />,
  trends: <BarChartOutlined />,
  store: <ShopOutlined />,
  'member-cards': <CreditCardOutlined />,
  account: <UserOutlined />,
  settings: <SettingOutlined />,
  feedback: <MessageOutlined />,
  stars: <StarOutlined />,
};

/** The icon of a 个人中心 menu item (HomeLayout, and its prerendered copy). */
export const homeMenuIcon = (key: string): ReactNode => menuIcons[key] ?? <AppstoreOutlined />;
