import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as client from 'openid-client';
import { WEB_CLIENT_ID, WEB_CLIENT_SCOPE } from '../../src/auth/settings';
import { testBackends, type TestStorage } from '../helpers/backends';
import { embeddedProviderMetadata } from '../../src/auth/provider';
import { PUBLIC_URL, startAuthServer, testSettings, type RunningAuthServer } from './support/auth-server';
import { Browser } from './support/browser';

/**
 * A standard OpenID Connect relying party (openid-client, the reference client library for Node) against the
 * embedded provider: discovery, authorization code + PKCE, the token endpoint, UserInfo with the access token it
 * received, refresh. Everything discovery advertises for this flow has to work as advertised.
 */
for (const backend of testBackends()) {
  describe(`a standard OpenID Connect client (openid-client) [${backend.name}]`, () => {
    let storage: TestStorage;
    let server: RunningAuthServer;
    let config: client.Configuration;

    /** The issuer's public URL is not where the test server listens: requests go to the listener. */
    const toListener: client.CustomFetch = (url, options) => {
      const target = new URL(url);
      const origin = new URL(server.origin);
      target.protocol = origin.protocol;
      target.host = origin.host;
      return fetch(target, options as RequestInit);
    };

    before(async () => {
      storage = await backend.createStorage();
      server = await startAuthServer(storage);
      config = await client.discovery(new URL(`${PUBLIC_URL}/oidc`), WEB_CLIENT_ID, undefined, client.None(), {
        execute: [client.allowInsecureRequests],
        [client.customFetch]: toListener,
      });
      config[client.customFetch] = toListener;
    });
    after(async () => {
      await server?.close();
      await storage?.dispose();
    });

    it('discovers the issuer, signs up through code + PKCE, calls UserInfo with its access token, and refreshes', async () => {
      const metadata = config.serverMetadata();
      assert.equal(metadata.issuer, `${PUBLIC_URL}/oidc`);
      assert.match(String(metadata.userinfo_endpoint), /\/oidc\/me$/);

      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const redirectUri = `${PUBLIC_URL}/callback`;
      const authorization = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: WEB_CLIENT_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      });

      // The person's part, in a browser: the provider's sign-up page, then back to the client's redirect URI.
      const browser = new Browser(server.origin);
      const start = `${authorization.pathname}${authorization.search}`;
      const { url: page } = await browser.follow(await browser.get(start), start);
      const submit = `${page.pathname}/signup`;
      const posted = await browser.post(submit, { username: 'standard_rp', password: 'quiet-heron-41', confirm: 'quiet-heron-41' });
      assert.equal(posted.status, 303, await posted.clone().text());
      // Straight back to the client: the provider resumes the authorization and redirects to the redirect URI,
      // with no consent page between (first-party client: the grant is made as the sign-up completes).
      const resume = new URL(posted.headers.get('location') ?? '', server.origin);
      const resumed = await browser.get(`${resume.pathname}${resume.search}`);
      assert.ok([302, 303].includes(resumed.status), `${resumed.status}`);
      const callback = new URL(resumed.headers.get('location') ?? '');
      assert.equal(`${callback.origin}${callback.pathname}`, redirectUri);

      const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
      const idClaims = tokens.claims();
      assert.ok(idClaims?.sub);
      assert.equal(idClaims.username, 'standard_rp');

      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      assert.equal(userInfo.sub, idClaims.sub);
      assert.equal(userInfo.preferred_username, 'standard_rp');

      assert.ok(tokens.refresh_token, 'offline_access brings a refresh token');
      const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token);
      const again = await client.fetchUserInfo(config, refreshed.access_token, idClaims.sub);
      assert.equal(again.sub, idClaims.sub);
    });

    it('/config.json gives the browser the same endpoints discovery does', () => {
      const discovered = config.serverMetadata() as unknown as Record<string, string>;
      for (const [name, value] of Object.entries(embeddedProviderMetadata(testSettings()))) {
        // Discovery names the endpoints at the host it was asked on; the paths are what must agree.
        const path = (url: string | undefined) => (url ? new URL(url).pathname : url);
        if (name === 'issuer') assert.equal(value, discovered.issuer);
        else assert.equal(path(value), path(discovered[name]), name);
      }
    });

    it('UserInfo refuses a missing or forged access token with a Bearer challenge', async () => {
      const missing = await fetch(`${server.origin}/oidc/me`);
      assert.equal(missing.status, 401);
      assert.match(missing.headers.get('www-authenticate') ?? '', /^Bearer /);
      const forged = await fetch(`${server.origin}/oidc/me`, { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' } });
      assert.equal(forged.status, 401);
      assert.match(forged.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
    });
  });
}
