import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteUnavailable } from '../components/RemoteUnavailable/RemoteUnavailable';
import { RemoteRoot, type RemoteRoute } from './RemoteRoot';
import { recordSharedModules, type SharedModules } from './sharedModules';
import type { RemoteProps } from './props';

export interface CreateRemoteAppOptions {
  /** The MF container name, e.g. mf_jars. */
  name: string;
  routes: readonly RemoteRoute[];
  /** The remote's own view of the shared singletons (see sharedModules.ts). */
  sharedModules?: SharedModules;
}

/** What the host passes to every lifecycle: the runtime contract plus single-spa's parcel name and mount point. */
export type RemoteParcelProps = RemoteProps & { name: string; domElement?: HTMLElement };

/** The single-spa lifecycles a remote exposes as `./app`. */
export interface RemoteLifecycles {
  bootstrap(props: RemoteParcelProps): Promise<unknown>;
  mount(props: RemoteParcelProps): Promise<unknown>;
  unmount(props: RemoteParcelProps): Promise<unknown>;
  update(props: RemoteParcelProps): Promise<unknown>;
}

export function createRemoteApp({ name, routes, sharedModules }: CreateRemoteAppOptions): RemoteLifecycles {
  if (sharedModules) recordSharedModules(name, sharedModules);

  function RootComponent(props: RemoteProps) {
    return <RemoteRoot {...props} routes={routes} />;
  }
  RootComponent.displayName = `RemoteRoot(${name})`;

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RootComponent,
    // Last resort only (RemoteRoot has its own resettable boundary): the providers themselves broke,
    // so nothing short of mounting again can help.
    errorBoundary: () => <RemoteUnavailable onRetry={() => window.location.reload()} />,
  });
  return lifecycles as unknown as RemoteLifecycles;
}
