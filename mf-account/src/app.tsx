// What the shell loads as `mf_account/app`: single-spa lifecycles for this remote's pages.
import { createRemoteApp } from '@memory/design-system';
import { routes } from './routes';
import { sharedModules } from './sharedModules';

const lifecycles = createRemoteApp({ name: 'mf_account', routes, sharedModules });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
