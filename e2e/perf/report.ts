// The tables `pnpm perf` prints and the budget it checks.
import type { LighthouseScore } from './lighthouse';
import type { PageLoad } from './page-load';
import type { RoundTrips } from './round-trips';
import { budget, kb } from './settings';

export interface RouteResult {
  route: string;
  federated: PageLoad & { roundTrips: RoundTrips };
  monolith: PageLoad & { roundTrips: RoundTrips };
}

const cell = (value: string | number | null, width: number) => String(value ?? '?').padStart(width);
/** What the load went over (Resource Timing's nextHopProtocol): 'h2', or e.g. 'h2+http/1.1' when mixed. */
const protocolOf = (load: PageLoad) => load.protocols.join('+') || '?';
const ratioOf = (r: RouteResult) => r.federated.jsGzipBytes / r.monolith.jsGzipBytes;

export function printRouteTable(results: RouteResult[]) {
  console.log(
    'Until the content showed: JS gzip, requests, serial round trips after the HTML (fed = federated, mono = monolith), react-dom / MF runtime copies (fed), protocol (nextHopProtocol)',
  );
  console.log(
    `${'route'.padEnd(36)} ${'landed on'.padEnd(22)} ${cell('fed JS', 10)} ${cell('mono JS', 10)} ${cell('ratio', 6)} ${cell('fed req', 8)} ${cell('mono req', 8)} ${cell('fed RT', 7)} ${cell('mono RT', 7)} ${cell('react-dom', 9)} ${cell('MF rt', 5)}  protocol fed / mono`,
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(36)} ${`${r.federated.landedOn}${r.federated.paintedAt === null ? '' : ' (pre)'}`.padEnd(22)} ${cell(kb(r.federated.jsGzipBytes), 10)} ${cell(kb(r.monolith.jsGzipBytes), 10)} ${cell(ratioOf(r).toFixed(2), 6)} ${cell(r.federated.requests, 8)} ${cell(r.monolith.requests, 8)} ${cell(r.federated.roundTrips.count, 7)} ${cell(r.monolith.roundTrips.count, 7)} ${cell(r.federated.reactDomCopies, 9)} ${cell(r.federated.mfRuntimeCopies, 5)}  ${protocolOf(r.federated)} / ${protocolOf(r.monolith)}`,
    );
  }
}

/** PERF_VERBOSE=1: which files make up each route's weight, heaviest first. */
export function printFiles(results: RouteResult[]) {
  for (const r of results) {
    for (const [build, load] of [['federated', r.federated], ['monolith', r.monolith]] as const) {
      for (const file of [...load.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${r.route}  ${build.padEnd(9)} ${cell(kb(file.gzipBytes), 9)}  ${file.url}`);
    }
  }
}

/** PERF_VERBOSE=1: the throttled federated load's requests by round-trip depth, and where the content showed. */
export function printWaterfalls(results: RouteResult[]) {
  for (const r of results) {
    const { waterfall, contentAtWithLatencyMs, count } = r.federated.roundTrips;
    console.log(`\n${r.route}: ${count ?? '?'} round trips, content at ${contentAtWithLatencyMs?.toFixed(0) ?? '?'} ms (with latency)`);
    for (const request of waterfall) {
      const after = contentAtWithLatencyMs !== null && request.endedAt > contentAtWithLatencyMs ? '  (after the content)' : '';
      console.log(`  ${cell(request.depth, 2)}  ${cell(request.sentAt.toFixed(0), 6)} → ${cell(request.endedAt.toFixed(0), 6)} ms  ${new URL(request.url).pathname}${new URL(request.url).search}${after}`);
    }
  }
}

export function printTimings(results: RouteResult[]) {
  console.log('\nContent shown at (ms from navigation start; "+lat" = with the added latency per request)');
  for (const r of results) {
    const t = (x: RoundTrips) => `${cell(x.contentAtMs?.toFixed(0) ?? null, 6)} / ${cell(x.contentAtWithLatencyMs?.toFixed(0) ?? null, 6)} +lat`;
    console.log(`  ${r.route.padEnd(36)} federated ${t(r.federated.roundTrips)}   monolith ${t(r.monolith.roundTrips)}`);
  }
}

export function printLighthouse(scores: LighthouseScore[], runs: number) {
  console.log(`\nLighthouse 12, performance (median of ${runs}, simulated throttling)`);
  console.log(`${'route'.padEnd(36)} ${'form'.padEnd(8)} ${cell('score', 5)} ${cell('LCP', 8)} ${cell('TBT', 8)} ${cell('CLS', 6)}`);
  for (const s of scores) {
    console.log(
      `${s.route.padEnd(36)} ${s.formFactor.padEnd(8)} ${cell(s.score.toFixed(2), 5)} ${cell(`${(s.lcpMs / 1000).toFixed(2)} s`, 8)} ${cell(`${s.tbtMs.toFixed(0)} ms`, 8)} ${cell(s.cls.toFixed(3), 6)}${s.errors.length ? `  (${s.runs} of ${s.runs + s.errors.length} runs: ${s.errors.join(', ')})` : ''}`,
    );
  }
}

/** Every way a route misses the budget. */
export function budgetProblems(results: RouteResult[]): string[] {
  return results.flatMap((r) => {
    const problems: string[] = [];
    if (ratioOf(r) > budget.jsRatio) problems.push(`JS ${kb(r.federated.jsGzipBytes)} = ${ratioOf(r).toFixed(2)}× the monolith's ${kb(r.monolith.jsGzipBytes)} (> ${budget.jsRatio}×)`);
    const trips = r.federated.roundTrips.count;
    if (trips === null) problems.push('the content never showed');
    else if (trips > budget.roundTrips) problems.push(`${trips} serial round trips after the HTML (> ${budget.roundTrips})`);
    if (r.federated.reactDomCopies !== 1) problems.push(`${r.federated.reactDomCopies} copies of react-dom`);
    if (r.federated.mfRuntimeCopies !== 1) problems.push(`${r.federated.mfRuntimeCopies} copies of the MF runtime`);
    return problems.map((problem) => `${r.route}: ${problem}`);
  });
}
