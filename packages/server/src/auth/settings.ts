/**
 * Where tokens come from and whom they are for. By default the server runs its own OpenID provider under
 * `<PUBLIC_URL>/oidc`; `OIDC_ISSUER` (+ `OIDC_AUDIENCE`) points the API at an external provider instead,
 * and then the embedded one is not mounted.
 */
export interface AuthSettings {
  /** true when the embedded provider issues the tokens the API accepts */
  embedded: boolean;
  /** `iss` of accepted tokens */
  issuer: string;
  /** `aud` of accepted access tokens (the API's resource indicator) */
  audience: string;
  /** the public origin of this server, no trailing slash */
  publicUrl: string;
  /** production disables the localhost dev redirect URIs */
  production: boolean;
  /** external provider only: its key set, when discovery should not be used to find it */
  jwksUri?: string;
}

const DEFAULT_API_AUDIENCE = 'memory-api';
export const WEB_CLIENT_ID = 'memory-web';
export const WEB_CLIENT_SCOPE = 'openid profile offline_access';
/** Ports of the shell and the remotes' dev servers: each can run the sign-in flow on its own. */
export const DEV_APP_PORTS = [3000, 3001, 3002, 3003, 3004] as const;

type Env = Record<string, string | undefined>;

/** PUBLIC_URL, else this machine at PORT: https when the server itself holds a certificate (TLS_CERT_FILE). */
export function defaultPublicUrl(env: Env = process.env): string {
  const scheme = env.TLS_CERT_FILE?.trim() ? 'https' : 'http';
  return trimTrailingSlash(env.PUBLIC_URL ?? `${scheme}://localhost:${env.PORT ?? '8080'}`);
}

export function resolveAuthSettings(options: { publicUrl?: string; env?: Env } = {}): AuthSettings {
  const env = options.env ?? process.env;
  const publicUrl = trimTrailingSlash(options.publicUrl ?? defaultPublicUrl(env));
  const externalIssuer = env.OIDC_ISSUER?.trim();
  return {
    embedded: !externalIssuer,
    // An external issuer is kept verbatim: `iss` must match exactly, and some providers end it with a slash.
    issuer: externalIssuer || `${publicUrl}/oidc`,
    audience: env.OIDC_AUDIENCE?.trim() || DEFAULT_API_AUDIENCE,
    publicUrl,
    production: env.NODE_ENV === 'production',
    jwksUri: env.OIDC_JWKS_URI?.trim() || undefined,
  };
}

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
