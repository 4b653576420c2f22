// A signed-in session for the protected routes: PERF_ACCESS_TOKEN, else one minted by the server's admin CLI for the
// demo user (run with the server's DATA_DIR). The session goes where the shell's oidc-client-ts bridge keeps it.
import { spawnSync } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import type { ServerApi } from './server-api';
import { baseUrl, repoRoot } from './settings';

export function accessToken(): string | null {
  if (process.env.PERF_ACCESS_TOKEN) return process.env.PERF_ACCESS_TOKEN;
  const username = process.env.PERF_USERNAME ?? 'demo';
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--silent', '--filter', '@memory/server', 'admin', 'mint-token', username], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
    // The token's issuer is $PUBLIC_URL/oidc: the server's, which is BASE_URL unless PUBLIC_URL says otherwise.
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? baseUrl },
  });
  return result.stdout?.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)?.[0] ?? null;
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The localStorage entry (key, value) the shell reads its session from. */
export async function sessionEntry(server: ServerApi, token: string): Promise<[string, string]> {
  const config = await server.json<{ oidc: { authority: string; clientId: string } }>('/config.json');
  const claims = claimsOf(token);
  const user = {
    access_token: token,
    token_type: 'Bearer',
    scope: 'openid profile',
    profile: { sub: claims.sub, username: claims.username },
    expires_at: typeof claims.exp === 'number' ? claims.exp : Math.floor(Date.now() / 1000) + 600,
  };
  return [`memory.oidc.user:${config.oidc.authority}:${config.oidc.clientId}`, JSON.stringify(user)];
}

/** Signs the context in before any page script runs. */
export async function signIn(context: BrowserContext, entry: [string, string]) {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), entry);
}
