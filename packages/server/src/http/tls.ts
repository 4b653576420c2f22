import { readFileSync } from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TlsFiles } from '../config';

/** A certificate chain and its private key, PEM. */
export interface TlsCredentials {
  cert: string | Buffer;
  key: string | Buffer;
}

/** Read once at start: a renewed certificate takes a restart (as with most servers that hold their own). */
export function readTlsCredentials(files: TlsFiles): TlsCredentials {
  try {
    return { cert: readFileSync(files.certFile), key: readFileSync(files.keyFile) };
  } catch (error) {
    throw new Error(`TLS_CERT_FILE / TLS_KEY_FILE could not be read: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * A Fastify instance speaking plain HTTP/1.1, or with `tls` HTTPS itself: HTTP/2 for the clients that offer it in
 * ALPN (every current browser), so a page's many start-up files share one connection instead of queuing for
 * HTTP/1.1's six per host, and HTTP/1.1 over TLS on the same port for those that do not (curl --http1.1, scripts).
 *
 * One type for both: over HTTP/2 the raw request and response are node:http2's compatibility objects, which offer
 * everything the app uses of node:http's (headers, writeHead / write / end, 'close'; test/tls.test.ts walks the
 * API, the static files, the provider and the AI stream through them). Only their typings differ (node:http2's
 * request lacks `headersDistinct`, which nothing here reads).
 */
export function createFastify(options: FastifyServerOptions, tls?: TlsCredentials): FastifyInstance {
  if (!tls) return Fastify(options);
  const http2: FastifyHttp2SecureOptions<Http2SecureServer> = { http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } };
  return Fastify({ ...options, ...http2 } as unknown as FastifyServerOptions);
}
