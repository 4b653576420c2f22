// Serial round trips from the HTML to the route's content, measured the way Lighthouse's throttling sees them:
// load the route cold twice, once as it is and once with a fixed latency added to every request (CDP
// Network.emulateNetworkConditions, Chromium's DevTools throttling). Work that runs in parallel pays the latency
// once, each request that has to wait for another one pays it again, so
//   round trips = (contentAt with latency − contentAt without) / latency, rounded, minus 1 for the HTML itself.
// CPU time is the same in both loads and cancels out. HTTP/1.1 opens at most 6 connections per host: a 7th parallel
// request waits for a free one, and that wait counts as a round trip (a real one, for a server without HTTP/2).
import { loadPage, type PageLoad } from './page-load';
import type { PerfRoute } from './routes';

export const LATENCY_MS = Number(process.env.PERF_LATENCY_MS ?? 400);

export interface RoundTrips {
  /** null when the content never showed. */
  count: number | null;
  contentAtMs: number | null;
  contentAtWithLatencyMs: number | null;
}

export async function roundTrips(origin: string, route: PerfRoute, session: [string, string] | null, unthrottled: PageLoad): Promise<RoundTrips> {
  const throttled = await loadPage(origin, route, session, { latencyMs: LATENCY_MS });
  const [fast, slow] = [unthrottled.contentAt, throttled.contentAt];
  const count = fast === null || slow === null ? null : Math.max(0, Math.round((slow - fast) / LATENCY_MS) - 1);
  return { count, contentAtMs: fast, contentAtWithLatencyMs: slow };
}
