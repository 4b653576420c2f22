import { Suspense, type ComponentType } from 'react';
import { Route, Router, Routes, useNavigate } from 'react-router';
import { StoreProvider } from '@memory/api';
import { NotFound, PageSkeleton, ThemeProvider } from '@memory/design-system';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemotePropsContext } from './RemotePropsContext';
import type { RemoteProps } from './props';

/** One page of a remote: an absolute path (e.g. /home/jars/:id) and the component drawn there. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

export interface RemoteRootProps extends RemoteProps {
  routes: readonly RemoteRoute[];
}

/**
 * Everything a remote's pages need around them: the shared store, the theme the shell resolved,
 * a router controlled by the shell's history, and an error boundary that keeps failures inside
 * the remote's area. Unknown paths under the remote's prefixes are a 404.
 */
export function RemoteRoot({ routes, ...props }: RemoteRootProps) {
  return (
    <RemotePropsContext.Provider value={props}>
      {/* The shell paints <html>; a remote only themes its own subtree. */}
      <ThemeProvider theme={props.resolvedTheme} applyToDocument={false}>
        <RemoteErrorBoundary resetKey={props.location.pathname}>
          <StoreProvider store={props.store}>
            <Router location={props.location} navigator={props.navigator}>
              <Suspense fallback={<PageSkeleton />}>
                <Routes>
                  {routes.map(({ path, Component }) => (
                    <Route key={path} path={path} element={<Component />} />
                  ))}
                  <Route path="*" element={<RouteNotFound />} />
                </Routes>
              </Suspense>
            </Router>
          </StoreProvider>
        </RemoteErrorBoundary>
      </ThemeProvider>
    </RemotePropsContext.Provider>
  );
}

/** 404 for unknown paths under the remote's prefixes; 返回首页 navigates through the shell's history. */
function RouteNotFound() {
  const navigate = useNavigate();
  return <NotFound onBack={() => navigate('/')} />;
}
