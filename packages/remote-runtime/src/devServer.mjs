// Node side of a remote's dev harness (used by each mf-*/rspack.config.mjs): proxy the API and the OpenID
// provider to @memory/server like the shell's dev server does, and serve the /config.json the harness reads,
// so `DEV_API_ORIGIN=http://localhost:9000 pnpm --filter mf-jars dev` points sign-in at that server too.

/** @param {string} devApiOrigin e.g. http://localhost:8080 */
export function remoteDevServer(devApiOrigin) {
  const config = {
    oidc: { authority: `${devApiOrigin}/oidc`, clientId: 'memory-web', scope: 'openid profile offline_access' },
    apiBase: '/api',
  };
  return {
    proxy: [{ context: ['/api', '/oidc'], target: devApiOrigin, changeOrigin: false }],
    setupMiddlewares(middlewares) {
      middlewares.unshift({
        name: 'memory-dev-config',
        path: '/config.json',
        middleware: (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(config));
        },
      });
      return middlewares;
    },
  };
}
