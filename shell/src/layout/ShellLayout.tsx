import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@memory/design-system';
import { TopNav } from './TopNav';

/** Every page: the top navigation over the content. */
export function ShellLayout() {
  return (
    <Layout className="shell-layout">
      <TopNav />
      <Layout.Content className="shell-content">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
