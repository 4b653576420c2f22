// @memory/api: the one RTK Query api, its store factory and the auth bridge hook-up. No UI here.
export { api, API_TAG_TYPES, LIST, type ApiTagType } from './api';
export { authorisedBaseQuery, signInAgain, type ApiBaseQuery } from './baseQuery';
export { setAuthBridge, getAuthBridge } from './auth/bridge';
export { setApiBaseUrl, getApiBaseUrl } from './config';
export {
  readUserStored,
  writeUserStored,
  removeUserStored,
  clearUserStorage,
  clearAttachmentCache,
  USER_DATABASES,
} from './storage/userStorage';
export { registerUnsyncedWork, sendUnsyncedWork, unsyncedCount, type UnsyncedWork } from './storage/unsyncedWork';
export { apiErrorMessage, apiFieldErrors, failureCause, isNetworkError, isNotFound, isPremiumRequired, isUnauthorised } from './errors';
export {
  createAppStore,
  syncSessionWithBridge,
  StoreProvider,
  useAppDispatch,
  useAppSelector,
  type AppStore,
  type AppDispatch,
  type RootState,
} from './store';
export { sessionSlice, userChanged, selectUser, selectIsSignedIn, type SessionState } from './session';
export * from './endpoints/users';
export * from './endpoints/settings';
export * from './endpoints/reminders';
export * from './endpoints/memos';
export * from './endpoints/attachments';
export * from './endpoints/curves';
export * from './endpoints/timeline';
export * from './endpoints/reviews';
export * from './endpoints/jars';
export * from './endpoints/marketplace';
export * from './endpoints/store';
export * from './endpoints/account';
export * from './endpoints/imports';
export * from './endpoints/exports';
export * from './endpoints/cardBuilder';
export * from './endpoints/smartCurve';
// The AI stream client is the subpath '@memory/api/ai': only AI screens load it, not every first load.
