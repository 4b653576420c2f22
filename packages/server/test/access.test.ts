import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEFAULT_HOT_TAGS } from '@memory/contracts';
import { count, eq } from 'drizzle-orm';
import { users } from '../src/db/tables';
import { TEST_AUDIENCE } from './helpers/test-auth';
import { clientFor } from './helpers/test-app';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('access', (ctx) => {
  it('answers 401 without a token, with a bad token, for another audience or when expired, and creates no user', async () => {
    const { app, auth } = ctx();
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/me' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 'UNAUTHORIZED');
    const rejected = [
      'not-a-jwt',
      await auth.sign('intruder', { audience: `${TEST_AUDIENCE}-other` }),
      await auth.sign('intruder', { expiresIn: -60 }),
    ];
    for (const token of rejected) {
      const response = await clientFor(app, token).get('/api/users/me');
      assert.equal(response.statusCode, 401, token);
      // The real gate answers (src/auth authPlugin), not a stand-in: RFC 6750's challenge names the bad token.
      assert.equal(response.headers['www-authenticate'], 'Bearer realm="memory-api", error="invalid_token"');
    }
    assert.equal(anonymous.headers['www-authenticate'], 'Bearer realm="memory-api"');
    const [row] = await ctx().running.database.db.select({ total: count() }).from(users);
    assert.equal(row?.total, 0);
  });

  it('refuses a forged payload under a signed-in caller’s signature, and the caller still passes after it', async () => {
    const { app, auth } = ctx();
    const token = await auth.sign('access-real', { username: 'real' });
    const real = clientFor(app, token);
    // The first call verifies the token, the second is answered from the verified-token cache.
    for (let call = 0; call < 2; call++) assert.equal((await real.get('/api/users/me')).json().id, 'access-real');

    const [header, claims, signature] = token.split('.') as [string, string, string];
    const payload = { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), sub: 'access-admin' };
    const forged = await clientFor(app, `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`).get('/api/users/me');
    assert.equal(forged.statusCode, 401);
    assert.deepEqual(forged.json(), { code: 'UNAUTHORIZED', message: '请先登录' });
    assert.equal(forged.headers['www-authenticate'], 'Bearer realm="memory-api", error="invalid_token"');

    const again = await real.get('/api/users/me');
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, 'access-real');
    // A public route that recognises a caller takes the remembered token too.
    assert.equal((await real.get('/api/public/jars/page?page=1&size=10')).statusCode, 200);
    const [row] = await ctx().running.database.db.select({ total: count() }).from(users).where(eq(users.id, 'access-admin'));
    assert.equal(row?.total, 0);
  });

  it('checks the token before the body: an anonymous bad body is 401, not 400', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/memos', payload: { content: '' } });
    assert.equal(response.statusCode, 401);
  });

  it('serves categories and hot tags without a token', async () => {
    const categories = await ctx().app.inject({ method: 'GET', url: '/api/public/categories' });
    assert.equal(categories.statusCode, 200);
    const names = categories.json().map((category: { name: string }) => category.name);
    assert.ok(names.includes('其他'), names.join(','));
    const hotTags = await ctx().app.inject({ method: 'GET', url: '/api/public/hot-tags' });
    assert.equal(hotTags.statusCode, 200);
    // Nothing is published in this database: the SPEC §9 defaults stand in.
    assert.deepEqual(hotTags.json(), [...DEFAULT_HOT_TAGS]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'NOT_FOUND');
  });

  it('allows CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/users/me',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    assert.equal((await preflight('http://localhost:3001')).headers['access-control-allow-origin'], 'http://localhost:3001');
    assert.equal((await preflight('http://evil.example')).headers['access-control-allow-origin'], undefined);
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.ok(document.paths['/api/memos'], Object.keys(document.paths).join(','));
    assert.ok(document.paths['/api/curves/page']);
  });
});
