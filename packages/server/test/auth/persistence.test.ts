import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAdapterFactory, deleteExpiredPayloads } from '../../src/auth/adapter';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { testBackends, type TestStorage } from '../helpers/backends';
import { PUBLIC_URL, startAuthServer } from './support/auth-server';
import { Browser } from './support/browser';
import {
  authorizeUrl,
  codeFromCallback,
  exchangeCode,
  pkcePair,
  signUpAndGetTokens,
  tokenRequest,
  type TokenSet,
} from './support/oidc-client';

for (const backend of testBackends()) {
  describe(`the provider's state survives a restart [${backend.name}]`, () => {
    let storage: TestStorage;

    before(async () => {
      storage = await backend.createStorage();
    });
    after(async () => {
      await storage?.dispose();
    });

    it('keeps the session, the grant, the refresh token and the signing key', async () => {
      let tokens: TokenSet;
      const first = await startAuthServer(storage);
      const browser = new Browser(first.origin);
      try {
        tokens = await signUpAndGetTokens(browser, first.origin, PUBLIC_URL, { username: 'survivor', password: 'lasting-otter-9' });
      } finally {
        await first.close(); // server and database closed: nothing survives in memory
      }

      const second = await startAuthServer(storage);
      try {
        browser.reconnect(second.origin);

        const whoami = await fetch(`${second.origin}/api/whoami`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
        assert.equal(whoami.status, 200, 'a token issued before the restart still verifies (same key)');

        const refreshed = await tokenRequest(second.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
        assert.equal(refreshed.status, 200, 'the refresh token and its grant were stored');

        const { verifier, challenge } = pkcePair();
        const start = authorizeUrl(PUBLIC_URL, challenge);
        const { url } = await browser.follow(await browser.get(start), start);
        const again = await exchangeCode(second.origin, PUBLIC_URL, codeFromCallback(url, PUBLIC_URL), verifier);
        assert.ok(again.access_token, 'signed in straight away: the session cookie still names a stored session');
      } finally {
        await second.close();
      }
    });
  });

  describe(`oidc adapter [${backend.name}]`, () => {
    let storage: TestStorage;
    let database: OpenDatabase;

    before(async () => {
      storage = await backend.createStorage();
      database = await openDatabase(storage.options);
    });
    after(async () => {
      await database?.close();
      await storage?.dispose();
    });

    it('finds by id, uid and user code; consume marks; destroy removes', async () => {
      const sessions = createAdapterFactory(database.db)('Session');
      await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
      assert.equal((await sessions.find('s1'))?.accountId, 'a1');
      assert.equal((await sessions.findByUid('u1'))?.accountId, 'a1');
      assert.equal(await createAdapterFactory(database.db)('Grant').find('s1'), undefined, 'ids are per kind');

      const codes = createAdapterFactory(database.db)('DeviceCode');
      await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60);
      assert.equal((await codes.findByUserCode('ABCD-EFGH'))?.grantId, 'g1');
      await codes.consume('d1');
      assert.ok((await codes.find('d1'))?.consumed, 'consumed shows');

      await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' }, 60);
      assert.equal((await sessions.find('s1'))?.accountId, 'a2', 'upsert replaces');
      await sessions.destroy('s1');
      assert.equal(await sessions.find('s1'), undefined);
    });

    it('revokes everything of a grant, across kinds', async () => {
      const make = createAdapterFactory(database.db);
      await make('AuthorizationCode').upsert('c1', { grantId: 'g2' }, 60);
      await make('RefreshToken').upsert('r1', { grantId: 'g2' }, 60);
      await make('RefreshToken').upsert('r2', { grantId: 'other' }, 60);
      await make('RefreshToken').revokeByGrantId('g2');
      assert.equal(await make('AuthorizationCode').find('c1'), undefined);
      assert.equal(await make('RefreshToken').find('r1'), undefined);
      assert.ok(await make('RefreshToken').find('r2'));
    });

    it('never returns expired artefacts and sweeps them', async () => {
      const interactions = createAdapterFactory(database.db)('Interaction');
      await interactions.upsert('i-old', { uid: 'i-old' }, 1);
      await interactions.upsert('i-new', { uid: 'i-new' }, 3600);
      const later = new Date(Date.now() + 5_000);
      await deleteExpiredPayloads(database.db, later);
      assert.equal(await interactions.find('i-old'), undefined);
      assert.ok(await interactions.find('i-new'));
    });
  });
}
