import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useAuthUser } from './use-auth-user';

/** The query parameter of /login naming the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** The query parameter of /login asking for the provider's sign-up form (免费开始). */
export const SIGN_UP_PARAM = 'signup';

/** The asked page rides along to /login, so sign-in comes back to it. */
export function loginPathFor(returnTo: string): string {
  return `${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** /login opening on the sign-up form; someone already signed in goes straight on to `returnTo`. */
export function signUpPathFor(returnTo: string): string {
  return `${loginPathFor(returnTo)}&${SIGN_UP_PARAM}=1`;
}

/** /home/* and /order/*: signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return children;
}
