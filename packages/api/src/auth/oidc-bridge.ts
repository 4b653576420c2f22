// The browser side of sign-in: an AuthBridge (see @memory/contracts) over oidc-client-ts.
// Authorization code + PKCE against the product's OpenID provider (or any other), refresh tokens for renewal,
// and RP-initiated logout. The shell creates one; a remote's dev harness can create its own the same way.
//
// Signed in in every tab: the user (tokens) is kept in localStorage, shared by the origin's tabs, rather than
// asking the provider's session with signinSilent in a hidden iframe. Why: the iframe needs the provider's pages
// to be framable (the product sends frame-ancestors 'none'), third-party-cookie rules break it with an external
// provider, and it costs a round trip per new tab. localStorage is no weaker than the sessionStorage used
// before: script injected in the page can read either, so the defence is the CSP and short-lived access tokens
// (30 minutes) with rotating refresh tokens. Because refresh tokens rotate (and the provider revokes the grant
// when a used one comes back), tabs never renew at once: renewal runs under a Web Lock, re-reads the stored
// user first and uses a token another tab already renewed. Tabs follow each other through the storage event:
// a sign-in, a renewal or a sign-out in one tab reaches the others. The PKCE verifier and state stay per tab
// (sessionStorage).
import {
  ErrorResponse,
  UserManager,
  WebStorageStateStore,
  type OidcMetadata,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { SESSION_STORAGE_KEY_PREFIX, SIGN_UP_HINT, isInAppPath, type AuthBridge, type AuthUser } from '@memory/contracts';
// The package's own root (as connect-client.ts): '../storage/userStorage' bundled a second copy of the shared
// singleton's modules into the shell's start-up chunk.
import { clearAttachmentCache, clearUserStorage } from '@memory/api';

export interface OidcBridgeConfig {
  /** Issuer URL, e.g. https://example.com/oidc. */
  authority: string;
  clientId: string;
  /** Default 'openid profile offline_access' (offline_access brings the refresh token). */
  scope?: string;
  /** Default <origin>/callback. */
  redirectUri?: string;
  /** Default <origin>/. */
  postLogoutRedirectUri?: string;
  /**
   * The provider's endpoints, when the host already knows them (the server puts its embedded provider's into
   * /config.json): oidc-client-ts then skips the discovery request it would otherwise make before each sign-in
   * and sign-out redirect of a page load, a serial round trip on the way to the provider. Absent: discovery.
   */
  metadata?: Partial<OidcMetadata>;
  /** Tests inject a fake; the product uses oidc-client-ts' UserManager. */
  createUserManager?: (settings: UserManagerSettings) => UserManagerLike;
}

/** The part of oidc-client-ts' UserManager the bridge uses. */
export type UserManagerLike = Pick<
  UserManager,
  'getUser' | 'removeUser' | 'signinRedirect' | 'signinRedirectCallback' | 'signinSilent' | 'signoutRedirect'
> & {
  events: Pick<UserManager['events'], 'addUserLoaded' | 'addUserUnloaded' | 'addSilentRenewError'>;
};

export interface OidcAuthBridge extends AuthBridge {
  /** Resolves once the user kept in sessionStorage (if any) has been read. */
  readonly ready: Promise<void>;
  /** On /callback: finish the code exchange and return the in-app path that asked to sign in. */
  completeSignIn(url?: string): Promise<string>;
}

const DEFAULT_SCOPE = 'openid profile offline_access';
const DEFAULT_RETURN_TO = '/home';

/** Where the stored user lives: `memory.oidc.user:<authority>:<client>` (oidc-client-ts adds `user:` to the prefix). */
const STORE_PREFIX = 'memory.oidc.';
const USER_KEY_PREFIX = SESSION_STORAGE_KEY_PREFIX;
const RENEW_LOCK = 'memory.oidc.renew';

export function buildUserManagerSettings(
  config: OidcBridgeConfig,
  origin: string,
  userStorage: Storage,
  stateStorage: Storage = userStorage,
): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: config.redirectUri ?? `${origin}/callback`,
    post_logout_redirect_uri: config.postLogoutRedirectUri ?? `${origin}/`,
    response_type: 'code',
    scope: config.scope ?? DEFAULT_SCOPE,
    userStore: new WebStorageStateStore({ store: userStorage, prefix: STORE_PREFIX }),
    // The PKCE verifier and state live only as long as the tab that started the sign-in.
    stateStore: new WebStorageStateStore({ store: stateStorage, prefix: STORE_PREFIX }),
    // Renewal happens on demand, one tab at a time (see renew below), never on a timer in every tab at once.
    automaticSilentRenew: false,
    // The access token is a JWT for the API audience; the provider's userinfo would reject it.
    loadUserInfo: false,
    monitorSession: false,
    ...(config.metadata ? { metadata: config.metadata } : {}),
  };
}

/** Reads one claim from a JWT's payload without verifying it (display only; the API verifies). */
function jwtClaim(token: string | undefined, claim: string): unknown {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    return (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>)[claim];
  } catch {
    return undefined;
  }
}

export function toAuthUser(user: User | null | undefined): AuthUser | null {
  if (!user || user.expired === true && !user.refresh_token) return null;
  const profile = user.profile as Record<string, unknown>;
  const username = [profile.username, profile.preferred_username, jwtClaim(user.access_token, 'username')].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return { sub: String(profile.sub), ...(username ? { username } : {}) };
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Callers may pass a path or a same-origin URL (e.g. location.href); the provider only ever sees a path. */
export function toReturnPath(target: string): string {
  const url = new URL(target, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_RETURN_TO;
}

/** Runs `task` under a Web Lock shared by the origin's tabs (where the browser has them: secure contexts). */
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  // The lock's promise settles with the task's own result (the DOM typing does not unwrap it).
  return locks ? (locks.request(name, task) as unknown as Promise<T>) : task();
}

export function createOidcAuthBridge(config: OidcBridgeConfig): OidcAuthBridge {
  const settings = buildUserManagerSettings(config, window.location.origin, window.localStorage, window.sessionStorage);
  const manager = config.createUserManager ? config.createUserManager(settings) : new UserManager(settings);
  const listeners = new Set<(user: AuthUser | null) => void>();
  let oidcUser: User | null = null;
  let authUser: AuthUser | null = null;
  let renewing: Promise<User | null> | null = null;

  // While leaving for the provider's logout page, the UI keeps the signed-in view: oidc-client-ts drops the
  // stored user first, and a protected page reacting to that would start a new sign-in and undo the logout.
  let leavingToSignOut = false;
  // Another tab signed out. That tab ends the provider's session only after it has dropped the stored user, so a
  // sign-in started here at once could still find the old provider session and sign back in without a word (and
  // put a user back into the storage the other tab just cleared). The next sign-in here therefore asks the
  // provider for the sign-in page (prompt=login) whatever session it still holds.
  let signedOutElsewhere = false;

  const setUser = (next: User | null) => {
    if (leavingToSignOut) return;
    oidcUser = next;
    const nextAuthUser = toAuthUser(next);
    const changed = nextAuthUser?.sub !== authUser?.sub || nextAuthUser?.username !== authUser?.username;
    authUser = nextAuthUser;
    if (changed) for (const listener of listeners) listener(authUser);
  };

  manager.events.addUserLoaded((user) => setUser(user));
  manager.events.addUserUnloaded(() => setUser(null));
  manager.events.addSilentRenewError((error) => console.warn('[auth] silent renew failed', error));

  const ready = manager.getUser().then(
    (user) => setUser(user),
    () => setUser(null),
  );

  // Another tab signed in, renewed or signed out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && !event.key.startsWith(USER_KEY_PREFIX)) return;
    const wasSignedIn = authUser !== null;
    manager.getUser().then(
      (user) => {
        if (wasSignedIn && !toAuthUser(user)) signedOutElsewhere = true;
        setUser(user);
      },
      () => setUser(null),
    );
  });

  /** One refresh at a time, however many requests (and tabs) find the token expired together. */
  const renew = (): Promise<User | null> => {
    renewing ??= withLock(RENEW_LOCK, async () => {
      const stored = await manager.getUser();
      if (stored && !stored.expired) return stored; // another tab renewed it meanwhile
      return manager.signinSilent();
    })
      .then((user) => {
        setUser(user);
        return user;
      })
      .catch(async (error: unknown) => {
        // Only the provider's refusal (an OAuth error answer: invalid_grant, a revoked grant) ends the session. A
        // renewal that failed for lack of network (offline, the provider down, a timeout) keeps the user signed in:
        // the app still shows what it has offline, and the next request that needs a token tries again.
        if (!(error instanceof ErrorResponse)) {
          console.warn('[auth] session not renewed for now (no answer from the provider)', error);
          return null;
        }
        console.warn('[auth] session could not be renewed', error);
        await manager.removeUser();
        void clearAttachmentCache();
        return null;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };

  return {
    ready,
    getUser: () => authUser,
    async getAccessToken() {
      await ready;
      if (!oidcUser) return null;
      if (!oidcUser.expired) return oidcUser.access_token;
      const renewed = await renew();
      return renewed?.access_token ?? null;
    },
    async signIn(returnTo = currentPath(), options = {}) {
      await manager.signinRedirect({
        state: toReturnPath(returnTo),
        ...(signedOutElsewhere ? { prompt: 'login' } : {}),
        ...(options.signUp ? { extraQueryParams: { [SIGN_UP_HINT.name]: SIGN_UP_HINT.value } } : {}),
      });
    },
    async signOut() {
      leavingToSignOut = true;
      // What the browser kept for this user (历史 MEMOS, tags, activity, the review outbox, the offline feed and the
      // service worker's copies of attachments) goes with the session, before the page leaves.
      await Promise.all([clearUserStorage(), clearAttachmentCache()]);
      try {
        // Ends the provider's session too (RP-initiated logout), then comes back to /.
        await manager.signoutRedirect();
      } catch (error) {
        console.warn('[auth] provider logout unavailable, signing out locally', error);
        await manager.removeUser();
        window.location.assign(settings.post_logout_redirect_uri ?? '/');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async completeSignIn(url) {
      const user = await manager.signinRedirectCallback(url);
      setUser(user);
      // Only same-origin paths come back from the provider as a destination (no open redirect).
      return isInAppPath(user.state) ? user.state : DEFAULT_RETURN_TO;
    },
  };
}
