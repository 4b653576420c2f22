// The shell's code-split pages (landing, help, …): a failed chunk shows 该模块加载失败 · 重试 where the page goes,
// instead of blanking the whole app, and 重试 fetches the page's code again (lazyWithRetry).
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { lazyWithRetry, RemoteErrorBoundary } from '@memory/remote-runtime';

export function lazyPage(load: () => Promise<{ default: () => ReactNode }>): ComponentType {
  const Page = lazyWithRetry(load);
  function LazyPage() {
    const { pathname } = useLocation();
    return (
      <RemoteErrorBoundary resetKey={pathname}>
        <Page />
      </RemoteErrorBoundary>
    );
  }
  return LazyPage;
}
