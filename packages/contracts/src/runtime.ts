// Runtime contract between the shell and the remotes: plain types, no code, so every layer can depend on it.

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';

/**
 * The service worker's cache of the signed-in user's attachment files (shell/sw/service-worker.ts): the page that
 * signs out deletes it with the rest of what the browser kept for the user (@memory/api clearUserStorage).
 */
export const ATTACHMENT_CACHE = 'memory-attachments';

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
