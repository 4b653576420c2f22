// First load of the composed product against a monolith built from the same code, in Chromium:
//   BASE_URL=http://localhost:8080 pnpm perf
// or over HTTPS + HTTP/2, as deployed (the server started with TLS_CERT_FILE / TLS_KEY_FILE, e.g. from
// `pnpm perf:cert`, and perf run with the same two variables: the monolith server then uses that certificate too):
//   BASE_URL=https://localhost:8443 pnpm perf
// Needs a running server (its DATA_DIR in the environment, so the admin CLI can mint the demo user's token).
// Builds every app for production (timed) and the monolith yardstick (shell/rspack.monolith.mjs), serves the
// monolith next to the server (monolith-server.ts), and prints for every top-level route the JS gzip, requests and
// serial round trips of both builds; then Lighthouse mobile / desktop for /, /marketplace, /home/new-memo and /home/memos.
// Budget: federated JS ≤ 1.10× the monolith's, ≤ 3 round trips after the HTML, one react-dom, one MF runtime; exit 1
// when over. Not run in CI.
// Switches: PERF_SKIP_BUILD=1 (measure the dists as they are; the monolith is built only if missing),
// PERF_LIGHTHOUSE=0 (skip Lighthouse, the slow part), PERF_LATENCY_MS (1000, see round-trips.ts), PERF_MONOLITH_PORT (any free port),
// PERF_LIGHTHOUSE_PORT (Chromium's debugging port, any free port), PERF_VERBOSE=1 (each file's weight, each
// request's round-trip depth),
// PERF_ROUTES=/,/home/jars (only these routes and the routes under them; the budget then covers only them),
// PERF_LIGHTHOUSE_REPORTS=<folder> (each Lighthouse run's full report as JSON there: its LCP element, what blocked),
// PERF_LIGHTHOUSE_FORMS=mobile (mobile,desktop), PERF_LIGHTHOUSE_RUNS (3; the median is over them), PERF_LIGHTHOUSE_ROUTES
// (the routes Lighthouse scores, as PERF_ROUTES names them).
import { buildFederated, buildMonolith, monolithDist } from './builds';
import { lighthouseScores, RUNS } from './lighthouse';
import { serveMonolith } from './monolith-server';
import { loadPage, type BrowserSetup } from './page-load';
import { budgetProblems, printFiles, printLighthouse, printWaterfalls, printRouteTable, printTimings, type RouteResult } from './report';
import { LATENCY_MS, roundTrips } from './round-trips';
import { perfRoutes, type PerfRoute } from './routes';
import { openServerApi } from './server-api';
import { accessToken, sessionEntry } from './session';
import { baseUrl, budget } from './settings';
import { perfTls } from './tls';

/**
 * The routes Lighthouse scores: the public pages and the two /home pages a signed-in visit starts on
 * (PERF_LIGHTHOUSE_ROUTES=/marketplace/jar,/home/jars scores others: those routes and the routes under them).
 */
const LIGHTHOUSE_ROUTES = process.env.PERF_LIGHTHOUSE_ROUTES?.split(',') ?? ['/', '/marketplace', '/home/new-memo', '/home/memos'];

async function measureBuild(origin: string, route: PerfRoute, session: [string, string], setup: BrowserSetup) {
  const load = await loadPage(origin, route, session, { setup });
  const throttled = await loadPage(origin, route, session, { latencyMs: LATENCY_MS, setup });
  return { ...load, roundTrips: roundTrips(load, throttled) };
}

/** A route named in a list of routes, or under one of them (/ names itself only). */
const isUnder = (path: string, routes: readonly string[]) => routes.some((prefix) => path === prefix || (prefix !== '/' && path.startsWith(prefix)));

async function main() {
  const token = await accessToken();
  const server = await openServerApi();
  const session = await sessionEntry(server, token);
  const only = process.env.PERF_ROUTES?.split(',');
  const routes = (await perfRoutes(server, token)).filter((route) => !only || isUnder(route.path, only));

  if (process.env.PERF_SKIP_BUILD !== '1') {
    console.log('Build time (production, one app at a time):');
    for (const { app, seconds } of buildFederated()) console.log(`  ${app.padEnd(16)} ${seconds.toFixed(1)} s`);
    console.log(`  ${'monolith'.padEnd(16)} ${buildMonolith()?.toFixed(1)} s\n`);
  } else buildMonolith({ ifMissing: true });
  await server.dispose();

  // Over https both servers speak HTTP/2 with a self-signed certificate (tls.ts); over http both HTTP/1.1.
  const tls = await perfTls(baseUrl);
  const setup: BrowserSetup = { args: tls.chromiumArgs };
  const monolith = await serveMonolith(monolithDist, baseUrl, Number(process.env.PERF_MONOLITH_PORT ?? 0), tls.monolith ?? undefined);
  const results: RouteResult[] = [];
  try {
    console.log(`Measuring ${baseUrl} (federated) and ${monolith.origin} (monolith), ${LATENCY_MS} ms added per request for round trips\n`);
    for (const route of routes) {
      results.push({
        route: route.path,
        federated: await measureBuild(baseUrl, route, session, setup),
        monolith: await measureBuild(monolith.origin, route, session, setup),
      });
    }
  } finally {
    await monolith.close();
  }
  printRouteTable(results);
  printTimings(results);
  if (process.env.PERF_VERBOSE) {
    printFiles(results);
    printWaterfalls(results);
  }

  if (process.env.PERF_LIGHTHOUSE !== '0') {
    const lighthouseRoutes = routes.filter((route) => isUnder(route.path, LIGHTHOUSE_ROUTES));
    printLighthouse(await lighthouseScores(baseUrl, lighthouseRoutes, session, setup), RUNS);
  }
  tls.dispose();

  const problems = budgetProblems(results);
  console.log(
    problems.length
      ? `\nOVER BUDGET:\n  ${problems.join('\n  ')}`
      : `\nWithin budget: JS ≤ ${budget.jsRatio}× the monolith, ≤ ${budget.roundTrips} round trips, one react-dom and one MF runtime on every route.`,
  );
  process.exitCode = problems.length ? 1 : 0;
}

await main();
