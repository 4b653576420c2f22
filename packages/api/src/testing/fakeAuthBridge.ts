// A stand-in for the shell's oidc-client-ts bridge: a fixed token and a record of sign-in requests.
import type { AuthBridge, AuthUser } from '@memory/contracts';

export interface FakeAuthBridge extends AuthBridge {
  /** Every `signIn(returnTo)` call, in order. */
  readonly signInCalls: (string | undefined)[];
  setUser(user: AuthUser | null, token?: string | null): void;
}

export function createFakeAuthBridge(
  user: AuthUser | null = { sub: 'user-1', username: 'demo' },
  token: string | null = 'test-token',
): FakeAuthBridge {
  let currentUser = user;
  let currentToken = token;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const signInCalls: (string | undefined)[] = [];
  return {
    signInCalls,
    getUser: () => currentUser,
    getAccessToken: async () => currentToken,
    signIn: async (returnTo) => {
      signInCalls.push(returnTo);
    },
    signOut: async () => {
      currentUser = null;
      currentToken = null;
      listeners.forEach((listener) => listener(null));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(nextUser, nextToken = currentToken) {
      currentUser = nextUser;
      currentToken = nextToken;
      listeners.forEach((listener) => listener(nextUser));
    },
  };
}
