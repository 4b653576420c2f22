/**
 * The module namespace objects of every shared singleton, exactly as one app sees them. Each app
 * records its own view under its MF name so an e2e can check the shell and every remote hold the
 * very same objects (i.e. Module Federation really loaded each singleton once).
 */
export interface SharedModules {
  react: unknown;
  'react/jsx-runtime': unknown;
  'react-dom': unknown;
  'react-dom/client': unknown;
  'react-router': unknown;
  antd: unknown;
  '@reduxjs/toolkit': unknown;
  '@reduxjs/toolkit/query/react': unknown;
  'react-redux': unknown;
  '@memory/api': unknown;
  '@memory/design-system': unknown;
}

type SingletonRegistry = Record<string, SharedModules>;

export const SINGLETON_REGISTRY_KEY = '__MEMORY_SINGLETONS__';

export function recordSharedModules(appName: string, modules: SharedModules): void {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as Record<typeof SINGLETON_REGISTRY_KEY, SingletonRegistry | undefined>;
  const registry = (holder[SINGLETON_REGISTRY_KEY] ??= {});
  registry[appName] = modules;
}
