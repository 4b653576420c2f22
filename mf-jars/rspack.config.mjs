// mf-jars is a Module Federation remote: it exposes `./app` (single-spa lifecycles) and, run alone,
// a dev harness that plays the shell's part. The dev server proxies the API and the OpenID provider
// to @memory/server, like the shell's does, and tells the harness where to sign in.
import { createAppConfig } from '../rspack.base.mjs';
import { remoteDevServer } from '@memory/remote-runtime/dev-server';

const devApiOrigin = process.env.DEV_API_ORIGIN ?? 'http://localhost:8080';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_jars',
  kind: 'remote',
  devPort: 3002,
  exposes: { './app': './src/app.tsx' },
  devServer: remoteDevServer(devApiOrigin),
});
