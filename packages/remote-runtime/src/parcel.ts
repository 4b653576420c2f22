// One single-spa parcel for one remote, used by every host (the shell's RemoteArea and a remote's dev harness),
// with the ordering rules single-spa needs spelled out: updates wait for the mount and run one at a time, and
// unmount waits for the mount to finish (under React StrictMode an effect is torn down while the parcel is still
// mounting).
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteLifecycles, RemoteProps } from './props';

export interface ParcelController {
  /** Settles when the remote has mounted; rejects if its mount threw. */
  readonly mounted: Promise<void>;
  update(props: RemoteProps): void;
  unmount(): Promise<void>;
}

export function mountParcel(name: string, lifecycles: RemoteLifecycles, container: HTMLElement, props: RemoteProps): ParcelController {
  // A fresh element per parcel: a React root must never be created twice on the same node.
  const domElement = document.createElement('div');
  domElement.className = 'remote-parcel';
  domElement.dataset.remote = name;
  container.appendChild(domElement);

  const parcel: Parcel = mountRootParcel({ name, ...lifecycles }, { name, domElement, ...props });
  const mounted = parcel.mountPromise.then(() => undefined);
  let queue: Promise<unknown> = mounted.catch(() => undefined);
  let latestProps = props;

  return {
    mounted,
    update(next) {
      latestProps = next;
      queue = queue
        .then(() => {
          // Coalesce: only the newest props matter once it is this update's turn.
          if (latestProps !== next || parcel.getStatus() !== 'MOUNTED' || !parcel.update) return;
          return parcel.update({ name, domElement, ...next });
        })
        .catch((error: unknown) => console.error(`[remote-runtime] ${name} update failed`, error));
    },
    async unmount() {
      try {
        await queue;
        if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
      } catch (error) {
        console.error(`[remote-runtime] ${name} unmount failed`, error);
      } finally {
        domElement.remove();
      }
    },
  };
}
