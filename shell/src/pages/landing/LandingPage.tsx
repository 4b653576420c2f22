import { useAuthUser } from '../../auth/use-auth-user';
import { LandingView } from './LandingView';
import './landing.css';

/** The landing page in the app: the same markup as the prerendered one, with the button for this visitor. */
export function LandingPage() {
  const user = useAuthUser();
  return <LandingView signedIn={user !== null} />;
}
