import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@memory/contracts';
import { useShellServices } from '../app/shell-services';

/** The signed-in user, live: re-renders on sign-in, sign-out and silent renew changes. */
export function useAuthUser(): AuthUser | null {
  const { auth } = useShellServices();
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser);
}
