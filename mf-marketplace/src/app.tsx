// What the shell loads as `mf_marketplace/app`: single-spa lifecycles for this remote's pages.
import { createRemoteApp } from '@memory/remote-runtime';
import { recordSharedSingletons } from '@memory/remote-runtime/proof-hooks';
import { routes } from './routes';

recordSharedSingletons('mf_marketplace');

const app = createRemoteApp({ name: 'mf_marketplace', routes });

/** This build's id (BUILD_ID, defined at build time) on the mount point, so a redeploy is visible in the page. */
const buildId = process.env.BUILD_ID ?? 'local';
const lifecycles: typeof app = {
  ...app,
  mount(props) {
    props.domElement?.setAttribute('data-build-id', buildId);
    return app.mount(props);
  },
};

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
