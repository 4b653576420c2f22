// Node side of the apps' dev servers (index.mjs: every remote's and the shell's): they play the production
// server's part by proxying to @memory/server — the API, the OpenID provider and /config.json, the runtime config
// that server writes (one source: sign-in and the API follow DEV_API_ORIGIN, e.g.
// `DEV_API_ORIGIN=http://localhost:9000 pnpm --filter mf-jars dev`).

/** @param {string} devApiOrigin e.g. http://localhost:8080 */
export function devApiProxy(devApiOrigin) {
  return [
    { context: ['/api', '/oidc'], target: devApiOrigin, changeOrigin: false },
    // A page of the server's own (its canonical host would redirect a request that names the dev server's host).
    { context: ['/config.json'], target: devApiOrigin, changeOrigin: true },
  ];
}
