import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { createTokenVerifier, InvalidTokenError } from '../../src/auth';

const ISSUER = 'http://issuer.test/oidc';
const AUDIENCE = 'memory-api';
const T0 = Date.UTC(2026, 2, 2, 1, 0, 0);

describe('verified token cache', () => {
  it('verifies a token once a minute at most, never past its exp, and never remembers a failure', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] });
    let keyLookups = 0;
    const keys: JWTVerifyGetKey = (header, token) => {
      keyLookups += 1;
      return keySet(header, token);
    };
    let at = T0;
    const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys, now: () => at });
    const sign = (sub: string) =>
      new SignJWT({ username: '小明' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(sub)
        .setIssuedAt(T0 / 1000)
        .setExpirationTime(T0 / 1000 + 90)
        .sign(privateKey);
    const token = await sign('user-1');

    assert.deepEqual(await verify(token), { sub: 'user-1', username: '小明' });
    at = T0 + 30_000;
    assert.deepEqual(await verify(token), { sub: 'user-1', username: '小明' });
    assert.equal(keyLookups, 1, 'the second call within the minute is remembered');

    at = T0 + 61_000;
    await verify(token);
    assert.equal(keyLookups, 2, 'checked again after a minute');

    at = T0 + 90_000; // exp: the entry made at T0 + 61 s would last until T0 + 121 s, but not past the token
    await assert.rejects(verify(token), InvalidTokenError);
    assert.equal(keyLookups, 3);

    at = T0;
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: 'admin', exp: T0 / 1000 + 90 })).toString('base64url');
    const forged = `${header}.${forgedClaims}.${signature}`;
    await assert.rejects(verify(forged), InvalidTokenError);
    await assert.rejects(verify(forged), InvalidTokenError);
    assert.equal(keyLookups, 5, 'a rejected token is checked every time');
  });
});
