import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { createTokenVerifier, InvalidTokenError } from '../../src/auth';

const ISSUER = 'http://issuer.test/oidc';
const AUDIENCE = 'memory-api';
const T0 = Date.UTC(2026, 2, 2, 1, 0, 0);

/** A verifier on a clock the test moves (`clock.at`), counting its key lookups (one per full check), and a signer. */
async function verifierOnClock() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] });
  const clock = { at: T0, keyLookups: 0 };
  const keys: JWTVerifyGetKey = (header, token) => {
    clock.keyLookups += 1;
    return keySet(header, token);
  };
  const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys, now: () => clock.at });
  /** A token issued at T0 that expires 90 s later. */
  const sign = (sub: string) =>
    new SignJWT({ username: '小明' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(sub)
      .setIssuedAt(T0 / 1000)
      .setExpirationTime(T0 / 1000 + 90)
      .sign(privateKey);
  return { verify, sign, clock };
}

/** The token with other claims (sub 'admin') under its own header and signature: what a forger can make of it. */
function forgedFrom(token: string): string {
  const [header, , signature] = token.split('.');
  const claims = Buffer.from(JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: 'admin', exp: T0 / 1000 + 90 })).toString('base64url');
  return `${header}.${claims}.${signature}`;
}

describe('verified token cache', () => {
  it('verifies a token once a minute at most, never past its exp, and never remembers a failure', async () => {
    const { verify, sign, clock } = await verifierOnClock();
    const token = await sign('user-1');

    assert.deepEqual(await verify(token), { sub: 'user-1', username: '小明' });
    clock.at = T0 + 30_000;
    assert.deepEqual(await verify(token), { sub: 'user-1', username: '小明' });
    assert.equal(clock.keyLookups, 1, 'the second call within the minute is remembered');

    clock.at = T0 + 61_000;
    await verify(token);
    assert.equal(clock.keyLookups, 2, 'checked again after a minute');

    clock.at = T0 + 90_000; // exp: the entry made at T0 + 61 s would last until T0 + 121 s, but not past the token
    await assert.rejects(verify(token), InvalidTokenError);
    assert.equal(clock.keyLookups, 3);

    clock.at = T0;
    const forged = forgedFrom(token);
    await assert.rejects(verify(forged), InvalidTokenError);
    await assert.rejects(verify(forged), InvalidTokenError);
    assert.equal(clock.keyLookups, 5, 'a rejected token is checked every time');
  });

  it('answers a remembered token at once (no promise), only within its minute and before its exp', async () => {
    const { verify, sign, clock } = await verifierOnClock();
    const token = await sign('user-1');
    assert.equal(verify.remembered(token), undefined, 'never verified');

    const context = await verify(token); // at T0: remembered until T0 + 60 s (the minute ends before the exp)
    clock.at = T0 + 59_999;
    assert.equal(verify.remembered(token), context);
    clock.at = T0 + 60_000;
    assert.equal(verify.remembered(token), undefined, 'the minute is over');

    await verify(token); // at T0 + 60 s: remembered until the exp, T0 + 90 s
    assert.equal(clock.keyLookups, 2);
    clock.at = T0 + 89_999;
    assert.deepEqual(verify.remembered(token), context);
    clock.at = T0 + 90_000;
    assert.equal(verify.remembered(token), undefined, 'past its exp');
    await assert.rejects(verify(token), InvalidTokenError);
    assert.equal(verify.remembered(token), undefined);
  });

  it('refuses a forged payload under a remembered token’s signature, and the failure evicts nothing', async () => {
    const { verify, sign, clock } = await verifierOnClock();
    const token = await sign('user-1');
    const context = await verify(token);
    const forged = forgedFrom(token);
    // The cache is keyed by the signature's tail, which the forgery shares: the key matches, the token does not.
    assert.equal(forged.slice(-43), token.slice(-43));
    assert.notEqual(forged, token);

    assert.equal(verify.remembered(forged), undefined);
    await assert.rejects(verify(forged), InvalidTokenError);
    assert.equal(clock.keyLookups, 2, 'the forgery went to the full check');

    assert.equal(verify.remembered(token), context, 'the real token is still remembered');
    assert.equal(await verify(token), context);
    assert.equal(clock.keyLookups, 2);
  });
});
