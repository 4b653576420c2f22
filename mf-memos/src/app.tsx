// What the shell loads as `mf_memos/app`: single-spa lifecycles for this remote's pages.
import { createRemoteApp } from '@memory/remote-runtime';
import { recordSharedSingletons } from '@memory/remote-runtime/proof-hooks';
import { routes } from './routes';

recordSharedSingletons('mf_memos');

const lifecycles = createRemoteApp({ name: 'mf_memos', routes });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
