import { StrictMode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { StoreProvider } from '@memory/api';
import { ThemeProvider } from '@memory/design-system';
import { useAuthUser } from '../auth/use-auth-user';
import { LeaveGuardPrompt } from '../navigation/LeaveGuardPrompt';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { ThemeModeProvider, useThemeMode } from '../theme/theme-mode';
import { AppRoutes } from './AppRoutes';
import { ShellServicesProvider, useShellServices, type ShellServices } from './shell-services';

function ThemedRoutes() {
  const { resolved } = useThemeMode();
  const { history } = useShellServices();
  return (
    <ThemeProvider theme={resolved}>
      <AppRoutes />
      <UpdatePrompt />
      <LeaveGuardPrompt history={history} />
    </ThemeProvider>
  );
}

function SignedInAwareTheme() {
  const user = useAuthUser();
  return (
    <ThemeModeProvider signedIn={user !== null}>
      <ThemedRoutes />
    </ThemeModeProvider>
  );
}

/** Providers in dependency order: services → store → one browser history → theme → routes. */
export function App({ services }: { services: ShellServices }) {
  return (
    <StrictMode>
      <ShellServicesProvider services={services}>
        <StoreProvider store={services.store}>
          <HistoryRouter history={services.history}>
            <SignedInAwareTheme />
          </HistoryRouter>
        </StoreProvider>
      </ShellServicesProvider>
    </StrictMode>
  );
}
