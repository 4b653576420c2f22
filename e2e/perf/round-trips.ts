// Serial round trips from the HTML to the route's content, read from the request graph of one cold load with a
// fixed latency added to every request (CDP Network.emulateNetworkConditions, Chromium's DevTools throttling).
//
// Each request has a depth: 1 + the deepest request whose response had ended before it was sent (the HTML counts 0,
// so what its preload scanner finds is depth 1). The figure is the deepest request that ended before the content
// showed. The times come from Resource Timing, in the page's own clock like the content mark: `requestStart` is
// when the request went on the wire, after waiting for one of HTTP/1.1's six connections per host, so a 7th
// parallel file that queued behind another one is one level deeper (a real round trip, for a server without
// HTTP/2). Over HTTP/2 (BASE_URL=https://…, see first-load.ts) every request shares one connection and none waits.
//
// Why it is right, and robust: a request cannot be sent before whatever triggered it has arrived, so depth never
// misses a real wait. It could only add one that is not real when a request's sending is delayed (CPU: parsing,
// rendering) past the end of a deeper, unrelated response; with the latency far longer than any such delay, every
// "wave" of requests ends before the next one is sent and the waves are counted exactly. Hence 1000 ms, not a
// realistic RTT: the count is what matters here, and a busy 2-core machine does not stall a page for a second
// between a response and the request it triggers. The earlier figure, (load time with latency − without) /
// latency, needed the CPU time of two loads to cancel out, and on a shared machine it did not (0–13 for the same
// code). Requests sent after the content showed (idle preloading of other remotes) do not count.
import type { PageLoad, TimedRequest } from './page-load';

export const LATENCY_MS = Number(process.env.PERF_LATENCY_MS ?? 1000);

export interface RoundTrips {
  /** null when the content never showed. */
  count: number | null;
  contentAtMs: number | null;
  contentAtWithLatencyMs: number | null;
  /** The throttled load's requests with their depth, in the order they were sent (PERF_VERBOSE prints them). */
  waterfall: (TimedRequest & { depth: number })[];
}

/** Each request's depth in the graph of who could have waited for whom (see above). */
export function requestDepths(requests: TimedRequest[]): (TimedRequest & { depth: number })[] {
  const bySent = [...requests].sort((a, b) => a.sentAt - b.sentAt);
  const withDepth: (TimedRequest & { depth: number })[] = [];
  for (const request of bySent) {
    const waitedFor = withDepth.filter((earlier) => earlier.endedAt <= request.sentAt);
    withDepth.push({ ...request, depth: 1 + Math.max(0, ...waitedFor.map((earlier) => earlier.depth)) });
  }
  return withDepth;
}

/** The deepest request that ended before `contentAt`: the round trips the content waited for after the HTML. */
export function roundTripsBefore(contentAt: number, waterfall: (TimedRequest & { depth: number })[]): number {
  return Math.max(0, ...waterfall.filter((request) => request.endedAt <= contentAt).map((request) => request.depth));
}

export function roundTrips(unthrottled: PageLoad, throttled: PageLoad): RoundTrips {
  const waterfall = requestDepths(throttled.timeline);
  // A prerendered page's content is painted before the app runs: the round trips are the paint's (MEMOS': the HTML,
  // its boot script, the feed's page).
  const contentAt = throttled.paintedAt ?? throttled.contentAt;
  return {
    count: contentAt === null ? null : roundTripsBefore(contentAt, waterfall),
    contentAtMs: unthrottled.contentAt,
    contentAtWithLatencyMs: throttled.contentAt,
    waterfall,
  };
}
