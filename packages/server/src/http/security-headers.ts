import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface SecurityHeadersOptions {
  /** Origin of an S3-compatible blob store the browser may load attachments from directly (none: all via /api/blobs). */
  blobOrigin?: string;
  /**
   * Origins of remotes deployed on hosts of their own (REMOTES_JSON pointing at a CDN): the shell loads their
   * manifests, scripts and styles. Asked per page, so a new remotes.json needs no restart.
   */
  remoteOrigins?: () => readonly string[];
}

/**
 * The embedded provider's pages send their own policy (src/auth/pages.ts: no script, inline styles); everything
 * under /oidc still gets nosniff here, the provider's JSON and redirects included.
 */
const OWN_HEADERS = /^\/oidc(?:[/?]|$)/;

/**
 * The Content-Security-Policy the composed app (shell + remotes) runs under. Scripts and connections only from
 * this origin; nothing may frame the app. `style-src 'unsafe-inline'`: antd's CSS-in-JS injects <style> elements
 * at run time in the shell and every remote (a nonce would have to reach each remote's StyleProvider and the
 * statically served index.html); styles cannot run code, scripts stay strictly 'self'.
 */
function contentSecurityPolicyDirectives(options: SecurityHeadersOptions): Record<string, Array<string | (() => string)>> {
  const blobs = options.blobOrigin ? [options.blobOrigin] : [];
  // helmet calls a function value per response and joins what it returns into the directive.
  const remotes = options.remoteOrigins ? [() => (options.remoteOrigins?.() ?? []).join(' ')] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'connect-src': ["'self'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...blobs, ...remotes],
    'media-src': ["'self'", 'data:', 'blob:', ...blobs],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

/**
 * Browser hardening for the shell, the remotes' files and the API, with helmet: the CSP above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer, HSTS only where the request came over HTTPS.
 *
 * helmet's middleware is built once here and applied to each response. (@fastify/helmet, used before, built a new
 * middleware — parsing every directive again — on each call of reply.helmet(), behind two hooks of its own: 5 % of
 * the CPU of a feed page under load.)
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const applyHelmet = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // The remotes' files may be loaded by a shell on another configured origin (see static-apps.ts).
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!OWN_HEADERS.test(request.url)) {
        if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
        // helmet sets its headers on the raw response and calls back at once (its middlewares are synchronous).
        applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
      } else {
        // On the raw response: oidc-provider (mounted as middleware) writes it directly, not through the reply.
        reply.raw.setHeader('x-content-type-options', 'nosniff');
        done();
      }
    });
  },
  { name: 'memory-security-headers' },
);

/** The S3 endpoint's origin (S3_ENDPOINT), when one is configured; AWS S3 itself: the bucket's virtual host. */
export function blobOriginOf(s3: { endpoint: string | undefined; bucket: string; region: string } | undefined): string | undefined {
  if (!s3) return undefined;
  if (s3.endpoint) return new URL(s3.endpoint).origin;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
