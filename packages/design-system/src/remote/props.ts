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
}
