// '@memory/api/testing/jest': Jest-only helpers (MSW's node server and React Testing Library).
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render, type RenderOptions } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { setAuthBridge } from '../auth/bridge';
import { createAppStore, type AppStore, type RootState } from '../store';
import { createFakeAuthBridge, type FakeAuthBridge } from './fakeAuthBridge';
import { createFakeBackend, type FakeBackend, type FakeBackendOptions } from './handlers';

export interface FakeApi {
  backend: FakeBackend;
  server: ReturnType<typeof setupServer>;
  bridge: FakeAuthBridge;
}

/**
 * Call at the top of a test file: starts an MSW server on a fresh fake backend before each test and installs
 * a signed-in fake auth bridge. Read `fake.backend.state` to seed or assert; `fake.server.use(...)` to override.
 */
export function setupFakeApi(options: FakeBackendOptions = {}): FakeApi {
  const fake = {} as FakeApi;
  fake.server = setupServer();
  beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    fake.backend = createFakeBackend(options);
    fake.server.resetHandlers(...fake.backend.handlers);
    fake.bridge = createFakeAuthBridge();
    setAuthBridge(fake.bridge);
  });
  afterEach(() => setAuthBridge(null));
  afterAll(() => fake.server.close());
  return fake;
}

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

/** Render inside a react-redux Provider with a fresh app store (or the one given). */
export function renderWithStore(ui: ReactElement, { store, preloadedState, ...options }: RenderWithStoreOptions = {}) {
  const appStore = store ?? createAppStore(preloadedState);
  return { store: appStore, ...render(<Provider store={appStore}>{ui}</Provider>, options) };
}
