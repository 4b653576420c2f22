import type { Page } from '@playwright/test';

/** Storybook channel events that end a render, good or bad (storybook/internal/core-events). */
const RENDERED = ['storyRendered', 'docsRendered'] as const;
const FAILED = [
  'storyErrored',
  'storyThrewException',
  'storyMissing',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
] as const;

export interface StorybookOutcome {
  event: string;
  detail: string;
}

declare global {
  interface Window {
    __storyOutcomes?: StorybookOutcome[];
  }
}

/**
 * Hooks the preview's channel the moment Storybook creates it (it assigns
 * globalThis.__STORYBOOK_ADDONS_CHANNEL__), so no render event can slip by before we listen.
 */
export async function recordStorybookEvents(page: Page): Promise<void> {
  await page.addInitScript(
    ({ rendered, failed }) => {
      const outcomes: { event: string; detail: string }[] = [];
      window.__storyOutcomes = outcomes;
      let channel: { on(event: string, listener: (...args: unknown[]) => void): void } | undefined;
      Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set(next) {
          channel = next;
          for (const event of [...rendered, ...failed]) {
            next.on(event, (...args: unknown[]) => {
              const detail = args
                .map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : JSON.stringify(arg)))
                .join(' ');
              outcomes.push({ event, detail });
            });
          }
        },
      });
    },
    { rendered: [...RENDERED], failed: [...FAILED] },
  );
}

/** Waits until the story or docs page finished rendering or failed, and returns every outcome seen. */
export async function waitForStorybookOutcome(page: Page): Promise<StorybookOutcome[]> {
  await page.waitForFunction(() => (window.__storyOutcomes ?? []).length > 0);
  return page.evaluate(() => window.__storyOutcomes ?? []);
}

export const isFailure = (outcome: StorybookOutcome) => (FAILED as readonly string[]).includes(outcome.event);
