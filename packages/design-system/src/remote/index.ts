export { createRemoteApp, type CreateRemoteAppOptions, type RemoteLifecycles, type RemoteParcelProps } from './createRemoteApp';
export { RemoteRoot, type RemoteRoute, type RemoteRootProps } from './RemoteRoot';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemotePropsContext, useRemoteProps } from './RemotePropsContext';
export { recordSharedModules, SINGLETON_REGISTRY_KEY, type SharedModules } from './sharedModules';
export type { RemoteProps } from './props';
