// The runtime contract between the host (the shell, or a remote's dev harness) and a remote: the props it hands
// over and the single-spa lifecycles the remote exposes as `./app`. Both sides type against this one file.
import type { Store } from '@reduxjs/toolkit';
import type { Location, Navigator } from 'react-router';
import type { AuthBridge, ResolvedTheme, ThemeMode } from '@memory/contracts';

/**
 * Custom props the shell (or a remote's dev harness) hands to every remote's single-spa lifecycles.
 * The URL is the single source of truth: the shell owns the one history; a remote renders a controlled
 * <Router location navigator> from these props, and the shell calls `update` whenever the location changes.
 */
export interface RemoteProps {
  store: Store;
  auth: AuthBridge;
  themeMode: ThemeMode;
  resolvedTheme: ResolvedTheme;
  setThemeMode(mode: ThemeMode): void;
  location: Location;
  navigator: Navigator;
  /**
   * Asks the host to confirm before in-app navigation leaves this page (unsaved work, in these words); null lifts it.
   * Optional: a host built before it (or a dev harness) has none, and navigation simply goes on.
   */
  guardLeave?(message: string | null): void;
}

/** What the host passes to every lifecycle: the runtime contract plus single-spa's parcel name and mount point. */
export type RemoteParcelProps = RemoteProps & { name: string; domElement?: HTMLElement };

/** The single-spa lifecycles a remote exposes as `./app` (createRemoteApp makes them; mountParcel mounts them). */
export interface RemoteLifecycles {
  bootstrap(props: RemoteParcelProps): Promise<unknown>;
  mount(props: RemoteParcelProps): Promise<unknown>;
  unmount(props: RemoteParcelProps): Promise<unknown>;
  /** Optional in single-spa; every remote made by createRemoteApp has it. */
  update?(props: RemoteParcelProps): Promise<unknown>;
}
