// The one place @memory/api learns how to get a token and how to send the user to sign in.
// The shell installs its oidc-client-ts bridge at start-up; a remote's dev harness or a test installs a fake.
import type { AuthBridge } from '@memory/contracts';

let currentBridge: AuthBridge | null = null;

export function setAuthBridge(bridge: AuthBridge | null): void {
  currentBridge = bridge;
}

export function getAuthBridge(): AuthBridge | null {
  return currentBridge;
}
