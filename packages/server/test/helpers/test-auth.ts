import fp from 'fastify-plugin';
import { SignJWT, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import '../../src/http/authentication';

export const TEST_ISSUER = 'http://issuer.test/oidc';
export const TEST_AUDIENCE = 'memory-api';

export interface TokenOptions {
  username?: string;
  audience?: string;
  /** seconds from now; negative gives an expired token */
  expiresIn?: number;
}

/**
 * Stand-in for src/auth's authPlugin: verifies bearer JWTs signed with a key made for this test run, with the
 * same contract (`authenticate` sets request.auth or answers 401), so route tests need no OpenID provider.
 */
export async function createTestAuth() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return {
    plugin: fp(async (app) => {
      app.decorate('authenticate', async (request, reply) => {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
        try {
          if (!token) throw new Error('no token');
          const { payload } = await jwtVerify(token, publicKey, { issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
          if (!payload.sub) throw new Error('no sub');
          request.auth = { sub: payload.sub, ...(typeof payload.username === 'string' ? { username: payload.username } : {}) };
        } catch {
          await reply.status(401).send({ code: 'UNAUTHORIZED', message: '请先登录' });
        }
      });
    }),
    sign: (sub: string, options: TokenOptions = {}) => signToken(privateKey, sub, options),
  };
}

async function signToken(key: CryptoKey, sub: string, options: TokenOptions): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT(options.username ? { username: options.username } : {})
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresIn ?? 600))
    .sign(key);
}
