import { createHash, randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { WEB_CLIENT_ID, WEB_CLIENT_SCOPE } from '../../../src/auth/settings';
import type { Browser } from './browser';

/** What the web app (oidc-client-ts) does, step by step: authorization code + PKCE S256, then the token endpoint. */
export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  publicUrl: string,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${publicUrl}/callback`,
    scope: WEB_CLIENT_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...extra,
  });
  return `/oidc/auth?${params}`;
}

/** Starts a sign-in and returns the sign-in page it lands on. */
export async function openSignIn(browser: Browser, publicUrl: string, challenge: string) {
  const start = authorizeUrl(publicUrl, challenge);
  const landed = await browser.follow(await browser.get(start), start);
  assert.equal(landed.response.status, 200);
  assert.match(landed.url.pathname, /^\/oidc\/interaction\/[^/]+$/);
  return { pageUrl: landed.url, html: await landed.response.text() };
}

/** The authorization code from the web app's /callback URL the provider redirected to. */
export function codeFromCallback(url: URL, publicUrl: string): string {
  assert.equal(`${url.origin}${url.pathname}`, `${publicUrl}/callback`, `expected the callback, got ${url.href}`);
  const code = url.searchParams.get('code');
  assert.ok(code, `no code in ${url.href}`);
  return code;
}

export async function tokenRequest(origin: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...form }).toString(),
  });
}

export async function exchangeCode(origin: string, publicUrl: string, code: string, verifier: string): Promise<TokenSet> {
  const response = await tokenRequest(origin, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${publicUrl}/callback`,
    code_verifier: verifier,
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as TokenSet;
}

/** Signs up through the product's page and completes the whole flow: returns the tokens the web app gets. */
export async function signUpAndGetTokens(
  browser: Browser,
  origin: string,
  publicUrl: string,
  credentials: { username: string; password: string },
): Promise<TokenSet> {
  const { verifier, challenge } = pkcePair();
  const { pageUrl } = await openSignIn(browser, publicUrl, challenge);
  const submit = `${pageUrl.pathname}/signup`;
  const posted = await browser.post(submit, { ...credentials, confirm: credentials.password });
  assert.equal(posted.status, 303, await posted.clone().text());
  const { url } = await browser.follow(posted, submit);
  return exchangeCode(origin, publicUrl, codeFromCallback(url, publicUrl), verifier);
}

/** The payload of a JWT, unverified (to look at what the provider put in). */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function jwtHeader(token: string): Record<string, unknown> {
  const [header = ''] = token.split('.');
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
}
