// The remotes' `./app` modules as the monolith yardstick imports them (see federation-runtime.monolith.ts).
declare module 'monolith-remote/*' {
  import type { RemoteLifecycles } from '@memory/remote-runtime';
  const lifecycles: RemoteLifecycles;
  export default lifecycles;
  export const bootstrap: RemoteLifecycles['bootstrap'];
  export const mount: RemoteLifecycles['mount'];
  export const unmount: RemoteLifecycles['unmount'];
  export const update: RemoteLifecycles['update'];
}
