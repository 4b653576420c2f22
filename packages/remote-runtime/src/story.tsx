// '@memory/remote-runtime/story': a remote's page in Storybook as the shell would mount it (RemoteRoot on an
// in-memory history), signed in as the fake user and talking to the shared MSW fake backend in the page itself.
import { useEffect, useLayoutEffect, useState } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from 'react-router';
import type { ResolvedTheme } from '@memory/contracts';
import { createAppStore, setAuthBridge } from '@memory/api';
import { createFakeAuthBridge, createFakeBackend, mockFetchWith, type FakeState } from '@memory/api/testing';
import { RemoteRoot, type RemoteRoute } from './RemoteRoot';

export interface RemotePageStoryProps {
  routes: readonly RemoteRoute[];
  /** Where the story starts, e.g. /home/store. */
  path: string;
  /** Seeds the fake backend (account, jars, publish tasks…). */
  state?: Partial<FakeState>;
  /** Answer before the fake backend, e.g. a 500 for an error state. */
  handlers?: Parameters<typeof mockFetchWith>[0];
  theme?: ResolvedTheme;
}

/** The toolbar's 主题 (浅色 / 深色), for `theme`. */
export const storyTheme = (globals: Record<string, unknown>): ResolvedTheme => (globals.theme === 'dark' ? 'dark' : 'light');

/**
 * One page story. fetch is patched for the whole preview, so two of these on one docs page would answer each
 * other's requests: page stories opt out of autodocs (`tags: ['!autodocs']`).
 */
export function RemotePageStory({ routes, path, state, handlers = [], theme = 'light' }: RemotePageStoryProps) {
  const [setup] = useState(() => {
    const backend = createFakeBackend({ state });
    return {
      handlers: [...handlers, ...backend.handlers],
      bridge: createFakeAuthBridge(),
      store: createAppStore(),
      history: createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    };
  });
  const [location, setLocation] = useState<Location>(setup.history.location);
  useEffect(() => setup.history.listen(({ location: next }) => setLocation(next)), [setup]);
  // Layout effects run before any child's passive effect: the fake answers the first query, with a token.
  useLayoutEffect(() => {
    const undoFetch = mockFetchWith(setup.handlers);
    setAuthBridge(setup.bridge);
    return () => {
      undoFetch();
      setAuthBridge(null);
    };
  }, [setup]);

  return (
    <RemoteRoot
      routes={routes}
      store={setup.store}
      auth={setup.bridge}
      themeMode={theme}
      resolvedTheme={theme}
      setThemeMode={() => undefined}
      location={location}
      navigator={setup.history}
    />
  );
}
