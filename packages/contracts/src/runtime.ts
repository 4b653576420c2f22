// Runtime contract between the shell and the remotes: plain types, no code, so every layer can depend on it.

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** The signed-in person as the shell knows them from the ID/access token. */
export interface AuthUser {
  sub: string;
  username?: string;
}

/**
 * The shell owns sign-in (oidc-client-ts). Remotes and @memory/api reach it only through this bridge.
 * `signIn(returnTo)` sends the browser to the provider and back to `returnTo` (default: current URL).
 */
export interface AuthBridge {
  getUser(): AuthUser | null;
  getAccessToken(): Promise<string | null>;
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
  /** Subscribe to user changes; returns an unsubscribe function. */
  subscribe(listener: (user: AuthUser | null) => void): () => void;
}
