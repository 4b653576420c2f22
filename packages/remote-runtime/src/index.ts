// @memory/remote-runtime: what makes an app a Module Federation remote (lifecycles, root, error boundary, remote
// props) and what a host needs to mount one (mountParcel). Bundled by each app, not shared (see README.md): a
// remote's props context lives in that remote's own copy. The dev harness, the test and story helpers and the proof
// hooks are subpaths.
export { createRemoteApp, type CreateRemoteAppOptions } from './createRemoteApp';
export { RemoteRoot, type RemoteRoute, type RemoteRootProps } from './RemoteRoot';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { importWithRetry, LazyImportError, lazyWithRetry, RetryGenerationContext, type ImportRetryOptions } from './lazyWithRetry';
export { onRemoteReloadRequest, REMOTE_RELOAD_EVENT, requestRemoteReload } from './remoteReload';
export { RemotePropsContext, useRemoteProps } from './RemotePropsContext';
export { useLeaveGuard } from './leaveGuard';
export { mountParcel, type ParcelController } from './parcel';
export type { RemoteLifecycles, RemoteParcelProps, RemoteProps } from './props';
