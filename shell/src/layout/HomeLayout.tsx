import { Layout, Menu } from 'antd';
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
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { homeMenuItems, homeMenuKeyFor } from '../config/paths';

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

/** /home/*: the side menu (lit by the URL, never by clicks alone) beside the page. */
export function HomeLayout() {
  const { pathname } = useLocation();
  const selected = homeMenuKeyFor(pathname);
  return (
    <Layout className="home-layout" hasSider>
      <Layout.Sider className="home-layout__sider" width={208} breakpoint="lg" collapsedWidth={64} theme="light">
        <nav aria-label="个人中心">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={homeMenuItems.map(({ key, label, path }) => ({
              key,
              icon: menuIcons[key] ?? <AppstoreOutlined />,
              label: <Link to={path}>{label}</Link>,
            }))}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content className="home-layout__content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
