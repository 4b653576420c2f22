// Issue 12: axe-core over every route, light and dark: no serious or critical violation, one `main`, one h1.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { EVERY_PAGE, publicJarRoute } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

// axe is injected as a script the app's CSP (script-src 'self') rightly refuses; csp.spec.ts checks the policy.
test.use({ bypassCSP: true });

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');


interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} ×${violation.nodes.length} (${violation.nodes[0]?.target.join(' ')})`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every route passes axe in the ${theme} theme (0 serious or critical), with one main`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((mode) => window.localStorage.setItem('memory.themeMode', mode), theme);
    const found: string[] = [];
    for (const route of [...EVERY_PAGE, await publicJarRoute(page)]) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const mains = await page.getByRole('main').count();
      if (mains !== 1) found.push(`${route}: ${mains} main landmarks`);
      for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
