// The wiring every browser host does the same way (the shell, and each remote's dev harness that plays
// the shell): point the API at its base URL, sign in through the OpenID provider, and give the one store
// the signed-in user. Kept in one place so the harnesses cannot drift from the shell.
// A separate entry (@memory/api/connect-client) like oidc-bridge, so oidc-client-ts stays out of the shared
// @memory/api singleton that every remote loads.
// The package's own root, not '../config', './bridge', '../store': those modules are the shared '@memory/api'
// singleton's, and a relative import put a second copy of them into the shell's start-up chunk (beside the shared
// one's chunk: the same modules downloaded twice) and, in a remote's harness, into the remote's own chunk.
import { createAppStore, setApiBaseUrl, setAuthBridge, syncSessionWithBridge, type AppStore } from '@memory/api';
import { createOidcAuthBridge, type OidcAuthBridge, type OidcBridgeConfig } from './oidc-bridge';

export interface ClientConfig {
  apiBase: string;
  oidc: Pick<OidcBridgeConfig, 'authority' | 'clientId' | 'scope' | 'metadata'>;
}

export interface ConnectedClient {
  auth: OidcAuthBridge;
  store: AppStore;
}

export async function connectClient(config: ClientConfig): Promise<ConnectedClient> {
  setApiBaseUrl(config.apiBase);
  const { authority, clientId, scope, metadata } = config.oidc;
  const auth = createOidcAuthBridge({ authority, clientId, scope, ...(metadata ? { metadata } : {}) });
  setAuthBridge(auth);
  // Know whether someone is signed in before the first route decides between a page and sign-in.
  await auth.ready;
  const store = createAppStore();
  syncSessionWithBridge(store, auth);
  return { auth, store };
}
