// Runtime contract between the shell and the remotes: plain types, no code, so every layer can depend on it.

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';

/**
 * The service worker's cache of the signed-in user's attachment files (shell/sw/service-worker.ts): the page that
 * signs out deletes it with the rest of what the browser kept for the user (@memory/api clearUserStorage).
 */
export const ATTACHMENT_CACHE = 'memory-attachments';

export interface SignInOptions {
  /** A new visitor: open the provider's sign-up form first. */
  signUp?: boolean;
}

/**
 * The authorization request parameter that asks the embedded provider for its sign-up form (an extra parameter it
 * recognises; the name Auth0 and others use for the same thing).
 */
export const SIGN_UP_HINT = { name: 'screen_hint', value: 'signup' } as const;

/** The signed-in person as the shell knows them from the ID/access token. */
export interface AuthUser {
  sub: string;
  username?: string;
}

/**
 * The shell owns sign-in (oidc-client-ts). Remotes and @memory/api reach it only through this bridge.
 * `signIn(returnTo)` sends the browser to the provider and back to `returnTo` (default: current URL); with
 * `{ signUp: true }` the provider opens on its sign-up form (免费开始) instead of the sign-in form.
 */
export interface AuthBridge {
  getUser(): AuthUser | null;
  getAccessToken(): Promise<string | null>;
  signIn(returnTo?: string, options?: SignInOptions): Promise<void>;
  signOut(): Promise<void>;
  /** Subscribe to user changes; returns an unsubscribe function. */
  subscribe(listener: (user: AuthUser | null) => void): () => void;
}

/**
 * The id of the `<script type="application/json">` block in which the server hands the shell /config.json and
 * /remotes.json inside index.html (`{ config, remotes }`), so the shell starts without fetching them first.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'memory-runtime-config';
