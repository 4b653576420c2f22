import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { authPlugin, mintAccessToken } from '../../src/auth';
import { loadProviderSecrets } from '../../src/auth/secrets';
import type { AuthSettings } from '../../src/auth/settings';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { testBackends, type TestStorage } from '../helpers/backends';
import { testSettings } from './support/auth-server';

/** An API with one guarded route, answering who the caller is. */
async function apiWith(database: OpenDatabase, settings: AuthSettings): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(authPlugin, { db: database.db, settings });
  app.get('/api/whoami', { onRequest: app.authenticate }, async (request) => request.auth);
  await app.ready();
  return app;
}

const call = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/whoami', headers: authorization ? { authorization } : {} });

for (const backend of testBackends()) {
  describe(`API token verification [${backend.name}]`, () => {
    const settings = testSettings();
    let storage: TestStorage;
    let database: OpenDatabase;
    let api: FastifyInstance;

    before(async () => {
      storage = await backend.createStorage();
      database = await openDatabase(storage.options);
      api = await apiWith(database, settings);
    });
    after(async () => {
      await api?.close();
      await database?.close();
      await storage?.dispose();
    });

    const mint = (options: Parameters<typeof mintAccessToken>[3] = {}) =>
      mintAccessToken(database.db, 'user-1', '小明', { settings, ...options });

    const assertRejected = async (authorization: string | undefined, why: string) => {
      const response = await call(api, authorization);
      assert.equal(response.statusCode, 401, why);
      assert.deepEqual(response.json(), { code: 'UNAUTHORIZED', message: '请先登录' }, why);
      assert.match(String(response.headers['www-authenticate']), /^Bearer/, why);
    };

    it('accepts a token of the embedded provider and tells the route who calls', async () => {
      const response = await call(api, `Bearer ${await mint()}`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { sub: 'user-1', username: '小明' });
    });

    it('rejects a missing token or another scheme', async () => {
      await assertRejected(undefined, 'no header');
      await assertRejected('Bearer', 'empty bearer');
      await assertRejected(`Basic ${Buffer.from('a:b').toString('base64')}`, 'basic auth');
    });

    it('rejects a token for another audience', async () => {
      await assertRejected(`Bearer ${await mint({ audience: 'some-other-api' })}`, 'wrong audience');
    });

    it('rejects an expired token', async () => {
      await assertRejected(`Bearer ${await mint({ expiresInSeconds: -5 })}`, 'expired');
    });

    it('rejects a tampered token', async () => {
      const [header, payload, signature] = (await mint()).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
      await assertRejected(`Bearer ${header}.${forged}.${signature}`, 'payload changed');
      await assertRejected(`Bearer ${header}.${payload}.${signature!.slice(0, -4)}AAAA`, 'signature changed');
    });

    it('rejects a token signed with another key, even under our key id', async () => {
      const [ourKey] = (await loadProviderSecrets(database.db)).signingKeys;
      const { privateKey } = await generateKeyPair('RS256');
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ username: '小明' })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: ourKey!.kid })
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setSubject('user-1')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
      await assertRejected(`Bearer ${token}`, 'foreign key');
    });

    it('rejects an unsigned token and one that is not an access token', async () => {
      const claims = { iss: settings.issuer, aud: settings.audience, sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 600 };
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
      await assertRejected(`Bearer ${unsigned}`, 'alg none');

      const [ourKey] = (await loadProviderSecrets(database.db)).signingKeys;
      const idTokenLike = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: ourKey!.kid })
        .sign(await importJWK(ourKey!, 'RS256'));
      await assertRejected(`Bearer ${idTokenLike}`, 'typ is not at+jwt');
    });

    it('rejects a token from another issuer', async () => {
      const elsewhere = testSettings({ publicUrl: 'http://elsewhere.test', issuer: 'http://elsewhere.test/oidc' });
      await assertRejected(`Bearer ${await mint({ settings: elsewhere })}`, 'wrong issuer');
    });
  });
}

describe('API token verification against an external provider (OIDC_ISSUER)', () => {
  let provider: FastifyInstance;
  let issuer: string;
  let sign: (claims: Record<string, unknown>, typ?: string) => Promise<string>;
  let storage: TestStorage;
  let database: OpenDatabase;

  before(async () => {
    // A stand-in identity provider: discovery document + key set, as Keycloak or Auth0 publish them.
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'ext-1', alg: 'ES256', use: 'sig' };
    provider = Fastify({ logger: false });
    provider.get('/.well-known/openid-configuration', async () => ({ issuer, jwks_uri: `${issuer}/keys` }));
    provider.get('/keys', async () => ({ keys: [publicJwk] }));
    issuer = await provider.listen({ port: 0, host: '127.0.0.1' });
    sign = (claims, typ = 'JWT') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'ext-1', typ })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    storage = await testBackends()[0]!.createStorage();
    database = await openDatabase(storage.options);
  });
  after(async () => {
    await provider?.close();
    await database?.close();
    await storage?.dispose();
  });

  it('finds the key set by discovery and accepts its tokens for our audience', async () => {
    const settings = testSettings({ embedded: false, issuer, audience: 'https://api.memory.example' });
    const api = await apiWith(database, settings);
    try {
      const good = await sign({ sub: 'ext-user', preferred_username: 'ext_name', aud: 'https://api.memory.example' });
      const response = await call(api, `Bearer ${good}`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { sub: 'ext-user', username: 'ext_name' });

      const otherAudience = await sign({ sub: 'ext-user', aud: 'memory-web' });
      assert.equal((await call(api, `Bearer ${otherAudience}`)).statusCode, 401);
      const embeddedStyle = await mintAccessToken(database.db, 'u', 'n', { settings: testSettings() });
      assert.equal((await call(api, `Bearer ${embeddedStyle}`)).statusCode, 401, 'the embedded key is not trusted then');
    } finally {
      await api.close();
    }
  });
});
