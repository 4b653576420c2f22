// A tiny static file server for the built Storybook (storybook-static/ at the repo root), so the story
// walk runs against exactly what `storybook build` produced. Port from PORT (playwright.storybook.config.ts passes fixtures/ports.ts's).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../storybook-static');
const port = Number(process.env.PORT ?? 30108);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{8,}\.(?:iframe\.bundle\.js|css)$/;

/** Maps a URL path to a file under root, refusing anything that escapes it. */
function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

const server = createServer(async (req, res) => {
  // Chromium asks for /favicon.ico on its own; storybook-static has none, and a 404 there would read as a page error.
  if (req.url === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  const file = resolveFile(req.url ?? '/');
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    // Bundles carry their hash in the name: each story's page load reuses what the last one fetched and compiled.
    'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
});

server.listen(port, '127.0.0.1', () => console.log(`storybook-static on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
