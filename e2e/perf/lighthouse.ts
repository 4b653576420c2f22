// Lighthouse 12 (performance only) with its default simulated throttling, mobile and desktop, median of 3 runs per
// route. It drives a Chromium started by chrome-launcher; before each run this module empties the HTTP cache and puts
// the session in (or takes it out of) localStorage itself, because Lighthouse's own storage reset would also sign the
// /home route out (hence disableStorageReset).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import type { BrowserSetup } from './page-load';
import type { PerfRoute } from './routes';

export const RUNS = Number(process.env.PERF_LIGHTHOUSE_RUNS ?? 3);
/** PERF_LIGHTHOUSE_FORMS=mobile: only the phone (half the time, for before/after runs taken in turns). */
const FORM_FACTORS = (['mobile', 'desktop'] as const).filter((form) => (process.env.PERF_LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',').includes(form));

export interface LighthouseScore {
  route: string;
  formFactor: 'mobile' | 'desktop';
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Runs that produced a score (a run can fail, e.g. NO_LCP); the medians are over these. */
  runs: number;
  errors: string[];
}

/** PERF_LIGHTHOUSE_REPORTS=<folder>: every run's whole report, to read what the scores hide (LCP element, long tasks). */
function saveReport(routePath: string, formFactor: string, run: number, report: string | string[]): void {
  const folder = process.env.PERF_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = `${routePath.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'landing'}-${formFactor}-${run + 1}.json`;
  writeFileSync(path.join(folder, name), Array.isArray(report) ? report.join('\n') : report);
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function lighthouseScores(
  origin: string,
  routes: PerfRoute[],
  session: [string, string] | null,
  setup: BrowserSetup = { args: [] },
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Over https: the servers' self-signed certificates (tls.ts), accepted by their key, else clicked through.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...setup.args, ...(origin.startsWith('https:') ? ['--ignore-certificate-errors'] : [])],
    port: Number(process.env.PERF_LIGHTHOUSE_PORT ?? 0) || undefined,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = browser.contexts()[0]?.pages()[0] ?? (await browser.contexts()[0]!.newPage());
    const cdp = await page.context().newCDPSession(page);
    const prepare = async (route: PerfRoute) => {
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((entry) => {
        localStorage.clear();
        if (entry) localStorage.setItem(entry[0], entry[1]);
      }, route.signedIn ? session : null);
    };
    const scores: LighthouseScore[] = [];
    for (const route of routes) {
      for (const formFactor of FORM_FACTORS) {
        const runs: { score: number; lcpMs: number; tbtMs: number; cls: number }[] = [];
        const errors: string[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          await prepare(route);
          const result = await lighthouse(
            `${origin}${route.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`lighthouse gave no result for ${route.path}`);
          saveReport(route.path, formFactor, run, result.report);
          if (lhr.runtimeError) {
            errors.push(lhr.runtimeError.code);
            continue;
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            score: lhr.categories.performance?.score ?? NaN,
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          });
        }
        scores.push({
          route: route.path,
          formFactor,
          score: median(runs.map((r) => r.score)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          cls: median(runs.map((r) => r.cls)),
          runs: runs.length,
          errors,
        });
      }
    }
    return scores;
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}
