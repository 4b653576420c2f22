import { waitFor } from '@testing-library/react';
import { ErrorResponse, ErrorTimeout, type User, type UserManagerSettings } from 'oidc-client-ts';
import { THEME_MODE_STORAGE_KEY } from '@memory/contracts';
import { buildUserManagerSettings, createOidcAuthBridge, toAuthUser, type UserManagerLike } from './oidc-bridge';

type Listener<T> = (value: T) => void;

function fakeUser(overrides: Partial<User> = {}): User {
  return {
    profile: { sub: 'u-1', username: 'xiaoming' },
    access_token: 'token-1',
    refresh_token: 'refresh-1',
    expired: false,
    state: undefined,
    ...overrides,
  } as unknown as User;
}

/** A UserManager stand-in that records calls and lets a test fire its events. */
function fakeManager(stored: User | null = null) {
  const loaded: Listener<User>[] = [];
  const unloaded: Listener<void>[] = [];
  const manager = {
    getUser: jest.fn(async () => stored),
    removeUser: jest.fn(async () => {
      for (const listener of unloaded) listener();
    }),
    signinRedirect: jest.fn(async () => undefined),
    signinRedirectCallback: jest.fn(async () => fakeUser({ state: '/home/jars/7' })),
    signinSilent: jest.fn(async () => fakeUser({ access_token: 'token-2' })),
    signoutRedirect: jest.fn(async () => undefined),
    events: {
      addUserLoaded: (listener: Listener<User>) => loaded.push(listener),
      addUserUnloaded: (listener: Listener<void>) => unloaded.push(listener),
      addSilentRenewError: () => undefined,
    },
  };
  const fire = { loaded: (user: User) => loaded.forEach((listener) => listener(user)) };
  return { manager, fire };
}

function bridgeWith(manager: ReturnType<typeof fakeManager>['manager']) {
  let settings: UserManagerSettings | undefined;
  const bridge = createOidcAuthBridge({
    authority: 'http://localhost/oidc',
    clientId: 'memory-web',
    createUserManager: (given) => {
      settings = given;
      return manager as unknown as UserManagerLike;
    },
  });
  return { bridge, settings: () => settings! };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('UserManager settings', () => {
  it('uses the code flow with the product client and origin-relative redirects', () => {
    const settings = buildUserManagerSettings(
      { authority: 'http://localhost/oidc', clientId: 'memory-web' },
      'http://localhost',
      window.sessionStorage,
    );
    expect(settings).toMatchObject({
      client_id: 'memory-web',
      response_type: 'code',
      redirect_uri: 'http://localhost/callback',
      post_logout_redirect_uri: 'http://localhost/',
      scope: 'openid profile offline_access',
      automaticSilentRenew: false,
    });
  });

  it('takes the provider endpoints it is given, so no discovery request precedes the redirects', () => {
    const metadata = { issuer: 'http://localhost/oidc', end_session_endpoint: 'http://localhost/oidc/session/end' };
    const given = buildUserManagerSettings({ authority: 'http://localhost/oidc', clientId: 'memory-web', metadata }, 'http://localhost', window.localStorage);
    expect(given.metadata).toEqual(metadata);
    const discovered = buildUserManagerSettings({ authority: 'http://localhost/oidc', clientId: 'memory-web' }, 'http://localhost', window.localStorage);
    expect(discovered.metadata).toBeUndefined();
  });

  it('keeps the user in localStorage (every tab of the origin) and the PKCE state in the tab only', async () => {
    const settings = buildUserManagerSettings(
      { authority: 'http://localhost/oidc', clientId: 'memory-web' },
      'http://localhost',
      window.localStorage,
      window.sessionStorage,
    );
    await settings.userStore!.set('user:test', '{"access_token":"secret"}');
    await settings.stateStore!.set('state-1', '{"code_verifier":"verifier"}');
    expect(JSON.stringify({ ...window.localStorage })).toContain('secret');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('verifier');
    expect(JSON.stringify({ ...window.sessionStorage })).toContain('verifier');
  });
});

describe('createOidcAuthBridge', () => {
  it('starts signed out when nothing is stored, and signs in with state = the asked page', async () => {
    const { manager } = fakeManager(null);
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    expect(bridge.getUser()).toBeNull();
    expect(await bridge.getAccessToken()).toBeNull();

    await bridge.signIn('/home/jars/7');
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: '/home/jars/7' });
  });

  it('asks the provider for its sign-up form when signing up (免费开始)', async () => {
    const { manager } = fakeManager(null);
    const { bridge } = bridgeWith(manager);
    await bridge.signIn('/home/new-memo', { signUp: true });
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: '/home/new-memo', extraQueryParams: { screen_hint: 'signup' } });
  });

  it('turns a same-origin URL into a path and refuses to send the user elsewhere after sign-in', async () => {
    const { manager } = fakeManager(null);
    const { bridge } = bridgeWith(manager);
    await bridge.signIn(`${window.location.origin}/home/curves?page=2`);
    await bridge.signIn('https://evil.example/home');
    expect(manager.signinRedirect.mock.calls).toEqual([[{ state: '/home/curves?page=2' }], [{ state: '/home' }]]);
  });

  it('restores the stored user and tells subscribers about later changes', async () => {
    const { manager, fire } = fakeManager(fakeUser());
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    expect(bridge.getUser()).toEqual({ sub: 'u-1', username: 'xiaoming' });

    const seen: unknown[] = [];
    const unsubscribe = bridge.subscribe((user) => seen.push(user));
    fire.loaded(fakeUser({ profile: { sub: 'u-2' } as User['profile'] }));
    await manager.removeUser();
    unsubscribe();
    fire.loaded(fakeUser());
    expect(seen).toEqual([{ sub: 'u-2' }, null]);
  });

  it('hands out the current access token, and renews an expired one once for concurrent callers', async () => {
    const { manager } = fakeManager(fakeUser({ expired: true }));
    const { bridge } = bridgeWith(manager);
    const tokens = await Promise.all([bridge.getAccessToken(), bridge.getAccessToken()]);
    expect(tokens).toEqual(['token-2', 'token-2']);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('uses a token another tab renewed meanwhile instead of spending the refresh token again', async () => {
    const { manager } = fakeManager(fakeUser({ expired: true }));
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    manager.getUser.mockResolvedValue(fakeUser({ access_token: 'renewed-by-another-tab' }));
    expect(await bridge.getAccessToken()).toBe('renewed-by-another-tab');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('follows the other tabs: their sign-out signs this tab out, their sign-in signs it in', async () => {
    const { manager } = fakeManager(fakeUser());
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    const seen: unknown[] = [];
    bridge.subscribe((user) => seen.push(user));
    const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));

    manager.getUser.mockResolvedValue(null);
    storageEvent('memory.history-posts:u-1');
    storageEvent('memory.oidc.user:http://localhost/oidc:memory-web');
    await waitFor(() => expect(bridge.getUser()).toBeNull());
    manager.getUser.mockResolvedValue(fakeUser({ profile: { sub: 'u-2' } as User['profile'] }));
    storageEvent('memory.oidc.user:http://localhost/oidc:memory-web');
    await waitFor(() => expect(bridge.getUser()).toEqual({ sub: 'u-2' }));
    expect(seen).toEqual([null, { sub: 'u-2' }]);
    expect(manager.getUser).toHaveBeenCalledTimes(3);
  });

  it('after another tab signs out, the next sign-in here asks for the sign-in page, not the provider session', async () => {
    const { manager } = fakeManager(fakeUser());
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    await bridge.signIn('/home/memos');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: '/home/memos' });

    manager.getUser.mockResolvedValue(null);
    window.dispatchEvent(new StorageEvent('storage', { key: 'memory.oidc.user:http://localhost/oidc:memory-web', storageArea: window.localStorage }));
    await waitFor(() => expect(bridge.getUser()).toBeNull());
    await bridge.signIn('/home/settings');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: '/home/settings', prompt: 'login' });
  });

  it('clears what the browser kept for users (history, tags, activity) on sign-out, not the theme', async () => {
    const { manager } = fakeManager(fakeUser());
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    window.localStorage.setItem('memory.history-posts:u-1', '[]');
    window.localStorage.setItem('memory.memo-tags:u-1', '["生物"]');
    window.localStorage.setItem('memory.activities', '[]');
    window.localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');
    await bridge.signOut();
    expect(Object.keys({ ...window.localStorage })).toEqual([THEME_MODE_STORAGE_KEY]);
  });

  it('signs the user out locally when the provider refuses to renew the session', async () => {
    const { manager } = fakeManager(fakeUser({ expired: true }));
    manager.signinSilent.mockRejectedValueOnce(new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }));
    const { bridge } = bridgeWith(manager);
    expect(await bridge.getAccessToken()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(bridge.getUser()).toBeNull();
  });

  it('stays signed in when the renewal fails for lack of network, and renews once the network is back', async () => {
    const { manager } = fakeManager(fakeUser({ expired: true }));
    // What oidc-client-ts passes on from fetch offline, then from its own timeout.
    manager.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new ErrorTimeout('Network timed out'));
    const { bridge } = bridgeWith(manager);
    expect(await bridge.getAccessToken()).toBeNull();
    expect(await bridge.getAccessToken()).toBeNull();
    expect(manager.removeUser).not.toHaveBeenCalled();
    expect(bridge.getUser()).toEqual({ sub: 'u-1', username: 'xiaoming' });
    expect(await bridge.getAccessToken()).toBe('token-2');
  });

  it('deletes the cached attachment files on sign-out, before leaving for the provider', async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: { delete: jest.fn(async (name: string) => deleted.push(name) > 0) } });
    try {
      const { manager } = fakeManager(fakeUser());
      let deletedWhenLeaving: string[] = [];
      manager.signoutRedirect.mockImplementation(async () => {
        deletedWhenLeaving = [...deleted];
      });
      const { bridge } = bridgeWith(manager);
      await bridge.ready;
      await bridge.signOut();
      expect(deletedWhenLeaving).toEqual(['memory-attachments']);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  it('completes the callback and returns the page that asked', async () => {
    const { manager } = fakeManager(null);
    const { bridge } = bridgeWith(manager);
    await expect(bridge.completeSignIn()).resolves.toBe('/home/jars/7');
    expect(bridge.getUser()).toEqual({ sub: 'u-1', username: 'xiaoming' });
  });

  it('falls back to /home when the returned state is not an in-app path', async () => {
    const { manager } = fakeManager(null);
    manager.signinRedirectCallback.mockResolvedValueOnce(fakeUser({ state: 'https://evil.example' }));
    const { bridge } = bridgeWith(manager);
    await expect(bridge.completeSignIn()).resolves.toBe('/home');
  });

  it('signs out at the provider (RP-initiated logout) without flashing signed-out pages on the way', async () => {
    const { manager } = fakeManager(fakeUser());
    // Like oidc-client-ts: the stored user is removed before the browser leaves for the provider.
    manager.signoutRedirect.mockImplementationOnce(async () => {
      await manager.removeUser();
      return undefined;
    });
    const { bridge } = bridgeWith(manager);
    await bridge.ready;
    const seen: unknown[] = [];
    bridge.subscribe((user) => seen.push(user));
    await bridge.signOut();
    expect(manager.signoutRedirect).toHaveBeenCalled();
    // A protected page seeing null here would start a new sign-in and undo the logout.
    expect(seen).toEqual([]);
    expect(bridge.getUser()).toEqual({ sub: 'u-1', username: 'xiaoming' });
  });
});

describe('toAuthUser', () => {
  it('takes the username from the access token when the ID token lacks it', () => {
    const payload = btoa(JSON.stringify({ sub: 'u-9', username: 'abc' }));
    const user = fakeUser({ profile: { sub: 'u-9' } as User['profile'], access_token: `h.${payload}.s` });
    expect(toAuthUser(user)).toEqual({ sub: 'u-9', username: 'abc' });
  });

  it('treats an expired session without a refresh token as signed out', () => {
    expect(toAuthUser(fakeUser({ expired: true, refresh_token: undefined }))).toBeNull();
  });
});
