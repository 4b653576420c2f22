import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { crossAppPages, type ApiError } from '@memory/contracts';
import { apiNotFoundBody } from '../http/error-handler';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { prerenderedPages } from './prerendered-pages';
import { createPrerenderedMarketplace, createPrerenderedMemoFeed, createPrerenderedNewMemo } from './prerendered-remote-page';
import { REMOTE_APPS } from '@memory/contracts/deployment';
import { createRemoteRoutesReader } from './remote-apps';
import { sendRevalidated } from './revalidated-document';
import { createShellPage } from './shell-page';

const JSON_TYPE = 'application/json; charset=utf-8';

interface StaticAppsOptions {
  /** Folder holding shell/dist and mf-<app>/dist. */
  appsDir: string;
  /** Serve this file as /remotes.json instead of the one generated from the remotes' deployed routes.json. */
  remotesJsonPath?: string;
  /** The body of /config.json (OIDC client, API base, feedback survey). */
  configJson: object;
  /** Other origins whose shell may load the remotes (CORS_ORIGINS); none: same origin only. */
  corsOrigins?: readonly string[];
}

/**
 * Every app's dist holds the build's `.br` and `.gz` copies of its text files (tooling/federation/app-config.mjs): @fastify/static
 * sends the copy the request accepts (br, then gzip), with Content-Encoding, the original's Content-Type and the
 * copy's own length and ETag (size-mtime: the build keeps only copies smaller than the one before, so no two
 * variants share one). A dist deployed without copies is sent as it is; nothing is compressed per request.
 * Cache-Control is cache-policy.ts's, set per file.
 */
const PRECOMPRESSED = { preCompressed: true, cacheControl: false } as const;

/** Paths the single-page fallback never answers: they belong to the API, the provider or the remotes. */
const NOT_SPA = /^\/(?:api|oidc|remotes)(?:[/?]|$)/;
const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Production hosting of the frontends: the shell at / (with index.html for every client-side route), each
 * remote at /remotes/<folder>/, and the two runtime files the shell reads at start-up.
 */
export const staticApps: FastifyPluginAsync<StaticAppsOptions> = async (app, options) => {
  const shellDist = path.join(options.appsDir, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (!hasShell) app.log.warn({ shellDist }, 'shell is not built (run the build first): / shows a notice');

  // The two documents written per request: small, so gzipping them costs microseconds (static files never are:
  // the build writes their .br/.gz copies). In their own scope, so nothing else passes through the compressor.
  const remoteRoutes = createRemoteRoutesReader(options.appsDir, app.log);
  const configJson = JSON.stringify(options.configJson);
  const remotesJsonBody = async (request: FastifyRequest) =>
    options.remotesJsonPath ? await readFile(options.remotesJsonPath, 'utf8') : JSON.stringify(await remoteRoutes.remotesJson(originOf(request)));
  const shellPage = createShellPage({ shellDist, appsDir: options.appsDir, localRemotes: !options.remotesJsonPath });
  await app.register(async (documents) => {
    await documents.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
    // Explicit routes win over the static wildcard, so shell/dist's own dev copies of these files are never served.
    documents.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => sendRevalidated(request, reply, await remotesJsonBody(request), JSON_TYPE));
    documents.get('/config.json', { schema: { hide: true } }, async (request, reply) => sendRevalidated(request, reply, configJson, JSON_TYPE));
  });

  const runtimeOf = async (request: FastifyRequest) => ({
    config: options.configJson,
    remotes: await remotesJsonBody(request).then(
      (body): unknown => JSON.parse(body),
      () => null,
    ),
  });
  /** index.html with config.json and remotes.json inlined (see shell-page.ts); remotes that cannot be read are left to the shell to fetch. */
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply, template = 'index.html') => {
    const html = await shellPage.render(request.url.split('?')[0] ?? '/', await runtimeOf(request), template);
    if (html === null) return reply.header('cache-control', NO_CACHE).sendFile(template, shellDist);
    return sendRevalidated(request, reply, html, 'text/html; charset=utf-8');
  };

  // 知识市场 prerendered with the public jars of the moment, read from the public API as the page reads it signed out.
  // Only with this server's own remotes (a REMOTES_JSON shell may load another build of mf-marketplace), and only the
  // unfiltered first page: a URL with a query is the app's to show.
  const renderMarketplace = options.remotesJsonPath
    ? null
    : createPrerenderedMarketplace({
        shellDist,
        appsDir: options.appsDir,
        readJson: async (url) => {
          const response = await app.inject({ method: 'GET', url });
          return response.statusCode === 200 ? (response.json() as unknown) : null;
        },
        onError: (error) => app.log.warn({ err: error }, '知识市场 could not be prerendered: served as the app'),
      });

  // 新建 MEMO, where every signed-in visit starts, prerendered in the /home layout (the same proviso on the remotes).
  const renderNewMemo = options.remotesJsonPath ? null : createPrerenderedNewMemo({ shellDist, appsDir: options.appsDir });
  // MEMOS' frame painted the same way, with mf-memos' boot script that asks for the feed and paints its first page.
  const renderMemoFeed = options.remotesJsonPath ? null : createPrerenderedMemoFeed({ shellDist, appsDir: options.appsDir });
  /**
   * A remote's page prerendered for `pagePath` (no query: a URL with one is the app's to show), else index.html.
   * Without index.html's preloads: the app starts on the visitor's first intent (shell's prerender-boot.js).
   */
  const sendPrerenderedRemotePage =
    (pagePath: string, render: (() => Promise<string | null>) | null) => async (request: FastifyRequest, reply: FastifyReply) => {
      const page = render && !request.url.includes('?') ? await render() : null;
      if (page === null) return sendShellPage(request, reply);
      return sendRevalidated(request, reply, await shellPage.renderHtml(page, pagePath, await runtimeOf(request)), 'text/html; charset=utf-8');
    };

  const allowedOrigins = new Set(options.corsOrigins ?? []);
  let decorateReply = true;
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      ...PRECOMPRESSED,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    decorateReply = false;
    // `/` is a client route like any other (the static wildcard would send the bare index.html); a page the build
    // prerendered (the landing) is sent instead of index.html, with the same runtime config and preloads.
    const prerendered = prerenderedPages(shellDist);
    if (!prerendered.has('/')) app.get('/', { schema: { hide: true } }, sendShellPage);
    // Prerendered pages are 30–50 KB of HTML: gzipped on the way out (microseconds), in their own scope like the
    // documents above. A fifth of the bytes arrive in one flight: no paint of a half-parsed page (a header without 登录).
    await app.register(async (pages) => {
      await pages.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
      for (const [pagePath, file] of prerendered) {
        pages.get(pagePath, { schema: { hide: true } }, (request, reply) => sendShellPage(request, reply, file));
      }
      for (const [pagePath, render] of [
        [crossAppPages.marketplace.path, renderMarketplace],
        [crossAppPages.newMemo.path, renderNewMemo],
        [crossAppPages.memos.path, renderMemoFeed],
      ] as const) {
        pages.get(pagePath, { schema: { hide: true } }, sendPrerenderedRemotePage(pagePath, render));
      }
    });
  }
  for (const remote of REMOTE_APPS) {
    const dist = path.join(options.appsDir, remote.folder, 'dist');
    if (!existsSync(dist)) {
      app.log.warn({ dist }, `${remote.folder} is not built: its area will show 该模块加载失败`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply,
      ...PRECOMPRESSED,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // A shell deployed on a configured origin may load this remote (REMOTES_JSON pointing here); no other.
        const origin = (res as unknown as { req?: { headers: Record<string, string | undefined> } }).req?.headers.origin;
        res.setHeader('vary', 'Origin, Accept-Encoding');
        if (origin && allowedOrigins.has(origin)) {
          res.setHeader('access-control-allow-origin', origin);
          res.setHeader('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
    decorateReply = false;
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isClientRoute(request)) {
      if (hasShell) return sendShellPage(request, reply);
      return reply
        .status(503)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>记忆仓库</title><p>前端尚未构建，请先运行构建命令。</p>');
    }
    // GET /api/<unknown> reaches here through the shell's static wildcard rather than the /api scope.
    const body: ApiError = API_PATH.test(request.url) ? apiNotFoundBody(request) : { code: 'NOT_FOUND', message: '未找到' };
    return reply.status(404).send(body);
  });
};

/** A browser navigation to a client-side route: GET, not a file (no extension), outside /api, /oidc, /remotes. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
