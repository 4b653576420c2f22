// A signed-in session for the protected routes: PERF_ACCESS_TOKEN, else the demo user (PERF_USERNAME /
// PERF_PASSWORD) signs in through the provider's own pages, as a person does. Not the admin CLI: on the embedded
// database it would open the running server's data folder from a second process, which the server refuses
// (packages/server/src/db/data-dir-lock.ts) because two processes writing one PGlite folder damage it.
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import type { ServerApi } from './server-api';
import { baseUrl } from './settings';

export async function accessToken(): Promise<string> {
  if (process.env.PERF_ACCESS_TOKEN) return process.env.PERF_ACCESS_TOKEN;
  const username = process.env.PERF_USERNAME ?? 'demo';
  const password = process.env.PERF_PASSWORD ?? 'memory-demo';
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/home\//);
    // The shell's oidc-client-ts keeps the session in localStorage (sessionEntry writes the same entry back).
    const token = await page.evaluate(() => {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index) ?? '';
        if (key.startsWith('memory.oidc.user:')) return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
      }
      return null;
    });
    if (!token) throw new Error(`perf: signed in as ${username}, but the page kept no session`);
    return token;
  } finally {
    await browser.close();
  }
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
