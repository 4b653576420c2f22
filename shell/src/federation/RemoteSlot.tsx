import { RemoteArea } from './RemoteArea';
import { RemoteAreaBoundary } from './RemoteAreaBoundary';

/**
 * The route element for every pattern a remote owns. React keeps this element (and so the remote's one
 * parcel) while the URL moves between that remote's routes; keyed by name so a different remote
 * gets a fresh area.
 */
export function RemoteSlot({ remote }: { remote: string }) {
  return (
    <RemoteAreaBoundary key={remote} remote={remote}>
      <RemoteArea remote={remote} />
    </RemoteAreaBoundary>
  );
}
