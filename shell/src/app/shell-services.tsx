// What the shell built at start-up and every screen may need: the runtime config, the route table,
// the auth bridge and the shared store. Created once in bootstrap, never re-created.
import { createContext, useContext, type ReactNode } from 'react';
import type { Store } from '@reduxjs/toolkit';
import type { OidcAuthBridge } from '@memory/api/oidc-bridge';
import type { RouteTable } from '../config/paths';
import type { RuntimeConfig } from '../config/runtime-config';

export interface ShellServices {
  config: RuntimeConfig;
  routeTable: RouteTable;
  auth: OidcAuthBridge;
  store: Store;
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
