// One cold page load in a fresh browser context: the JS it downloaded (gzip-compressed here, so the figure does not
// depend on how the server compresses), its requests, how many copies of react-dom and of the MF runtime ran, and
// when the route's content showed. Optionally with a fixed latency added to every request (see round-trips.ts).
// Only what was requested before the content showed counts: after it, the shell preloads other remotes when idle
// (shell/src/federation/idle-preload.ts), which is for the next route, not this one.
// A route served prerendered (/ and 知识市场's first page: #root[data-prerendered], shell/src/prerender/) shows its
// content with the HTML, and the app runs only on the visitor's first intent (prerender-boot.js). It is measured as
// a visitor meets it: its content mark is the paint of the prerendered page, which is what the round trips count;
// then a pointer move starts the app, and its JS and requests are counted up to the app's content after the takeover
// (the same content selector, on a page no longer prerendered), so the ratio compares the whole app with the monolith.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { BUSY_SELECTOR as PAGE_BUSY_SELECTOR } from '@memory/design-system/busy';
import { chromiumLaunchOptions } from '../chromium';
import type { PerfRoute } from './routes';
import { signIn } from './session';

/** A react-dom client build creates roots under this key; one file containing it = one copy of the renderer. */
const REACT_DOM_MARKER = '__reactContainer$';
/**
 * A hook name of the MF core runtime (the ModuleFederation instance of @module-federation/runtime-core): one file
 * containing it = one copy of the runtime. A remote built with `externalRuntime` carries only the bundler glue
 * (its remoteEntry mentions registerRemotes, never this hook), so it does not count.
 */
const MF_RUNTIME_MARKER = 'beforeInitContainer';

/** Nothing on the page says it is still loading (the design system's rule, which the shell's idle preloading waits for too, and the boot splash). */
const BUSY_SELECTOR = `#boot-splash, ${PAGE_BUSY_SELECTOR}`;

/** The root of a page served prerendered, until the app takes it over (shell/src/prerender/takeover.ts). */
const PRERENDERED_SELECTOR = '#root[data-prerendered]';

/** One request as Resource Timing saw it, in ms of the page's clock (performance.now(), like `contentAt`). */
export interface TimedRequest {
  url: string;
  /** When it went on the wire (after waiting for a free connection); its fetch start when the server hid it. */
  sentAt: number;
  endedAt: number;
}

export interface PageLoad {
  landedOn: string;
  /** Requests started before the content showed (all of them when it never did). */
  requests: number;
  jsFiles: number;
  jsGzipBytes: number;
  reactDomCopies: number;
  mfRuntimeCopies: number;
  /** ms from navigation start until the content selector showed with nothing busy (the last time it became so), in the app. */
  contentAt: number | null;
  /** A prerendered page: ms until its prerendered content was painted (before any app script ran); else null. */
  paintedAt: number | null;
  files: { url: string; gzipBytes: number }[];
  /** Every request of the load but the HTML and the tab's icon, whenever it started. */
  timeline: TimedRequest[];
  /** The protocols the page and its files came over (Resource Timing's nextHopProtocol: 'h2', 'http/1.1'), most used first. */
  protocols: string[];
}

/** How the browser is started: extra Chromium flags (perf/tls.ts: accept the servers' certificates). */
export interface BrowserSetup {
  args: string[];
}

export async function loadPage(
  origin: string,
  route: PerfRoute,
  session: [string, string] | null,
  { latencyMs = 0, setup = { args: [] } }: { latencyMs?: number; setup?: BrowserSetup } = {},
): Promise<PageLoad> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...setup.args] });
  try {
    // A server run over https for perf has a self-signed certificate (see tls.ts).
    const context = await browser.newContext({ locale: 'zh-CN', ignoreHTTPSErrors: true });
    if (route.signedIn && session) await signIn(context, session);
    // Records performance.now() each time the page goes from "not ready" to "ready": the last one is when the
    // content showed for good (a page that shows a skeleton again while it fetches its data moves it later).
    await context.addInitScript(
      ([contentSelector, busySelector, prerenderedSelector, paintedSelector]) => {
        performance.setResourceTimingBufferSize(10_000);
        const w = window as unknown as { __perfContentAt?: number; __perfPaintedAt?: number };
        let ready = false;
        // An anonymous callback on purpose: tsx wraps named functions in a helper the page does not have.
        new MutationObserver(() => {
          const prerendered = document.querySelector(prerenderedSelector) !== null;
          const now = !prerendered && document.querySelector(contentSelector) !== null && document.querySelector(busySelector) === null;
          if (now && !ready) w.__perfContentAt = performance.now();
          ready = now;
          // Content a prerendered page's own script paints (MEMOS' feed) is there once it is in the page.
          if (paintedSelector && prerendered && w.__perfPaintedAt === undefined && document.querySelector(`${prerenderedSelector} ${paintedSelector}`)) {
            w.__perfPaintedAt = performance.now();
          }
        }).observe(document, { subtree: true, childList: true, attributes: true });
        // Otherwise a prerendered page's content is all in its HTML: parsed, it is there (painted: see paintedAt below).
        document.addEventListener('DOMContentLoaded', () => {
          if (!paintedSelector && document.querySelector(prerenderedSelector)) w.__perfPaintedAt = performance.now();
        });
      },
      [route.contentSelector, BUSY_SELECTOR, PRERENDERED_SELECTOR, route.paintedSelector ?? ''] as const,
    );
    const page = await context.newPage();
    if (latencyMs > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // What a prerendered page's own script paints is on its way after the HTML: the visitor reads it before moving.
    if (route.paintedSelector && (await page.locator(PRERENDERED_SELECTOR).count())) {
      await page.waitForSelector(`${PRERENDERED_SELECTOR} ${route.paintedSelector}`, { timeout: 20_000 + latencyMs * 20 }).catch(() => undefined);
    }
    // The visitor's first intent on a prerendered page: the app starts and takes the page over.
    if (await page.locator(PRERENDERED_SELECTOR).count()) await page.mouse.move(20, 20);
    await page
      .waitForFunction(
        ([contentSelector, busySelector, prerenderedSelector]) =>
          document.querySelector(contentSelector) && !document.querySelector(busySelector) && !document.querySelector(prerenderedSelector),
        [route.contentSelector, BUSY_SELECTOR, PRERENDERED_SELECTOR] as const,
        { timeout: 20_000 + latencyMs * 20 },
      )
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const { contentAt, paintedAt, timeOrigin, timeline, protocolsSeen } = await page.evaluate(() => ({
      contentAt: (window as unknown as { __perfContentAt?: number }).__perfContentAt ?? null,
      // In the DOM is not yet on screen: a stylesheet may hold the first paint back.
      paintedAt: (() => {
        const inDom = (window as unknown as { __perfPaintedAt?: number }).__perfPaintedAt;
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        return inDom === undefined ? null : Math.max(inDom, firstPaint ?? inDom);
      })(),
      timeOrigin: performance.timeOrigin,
      // Not the tab's icon: nothing on the page waits for it, so its depth is no round trip of the content's (it
      // would count as one when it happens to end just before the content shows).
      timeline: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => !Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')).some((icon) => icon.href === entry.name))
        .map((entry) => ({
          url: entry.name,
          sentAt: entry.requestStart || entry.fetchStart,
          endedAt: entry.responseEnd,
        })),
      // Empty for a file from the cache or another origin without Timing-Allow-Origin.
      protocolsSeen: (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
        .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => entry.nextHopProtocol)
        .filter(Boolean),
    }));
    const protocolCounts = new Map<string, number>();
    for (const protocol of protocolsSeen) protocolCounts.set(protocol, (protocolCounts.get(protocol) ?? 0) + 1);
    // Playwright's request start is wall-clock ms; the content mark is ms after the page's time origin.
    const beforeContent = (response: Response) => contentAt === null || response.request().timing().startTime <= timeOrigin + contentAt;
    const routeResponses = responses.filter(beforeContent);

    const load: PageLoad = {
      landedOn: new URL(page.url()).pathname,
      requests: routeResponses.length,
      jsFiles: 0,
      jsGzipBytes: 0,
      reactDomCopies: 0,
      mfRuntimeCopies: 0,
      contentAt,
      paintedAt,
      files: [],
      timeline,
      protocols: [...protocolCounts].sort((a, b) => b[1] - a[1]).map(([protocol]) => protocol),
    };
    // A prerendered page prefetches the app's scripts and then runs them: one file, two responses.
    const counted = new Set<string>();
    for (const response of routeResponses) {
      if (counted.has(response.url())) continue;
      counted.add(response.url());
      const type = response.headers()['content-type'] ?? '';
      const isJs = response.request().resourceType() === 'script' || /javascript/.test(type);
      if (!isJs || response.status() >= 300) continue;
      const body = await response.body().catch(() => null);
      if (!body) continue;
      const gzipBytes = gzipSync(body).length;
      load.jsFiles += 1;
      load.jsGzipBytes += gzipBytes;
      load.files.push({ url: new URL(response.url()).pathname, gzipBytes });
      if (body.includes(REACT_DOM_MARKER)) load.reactDomCopies += 1;
      if (body.includes(MF_RUNTIME_MARKER)) load.mfRuntimeCopies += 1;
    }
    return load;
  } finally {
    await browser.close();
  }
}
