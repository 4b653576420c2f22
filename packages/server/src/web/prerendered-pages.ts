import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages the shell's build prerenders (shell/scripts/prerender.tsx): they paint before the app's scripts run,
 * which then take them over. Served for their path instead of index.html when the build has them.
 */
const PRERENDERED: Readonly<Record<string, string>> = { '/': 'prerendered/landing.html' };

/** The path → file (relative to shell/dist) of each prerendered page this build holds. */
export function prerenderedPages(shellDist: string): Map<string, string> {
  return new Map(Object.entries(PRERENDERED).filter(([, file]) => existsSync(path.join(shellDist, file))));
}
