// '@memory/remote-runtime/testing': render a remote's routes in tests exactly as the shell would
// mount them (RemoteRoot with store, theme, controlled router and remote props), on an in-memory history.
import { useEffect, useState } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import type { AuthBridge, ResolvedTheme, ThemeMode } from '@memory/contracts';
import { RemoteRoot, type RemoteRoute } from './RemoteRoot';

export type MemoryHistory = ReturnType<typeof createMemoryHistory>;

export interface RenderRemoteOptions {
  routes: readonly RemoteRoute[];
  /** Where the test starts, e.g. /home/curves. */
  path: string;
  store: Store;
  auth?: AuthBridge;
  themeMode?: ThemeMode;
  setThemeMode?(mode: ThemeMode): void;
}

export interface RenderRemoteResult extends RenderResult {
  history: MemoryHistory;
  /** Navigate as the shell would (and let React settle). */
  navigate(path: string): void;
}

const signedOutBridge: AuthBridge = {
  getUser: () => null,
  getAccessToken: async () => null,
  signIn: async () => undefined,
  signOut: async () => undefined,
  subscribe: () => () => undefined,
};

export function renderRemote({
  routes,
  path,
  store,
  auth = signedOutBridge,
  themeMode = 'light',
  setThemeMode = () => undefined,
}: RenderRemoteOptions): RenderRemoteResult {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const resolvedTheme: ResolvedTheme = themeMode === 'dark' ? 'dark' : 'light';

  function TestShell() {
    const [location, setLocation] = useState<Location>(history.location);
    useEffect(() => history.listen(({ location: next }) => setLocation(next)), []);
    return (
      <RemoteRoot
        routes={routes}
        store={store}
        auth={auth}
        themeMode={themeMode}
        resolvedTheme={resolvedTheme}
        setThemeMode={setThemeMode}
        location={location}
        navigator={history}
      />
    );
  }

  const result = render(<TestShell />);
  return { ...result, history, navigate: (to) => act(() => history.push(to)) };
}
