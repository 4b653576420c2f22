// The store factory: one store per page (the shell's), or one per test / dev harness.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { sessionSlice, userChanged } from './session';
import type { AuthBridge } from '@memory/contracts';

const rootReducer = combineSlices(api, sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Dev-only invariant checks stay on; the higher threshold keeps a cold first dispatch from warning.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } }).concat(
        api.middleware,
      ),
  });
  // Refetch on focus / reconnect where a hook asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The only door to RTK and react-redux for the apps: @memory/api is a shared singleton the shell provides, so its
 * one copy of react-redux (and its context) is the one every remote's Provider and hooks use. The apps import these,
 * never react-redux itself (eslint forbids it), so no app ships a second copy and RTK is not shared whole.
 */
export const StoreProvider = Provider;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Keep `session.user` in step with the bridge, and forget every cached response when the user changes
 * (signing out must not leave the previous user's memos in memory). Returns an unsubscribe function.
 */
export function syncSessionWithBridge(store: AppStore, bridge: AuthBridge): () => void {
  store.dispatch(userChanged(bridge.getUser()));
  return bridge.subscribe((user) => {
    const previous = store.getState().session.user;
    if (previous?.sub !== user?.sub) store.dispatch(api.util.resetApiState());
    store.dispatch(userChanged(user));
  });
}
