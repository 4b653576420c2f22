import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { TopNav } from './TopNav';

/** Every page: the top navigation over the content. */
export function ShellLayout() {
  return (
    <Layout className="shell-layout">
      <TopNav />
      <Layout.Content className="shell-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
