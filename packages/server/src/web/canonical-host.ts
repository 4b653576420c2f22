import fp from 'fastify-plugin';

interface CanonicalHostOptions {
  /** PUBLIC_URL: the one origin the OpenID provider and the shell's redirect URIs are registered for. */
  publicUrl: string;
}

/**
 * The API answers on any host (scripts, health checks, load balancers), and so does the OpenID provider: its
 * endpoints are always reached through the issuer URL it publishes, and a replica behind a balancer may be asked
 * by its own address. Only the app's pages pick their origin from the address bar, so only they are redirected.
 */
const ANY_HOST = /^\/(?:api|oidc)(?:[/?]|$)/;

/**
 * A page opened at another host than PUBLIC_URL (127.0.0.1 instead of localhost, a LAN address, a bare IP)
 * would start a sign-in whose redirect URI the provider does not know (「登录请求无效」). Such requests are sent
 * to the same path on PUBLIC_URL instead. Behind a proxy (TRUST_PROXY) the forwarded host is the one compared.
 */
export const canonicalHost = fp<CanonicalHostOptions>(
  async (app, options) => {
    const target = new URL(options.publicUrl);
    // A callback hook: every request passes it, and an async one would cost each a promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      if (ANY_HOST.test(request.url)) return done();
      if (request.host.toLowerCase() === target.host.toLowerCase()) return done();
      // Answered: the chain stops here (done is not called).
      void reply.redirect(new URL(request.url, target.origin).href, 302);
    });
  },
  { name: 'memory-canonical-host' },
);
