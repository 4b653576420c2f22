import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cache-policy';

/**
 * A document written per request that the browser reads at every start (the shell page, remotes.json,
 * config.json): `no-cache` with an ETag of its bytes, so an unchanged document costs the browser a 304. The ETag is
 * weak: the response may be gzipped on the way out, and the identity and gzip bytes must not claim to be the same
 * strong representation.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', NO_CACHE).header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(type).send(body);
}

/** If-None-Match uses the weak comparison: `W/"x"` and `"x"` match, as does `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
