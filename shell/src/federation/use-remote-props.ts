// The custom props handed to every remote (RemoteProps in @memory/remote-runtime): the shared store, the auth
// bridge, the theme and the shell's one history. Memoised so a parcel is only updated when something
// a remote can see has actually changed.
import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import type { RemoteProps } from '@memory/remote-runtime';
import { useShellServices } from '../app/shell-services';
import { useThemeMode } from '../theme/theme-mode';

export function useRemoteProps(): RemoteProps {
  const { store, auth, history } = useShellServices();
  const { mode, resolved, setMode } = useThemeMode();
  const location = useLocation();
  // The shell's history (navigation/guarded-history.ts): a remote's <Router navigator> pushes onto the same history the shell listens to.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { guardLeave } = history;
  return useMemo(
    () => ({ store, auth, themeMode: mode, resolvedTheme: resolved, setThemeMode: setMode, location, navigator, guardLeave }),
    [store, auth, mode, resolved, setMode, location, navigator, guardLeave],
  );
}
