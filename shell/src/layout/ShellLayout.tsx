import { Suspense, useEffect, useMemo } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@memory/design-system';
import { useShellServices } from '../app/shell-services';
import { createDocumentTitles } from '../config/titles';
import { TopNav } from './TopNav';

const MAIN_CONTENT_ID = 'main-content';

/** Every page: a skip link, the top navigation, then the one `main` landmark (the /home layout nests no other). */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { routeTable } = useShellServices();
  const documentTitleFor = useMemo(() => createDocumentTitles(routeTable.remotes), [routeTable]);
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [documentTitleFor, pathname]);
  return (
    <Layout className="shell-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        跳到主要内容
      </a>
      <TopNav />
      <Layout.Content className="shell-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
