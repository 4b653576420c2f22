// What the shell built at start-up and every screen may need: the runtime config, the route table,
// the auth bridge, the shared store and the one browser history. Created once in bootstrap, never re-created.
import { createContext, useContext, type ReactNode } from 'react';
import type { Store } from '@reduxjs/toolkit';
import type { OidcAuthBridge } from '@memory/api/oidc-bridge';
import type { RouteTable } from '../config/paths';
import type { RuntimeConfig } from '../config/runtime-config';
import type { GuardedHistory } from '../navigation/guarded-history';

export interface ShellServices {
  config: RuntimeConfig;
  routeTable: RouteTable;
  auth: OidcAuthBridge;
  store: Store;
  /** The one browser history: the shell's router and every remote navigate through it. */
  history: GuardedHistory;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices outside ShellServicesProvider');
  return services;
}
