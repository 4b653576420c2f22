// Serves shell/dist-monolith the way @memory/server serves shell/dist (gzip when asked, index.html for client-side
// routes) and hands everything else (/api, /oidc, config.json, remotes.json, blobs) to the real server, so the
// monolith runs against the same data and session as the federated build.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
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

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveMonolith(dist: string, upstream: string, port: number): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const upstreamUrl = new URL(upstream);

  const sendFile = (file: string, request: http.IncomingMessage, response: http.ServerResponse) => {
    const ext = path.extname(file);
    const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
    response.setHeader('content-type', types[ext] ?? 'application/octet-stream');
    response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (compressible.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipped.get(file));
      return;
    }
    createReadStream(file).pipe(response);
  };

  const proxy = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const forwarded = http.request(
      { host: upstreamUrl.hostname, port: upstreamUrl.port, method: request.method, path: request.url, headers: { ...request.headers, host: upstreamUrl.host } },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  };

  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dist, path.normalize(pathname));
    const isOwnFile = file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile() && !file.endsWith('.json');
    if (isOwnFile) return sendFile(file, request, response);
    const isPageRoute = request.method === 'GET' && !path.extname(pathname) && !/^\/(api|oidc)(\/|$)/.test(pathname);
    if (isPageRoute) return sendFile(path.join(dist, 'index.html'), request, response);
    proxy(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://localhost:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
