// '@memory/remote-runtime/testing': render a remote's routes in tests exactly as the shell would
// mount them (RemoteRoot with store, theme, controlled router and remote props), on an in-memory history.
import { useEffect, useState } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import { fillPath, type AuthBridge, type ResolvedTheme, type ThemeMode } from '@memory/contracts';
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
  /** The host's leave guard (RemoteProps.guardLeave); none by default, as in the dev harness. */
  guardLeave?(message: string | null): void;
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
  guardLeave,
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
        guardLeave={guardLeave}
      />
    );
  }

  const result = render(<TestShell />);
  return { ...result, history, navigate: (to) => act(() => history.push(to)) };
}

/**
 * Every page a remote declares (its routes.json `pages`) as [path, heading] rows for a route test. `headings` is keyed
 * by the declaration's page names, so a page declared and not tested fails the typecheck; `ids` fill the patterns'
 * parameters in order (e.g. the fake backend's jar and item ids).
 */
export function declaredPageRows<Name extends string>(
  pages: Record<Name, { path: string }>,
  headings: Record<Name, string>,
  ...ids: string[]
): (readonly [path: string, heading: string])[] {
  return (Object.keys(headings) as Name[]).map((name) => [fillPath(pages[name].path, ...ids), headings[name]] as const);
}
