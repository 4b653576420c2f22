// The content area for one remote: load its `./app` through the MF runtime, mount it as a single-spa
// parcel, keep it updated with the location and theme, and contain every failure in this area.
// Failure layers: (1) manifest / remoteEntry / chunk load → load rejects; (2) mount rejects;
// (3) render errors → the remote's own boundary (@memory/remote-runtime), and RemoteAreaBoundary for the
// shell-side part. 重试 drops the remote's cached load so a remote that came back really loads again.
// A remote built for a newer shell (shared-exports-check.ts) says so instead, with 刷新页面.
import { useEffect, useRef, useState } from 'react';
import { PageSkeleton, RemoteIncompatible, RemoteUnavailable } from '@memory/design-system';
import { mountParcel, onRemoteReloadRequest, type ParcelController, type RemoteLifecycles } from '@memory/remote-runtime';
import { useShellServices } from '../app/shell-services';
import { loadRemoteApp } from './federation-runtime';
import { checkRemoteOnce, loadCompatibleRemote, RemoteIncompatibleError } from './shared-exports-check';
import { useRemoteProps } from './use-remote-props';

type AreaState =
  | { status: 'loading' }
  | { status: 'mounting' | 'mounted'; lifecycles: RemoteLifecycles }
  | { status: 'failed'; error: unknown };

export interface RemoteAreaProps {
  /** MF container name from remotes.json, e.g. mf_jars. */
  remote: string;
}

export function RemoteArea({ remote }: RemoteAreaProps) {
  const props = useRemoteProps();
  const { routeTable } = useShellServices();
  const entry = routeTable.remotes.find(({ name }) => name === remote)?.entry;
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<ParcelController | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  // (1) Load the remote's lifecycles; a retry (attempt > 0) forgets what the runtime cached.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const fresh = attempt > 0;
    const check = entry ? checkRemoteOnce(remote, entry, fresh) : Promise.resolve();
    loadCompatibleRemote(remote, check, loadRemoteApp(remote, { fresh })).then(
      (lifecycles) => current && setState({ status: 'mounting', lifecycles }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [remote, entry, attempt]);

  // (2) Mount once per successful load; the same parcel then lives while the user moves inside the remote.
  const lifecycles = state.status === 'mounting' || state.status === 'mounted' ? state.lifecycles : null;
  useEffect(() => {
    const container = containerRef.current;
    if (!lifecycles || !container) return;
    let current = true;
    const parcel = mountParcel(remote, lifecycles, container, propsRef.current);
    parcelRef.current = parcel;
    parcel.mounted.then(
      () => {
        if (!current) return;
        setState({ status: 'mounted', lifecycles });
        // Catch up with anything that changed while mounting (a redirect, a theme switch).
        parcel.update(propsRef.current);
      },
      (error: unknown) => {
        console.error(`[shell] ${remote} failed to mount`, error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
      parcelRef.current = null;
      void parcel.unmount();
    };
  }, [remote, lifecycles]);

  // The remote's own 重试 after its page code failed to load (remoteReload.ts): reload it from a fresh manifest, which
  // finds the chunks of a build deployed since.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    return onRemoteReloadRequest(container, () => setAttempt((n) => n + 1));
  }, [state.status]);

  // Every navigation and theme change reaches the mounted remote through single-spa's update.
  useEffect(() => {
    parcelRef.current?.update(props);
  }, [props]);

  if (state.status === 'failed' && state.error instanceof RemoteIncompatibleError) {
    return (
      <div className="remote-area" data-remote={remote} data-state="incompatible">
        <RemoteIncompatible onReload={() => window.location.reload()} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="remote-area" data-remote={remote} data-state="failed">
        <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  // Until the remote has mounted, its DOM is laid out under the skeleton, out of sight (still focusable, so a
  // field the remote focuses on mount keeps the focus); one commit then swaps them, so nothing moves (CLS).
  const mounted = state.status === 'mounted';
  return (
    <div className="remote-area" data-remote={remote} data-state={state.status}>
      {mounted ? null : <PageSkeleton />}
      <div ref={containerRef} className={mounted ? undefined : 'remote-area__pending'} />
    </div>
  );
}
