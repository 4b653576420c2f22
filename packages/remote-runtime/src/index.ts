// @memory/remote-runtime: what makes an app a Module Federation remote (lifecycles, root, error boundary, remote
// props) and what a host needs to mount one (mountParcel). Shared as a singleton (rspack.base.mjs). The dev harness,
// the test and story helpers and the proof hooks are subpaths, so they never reach the shared root.
export { createRemoteApp, type CreateRemoteAppOptions } from './createRemoteApp';
export { RemoteRoot, type RemoteRoute, type RemoteRootProps } from './RemoteRoot';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemotePropsContext, useRemoteProps } from './RemotePropsContext';
export { mountParcel, type ParcelController } from './parcel';
export type { RemoteLifecycles, RemoteParcelProps, RemoteProps } from './props';
