// The route tree, built from the route table: the shell's pages, and one route per pattern a remote
// claims in remotes.json. /home/* sits in the side-menu layout; /home/* and /order/* need sign-in.
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth';
import { isHomePath, isProtectedPath, paths } from '../config/paths';
import { RemoteSlot } from '../federation/RemoteSlot';
import { HomeLayout } from '../layout/HomeLayout';
import { ShellLayout } from '../layout/ShellLayout';
import { CallbackPage } from '../pages/CallbackPage';
import { FeedbackRedirect } from '../pages/FeedbackRedirect';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyPage } from './lazy-page';
import { useShellServices } from './shell-services';

// The public pages load on demand: a /home visit never downloads the landing page or the Markdown renderer. A chunk
// that fails to load is contained in the page's place, and 重试 loads it again (lazy-page.tsx).
const LandingPage = lazyPage(() => import('../pages/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const MarkdownHelpPage = lazyPage(() => import('../pages/MarkdownHelpPage').then((m) => ({ default: m.MarkdownHelpPage })));
const MobileAppPage = lazyPage(() => import('../pages/MobileAppPage').then((m) => ({ default: m.MobileAppPage })));
const ContactUsPage = lazyPage(() => import('../pages/ContactUsPage').then((m) => ({ default: m.ContactUsPage })));

export function AppRoutes() {
  const { routeTable } = useShellServices();
  const remoteRoutes = routeTable.remotes.flatMap(({ name, routes }) => routes.map((pattern) => ({ name, pattern })));
  const homeRemoteRoutes = remoteRoutes.filter(({ pattern }) => isHomePath(pattern));
  const otherRemoteRoutes = remoteRoutes.filter(({ pattern }) => !isHomePath(pattern));

  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.callback} element={<CallbackPage />} />
        <Route path={paths.mobileApp} element={<MobileAppPage />} />
        <Route path={paths.contactUs} element={<ContactUsPage />} />
        <Route path={paths.markdownHelp} element={<MarkdownHelpPage />} />
        <Route
          path={paths.home}
          element={
            <RequireAuth>
              <HomeLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to={paths.homeDefault} replace />} />
          <Route path={paths.feedback} element={<FeedbackRedirect />} />
          {homeRemoteRoutes.map(({ name, pattern }) => (
            <Route key={pattern} path={pattern} element={<RemoteSlot remote={name} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {otherRemoteRoutes.map(({ name, pattern }) => (
          <Route
            key={pattern}
            path={pattern}
            element={
              <div className="shell-remote-page">
                {isProtectedPath(pattern) ? (
                  <RequireAuth>
                    <RemoteSlot remote={name} />
                  </RequireAuth>
                ) : (
                  <RemoteSlot remote={name} />
                )}
              </div>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
