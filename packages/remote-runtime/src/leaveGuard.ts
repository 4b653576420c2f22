import { useContext, useEffect } from 'react';
import { RemotePropsContext } from './RemotePropsContext';

/**
 * While `message` is set, the host asks before in-app navigation leaves this page (RemoteProps.guardLeave); null, or
 * the page going away, lifts it. A host without the guard (an older shell, the dev harness) just navigates.
 */
export function useLeaveGuard(message: string | null): void {
  const guardLeave = useContext(RemotePropsContext)?.guardLeave;
  useEffect(() => {
    if (!guardLeave || message === null) return;
    guardLeave(message);
    return () => guardLeave(null);
  }, [guardLeave, message]);
}
