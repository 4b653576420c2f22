import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteUnavailable } from '@memory/design-system';
import { RemoteRoot, type RemoteRoute } from './RemoteRoot';
import { transitionFirstReactDomClient } from './transitionRoot';
import type { RemoteLifecycles, RemoteProps } from './props';

export interface CreateRemoteAppOptions {
  /** The MF container name, e.g. mf_jars. */
  name: string;
  routes: readonly RemoteRoute[];
}

export function createRemoteApp({ name, routes }: CreateRemoteAppOptions): Required<RemoteLifecycles> {
  function RootComponent(props: RemoteProps) {
    return <RemoteRoot {...props} routes={routes} />;
  }
  RootComponent.displayName = `RemoteRoot(${name})`;

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    // The first render in slices, not one long task (transitionRoot.ts).
    ReactDOMClient: transitionFirstReactDomClient,
    rootComponent: RootComponent,
    // Last resort only (RemoteRoot has its own resettable boundary): the providers themselves broke,
    // so nothing short of mounting again can help.
    errorBoundary: () => <RemoteUnavailable onRetry={() => window.location.reload()} />,
  });
  return lifecycles as unknown as Required<RemoteLifecycles>;
}
