import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { canonicalHost } from '../src/web/canonical-host';

describe('one origin for pages and sign-in (PUBLIC_URL)', () => {
  let app: FastifyInstance;

  before(async () => {
    app = Fastify();
    await app.register(canonicalHost, { publicUrl: 'http://localhost:8080' });
    app.get('/*', async () => 'page');
    app.post('/api/memos', async () => 'created');
    await app.ready();
  });
  after(() => app.close());

  it('sends a page asked at 127.0.0.1 or a LAN address to the same path on PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.20:8080', 'LOCALHOST:3000']) {
      const response = await app.inject({ method: 'GET', url: '/home/memos?page=2', headers: { host } });
      assert.equal(response.statusCode, 302, host);
      assert.equal(response.headers.location, 'http://localhost:8080/home/memos?page=2');
    }
  });

  it('serves PUBLIC_URL itself, and the API and the OpenID provider at any host (scripts, health checks, replicas)', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/home', headers: { host: 'localhost:8080' } })).body, 'page');
    assert.equal((await app.inject({ method: 'GET', url: '/home', headers: { host: 'Localhost:8080' } })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.7:8080' } })).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: '/api/memos', headers: { host: '10.0.0.7:8080' } })).body, 'created');
    // The provider is reached through its issuer URL; a replica behind a balancer is asked by its own address.
    assert.equal((await app.inject({ method: 'GET', url: '/oidc/auth?client_id=memory-web', headers: { host: '10.0.0.7:8080' } })).body, 'page');
  });
});
