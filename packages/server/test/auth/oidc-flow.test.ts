import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testBackends, type TestStorage } from '../helpers/backends';
import { PUBLIC_URL, startAuthServer, type RunningAuthServer } from './support/auth-server';
import { Browser } from './support/browser';
import {
  authorizeUrl,
  codeFromCallback,
  exchangeCode,
  jwtHeader,
  jwtPayload,
  openSignIn,
  pkcePair,
  signUpAndGetTokens,
  tokenRequest,
  type TokenSet,
} from './support/oidc-client';

for (const backend of testBackends()) {
  describe(`sign-in with the embedded provider [${backend.name}]`, () => {
    let storage: TestStorage;
    let server: RunningAuthServer;

    before(async () => {
      storage = await backend.createStorage();
      server = await startAuthServer(storage);
    });
    after(async () => {
      await server?.close();
      await storage?.dispose();
    });

    const whoami = (token: string) =>
      fetch(`${server.origin}/api/whoami`, { headers: { authorization: `Bearer ${token}` } });

    it('publishes discovery for the issuer with PKCE S256 and the RS256 key set', async () => {
      const discovery = (await (await fetch(`${server.origin}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      assert.equal(discovery.issuer, `${PUBLIC_URL}/oidc`);
      assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
      const jwks = (await (await fetch(`${server.origin}/oidc/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
      assert.equal(jwks.keys.length, 1);
      assert.equal(jwks.keys[0]?.alg, 'RS256');
      assert.equal(jwks.keys[0]?.d, undefined, 'the private part is never published');
    });

    it('signs up, completes code + PKCE, and the API accepts the JWT access token', async () => {
      const browser = new Browser(server.origin);
      const tokens = await signUpAndGetTokens(browser, server.origin, PUBLIC_URL, { username: '记忆达人', password: 'correct horse' });

      assert.equal(tokens.token_type, 'Bearer');
      assert.ok(tokens.refresh_token, 'offline_access gives a refresh token');
      assert.equal(jwtHeader(tokens.access_token).typ, 'at+jwt');
      const claims = jwtPayload(tokens.access_token);
      assert.equal(claims.aud, 'memory-api');
      assert.equal(claims.iss, `${PUBLIC_URL}/oidc`);
      assert.equal(claims.username, '记忆达人');
      assert.ok(tokens.id_token);
      assert.equal(jwtPayload(tokens.id_token).username, '记忆达人', 'the web app reads the name from the ID token');

      const response = await whoami(tokens.access_token);
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { sub: claims.sub, username: '记忆达人' });
    });

    it('refuses an authorization request without PKCE', async () => {
      const browser = new Browser(server.origin);
      const { challenge } = pkcePair();
      const url = authorizeUrl(PUBLIC_URL, challenge).replace(/&code_challenge=[^&]+&code_challenge_method=S256/, '');
      const { url: landed } = await browser.follow(await browser.get(url), url);
      assert.equal(landed.searchParams.get('error'), 'invalid_request');
    });

    it('signs in with the right password; the wrong one gets 用户名或密码错误', async () => {
      await signUpAndGetTokens(new Browser(server.origin), server.origin, PUBLIC_URL, { username: 'alice_1', password: 'bright-otter-3' });

      const browser = new Browser(server.origin);
      const { verifier, challenge } = pkcePair();
      const { pageUrl, html } = await openSignIn(browser, PUBLIC_URL, challenge);
      assert.match(html, /<title>登录 - 记忆仓库<\/title>/);
      const submit = `${pageUrl.pathname}/login`;

      const wrong = await browser.post(submit, { username: 'alice_1', password: 'not-her-password' });
      assert.equal(wrong.status, 401);
      const wrongHtml = await wrong.text();
      assert.match(wrongHtml, /用户名或密码错误/);
      assert.match(wrongHtml, /value="alice_1"/, 'the username stays filled in');
      assert.doesNotMatch(wrongHtml, /not-her-password/, 'the password is never echoed');

      const unknown = await browser.post(submit, { username: 'nobody_here', password: 'whatever-password' });
      assert.equal(unknown.status, 401);
      assert.match(await unknown.text(), /用户名或密码错误/, 'an unknown name reads exactly like a wrong password');

      // Usernames are matched regardless of case.
      const right = await browser.post(submit, { username: 'ALICE_1', password: 'bright-otter-3' });
      assert.equal(right.status, 303);
      const { url } = await browser.follow(right, submit);
      const tokens = await exchangeCode(server.origin, PUBLIC_URL, codeFromCallback(url, PUBLIC_URL), verifier);
      assert.equal(jwtPayload(tokens.access_token).username, 'alice_1');
    });

    it('opens on the sign-up form when the request says screen_hint=signup (免费开始), and signs up from it', async () => {
      const browser = new Browser(server.origin);
      const { verifier, challenge } = pkcePair();
      const start = `${authorizeUrl(PUBLIC_URL, challenge)}&screen_hint=signup`;
      const landed = await browser.follow(await browser.get(start), start);
      assert.equal(landed.response.status, 200);
      const html = await landed.response.text();
      assert.match(html, /<title>注册 - 记忆仓库<\/title>/);
      assert.match(html, /已有账号？<a href="[^"]+">/, 'the sign-in form is one link away');
      const submit = `${landed.url.pathname}/signup`;
      const created = await browser.post(submit, { username: 'newcomer_1', password: 'long-enough-9', confirm: 'long-enough-9' });
      assert.equal(created.status, 303);
      const { url } = await browser.follow(created, submit);
      const tokens = await exchangeCode(server.origin, PUBLIC_URL, codeFromCallback(url, PUBLIC_URL), verifier);
      assert.equal(jwtPayload(tokens.access_token).username, 'newcomer_1');

      // Without the hint (or with another value) it is the sign-in form, as before.
      for (const suffix of ['', '&screen_hint=login']) {
        const other = new Browser(server.origin);
        const url2 = `${authorizeUrl(PUBLIC_URL, pkcePair().challenge)}${suffix}`;
        const page = await other.follow(await other.get(url2), url2);
        assert.match(await page.response.text(), /<title>登录 - 记忆仓库<\/title>/, suffix || 'no hint');
      }
    });

    it('enforces the sign-up rules with clear messages, creating nothing', async () => {
      await signUpAndGetTokens(new Browser(server.origin), server.origin, PUBLIC_URL, { username: 'taken_name', password: 'first-owner' });
      const browser = new Browser(server.origin);
      const { pageUrl } = await openSignIn(browser, PUBLIC_URL, pkcePair().challenge);
      const signUpPage = await browser.get(`${pageUrl.pathname}/signup`);
      assert.equal(signUpPage.status, 200);
      assert.match(await signUpPage.text(), /注册/);
      const submit = `${pageUrl.pathname}/signup`;

      const cases: Array<{ form: Record<string, string>; status: number; message: RegExp }> = [
        { form: { username: 'TAKEN_NAME', password: 'long-enough', confirm: 'long-enough' }, status: 409, message: /该用户名已被占用/ },
        { form: { username: 'shorty', password: '1234567', confirm: '1234567' }, status: 400, message: /密码至少 8 位/ },
        { form: { username: '   ', password: 'long-enough', confirm: 'long-enough' }, status: 400, message: /用户名不能为空/ },
        { form: { username: 'a'.repeat(33), password: 'long-enough', confirm: 'long-enough' }, status: 400, message: /用户名不能超过 32 个字符/ },
        { form: { username: 'mismatch', password: 'long-enough', confirm: 'long-enougH' }, status: 400, message: /两次输入的密码不一致/ },
        { form: { username: 'weakling', password: '12345678', confirm: '12345678' }, status: 400, message: /这是常见密码，很容易被猜到，请换一个/ },
        { form: { username: 'weakling', password: 'password', confirm: 'password' }, status: 400, message: /这是常见密码/ },
        { form: { username: 'zhangsan', password: 'Zhangsan2024', confirm: 'Zhangsan2024' }, status: 400, message: /密码不能包含用户名/ },
      ];
      for (const { form, status, message } of cases) {
        const response = await browser.post(submit, form);
        assert.equal(response.status, status, JSON.stringify(form));
        assert.match(await response.text(), message, JSON.stringify(form));
      }
      // The interaction is still usable after all those errors: a valid sign-up goes through.
      const ok = await browser.post(submit, { username: '三个字', password: 'long-enough', confirm: 'long-enough' });
      assert.equal(ok.status, 303);
    });

    it('escapes what people type when the page is shown again', async () => {
      const browser = new Browser(server.origin);
      const { pageUrl } = await openSignIn(browser, PUBLIC_URL, pkcePair().challenge);
      const attack = '"><script>alert(1)</script>';
      const response = await browser.post(`${pageUrl.pathname}/login`, { username: attack, password: 'whatever-password' });
      const html = await response.text();
      assert.doesNotMatch(html, /<script>alert/);
      assert.match(html, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    });

    it('shows an expired page, not a crash, for an unknown interaction', async () => {
      const response = await new Browser(server.origin).get('/oidc/interaction/does-not-exist');
      assert.equal(response.status, 400);
      assert.match(await response.text(), /登录页面已过期/);
    });

    it("explains a broken authorization request on the product's own page", async () => {
      const response = await fetch(`${server.origin}/oidc/auth?client_id=someone-else&response_type=code`);
      assert.equal(response.status, 400);
      const html = await response.text();
      assert.match(html, /登录出错了/);
      assert.match(html, /登录请求无效/);
      assert.doesNotMatch(html, /fonts\.googleapis/, 'nothing loads from the internet');
    });

    it('renews with the refresh token (rotated: the old one stops working)', async () => {
      const first = await signUpAndGetTokens(new Browser(server.origin), server.origin, PUBLIC_URL, { username: 'renewer', password: 'renew-password' });
      // Exactly what oidc-client-ts sends on silent renew: the (empty) scope of the last response and redirect_uri.
      const refreshed = await tokenRequest(server.origin, {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token!,
        scope: first.scope ?? '',
        redirect_uri: `${PUBLIC_URL}/callback`,
      });
      assert.equal(refreshed.status, 200, await refreshed.clone().text());
      const second = (await refreshed.json()) as TokenSet;
      assert.notEqual(second.refresh_token, first.refresh_token);
      assert.equal(jwtPayload(second.access_token).username, 'renewer');
      assert.equal(jwtPayload(second.id_token!).sub, jwtPayload(first.id_token!).sub, 'a fresh ID token for the same person');
      assert.equal((await whoami(second.access_token)).status, 200);

      const replay = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: first.refresh_token! });
      assert.equal(replay.status, 400);
      assert.equal(((await replay.json()) as { error: string }).error, 'invalid_grant');
    });

    it('answers CORS for the web app origins only', async () => {
      const from = (origin: string) =>
        tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: 'x' }, { origin });
      assert.equal((await from(PUBLIC_URL)).headers.get('access-control-allow-origin'), PUBLIC_URL);
      assert.equal((await from('http://localhost:3000')).headers.get('access-control-allow-origin'), 'http://localhost:3000');
      assert.equal((await from('https://evil.example')).headers.get('access-control-allow-origin'), null);
    });

    it('signs out through RP-initiated logout and then asks for the password again', async () => {
      const browser = new Browser(server.origin);
      const tokens = await signUpAndGetTokens(browser, server.origin, PUBLIC_URL, { username: 'leaver', password: 'parting-otter-9' });

      const logout = `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${PUBLIC_URL}/` })}`;
      const page = await browser.get(logout);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, /正在退出/);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      assert.ok(xsrf);
      // What the page's script submits.
      const confirmed = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
      assert.equal(confirmed.status, 303);
      assert.equal(confirmed.headers.get('location'), `${PUBLIC_URL}/`);

      const again = authorizeUrl(PUBLIC_URL, pkcePair().challenge);
      const { response, url } = await browser.follow(await browser.get(again), again);
      assert.equal(response.status, 200);
      assert.match(url.pathname, /^\/oidc\/interaction\//, 'back on the sign-in page');
    });

    it('asks before signing out when the request does not prove it comes from the app', async () => {
      const browser = new Browser(server.origin);
      await signUpAndGetTokens(browser, server.origin, PUBLIC_URL, { username: 'stayer', password: 'steady-otter-9' });
      const page = await browser.get('/oidc/session/end');
      const html = await page.text();
      assert.match(html, /确定要退出记忆仓库吗/);
      assert.doesNotMatch(html, /<script>/);
    });
  });
}
