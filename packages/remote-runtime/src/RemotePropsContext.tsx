import { createContext, useContext } from 'react';
import type { RemoteProps } from './props';

/**
 * The props the shell handed to this remote, so any page can reach the auth bridge or the theme
 * setter without prop drilling. The store and the router have their own providers.
 */
export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a remote mounted by createRemoteApp');
  return props;
}
