// Serves shell/dist-monolith the way @memory/server serves shell/dist (the build's brotli / gzip copies when asked,
// index.html for client-side routes) and hands everything else (/api, /oidc, config.json, remotes.json, blobs) to
// the real server, so the monolith runs against the same data and session as the federated build. With a
// certificate it speaks what the real server then speaks, HTTPS with HTTP/2 (HTTP/1.1 over TLS for clients without
// it), so both builds are measured over the same protocol.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { Socket } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json']);

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids (and pseudo-headers, which only HTTP/2 has): never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host', 'http2-settings']);
const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

type Request = http.IncomingMessage | http2.Http2ServerRequest;
type Response = http.ServerResponse | http2.Http2ServerResponse;

export interface StaticServer {
  origin: string;
  /** 'h2' when it serves HTTPS with HTTP/2, else 'http/1.1'. */
  protocol: string;
  close(): Promise<void>;
}

/** `tls`: serve HTTPS + HTTP/2 with this certificate (the federated server's, so both are alike); none: plain HTTP/1.1. */
export async function serveMonolith(dist: string, upstream: string, port: number, tls?: { cert: string | Buffer; key: string | Buffer }): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const upstreamUrl = new URL(upstream);

  const sendFile = (file: string, request: Request, response: Response) => {
    const ext = path.extname(file);
    const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
    response.setHeader('content-type', types[ext] ?? 'application/octet-stream');
    response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (compressible.has(ext)) {
      response.setHeader('vary', 'Accept-Encoding');
      // The build's own copies first, as the real server sends them; gzip made here (once) for a build without.
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (new RegExp(`\\b${encoding}\\b`).test(accepts) && existsSync(file + suffix)) {
          response.setHeader('content-encoding', encoding);
          createReadStream(file + suffix).pipe(response as NodeJS.WritableStream);
          return;
        }
      }
      if (/\bgzip\b/.test(accepts)) {
        const body = gzipped.get(file) ?? gzipSync(readFileSync(file));
        gzipped.set(file, body);
        response.setHeader('content-encoding', 'gzip');
        response.end(body);
        return;
      }
    }
    createReadStream(file).pipe(response as NodeJS.WritableStream);
  };

  // The upstream is the local server perf measures, with its own (self-signed) certificate when it speaks https.
  const client = upstreamUrl.protocol === 'https:' ? https : http;
  const proxy = (request: Request, response: Response) => {
    const forwarded = client.request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host: upstreamUrl.host },
        rejectUnauthorized: false,
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, forwardable(upstreamResponse.headers));
        upstreamResponse.pipe(response as NodeJS.WritableStream);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    (request as NodeJS.ReadableStream).pipe(forwarded);
  };

  const handle = (request: Request, response: Response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dist, path.normalize(pathname));
    const isOwnFile = file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile() && !file.endsWith('.json');
    if (isOwnFile) return sendFile(file, request, response);
    const isPageRoute = request.method === 'GET' && !path.extname(pathname) && !/^\/(api|oidc)(\/|$)/.test(pathname);
    if (isPageRoute) return sendFile(path.join(dist, 'index.html'), request, response);
    proxy(request, response);
  };

  const server = tls ? http2.createSecureServer({ allowHTTP1: true, cert: tls.cert, key: tls.key }, handle) : http.createServer(handle);
  // Browsers keep connections (and HTTP/2 sessions) open after the last response: closing waits for none of them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `${tls ? 'https' : 'http'}://localhost:${actualPort}`,
    protocol: tls ? 'h2' : 'http/1.1',
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
