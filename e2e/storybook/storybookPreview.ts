import type { Page } from '@playwright/test';

/** Storybook channel events (storybook/internal/core-events) that end a render, well or badly. */
const RENDERED_EVENTS = ['storyRendered', 'docsRendered'];
const FAILED_EVENTS = [
  'storyErrored',
  'storyThrewException',
  'storyMissing',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
];

export interface PreviewEvent {
  event: string;
  failed: boolean;
  detail: string;
}

interface Channel {
  on(event: string, listener: (...args: unknown[]) => void): void;
}

declare global {
  interface Window {
    __previewEvents?: PreviewEvent[];
  }
}

/**
 * Hooks the preview's channel the moment Storybook creates it (it assigns
 * globalThis.__STORYBOOK_ADDONS_CHANNEL__), so no render event slips by before we listen.
 */
async function recordChannelEvents(page: Page): Promise<void> {
  await page.addInitScript(
    ({ rendered, failed }) => {
      const events: PreviewEvent[] = [];
      window.__previewEvents = events;
      let channel: Channel | undefined;
      Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set(next: Channel) {
          channel = next;
          for (const event of [...rendered, ...failed]) {
            next.on(event, (...args: unknown[]) => {
              const detail = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : JSON.stringify(arg))).join(' ');
              events.push({ event, failed: failed.includes(event), detail });
            });
          }
        },
      });
    },
    { rendered: RENDERED_EVENTS, failed: FAILED_EVENTS },
  );
}

export interface Selection {
  id: string;
  viewMode: 'story' | 'docs';
  theme: 'light' | 'dark';
}

/**
 * Opens one story or docs page of the built Storybook in its own page load, with the toolbar theme set
 * through the URL, and returns what Storybook reported once it finished (or failed) rendering.
 */
export async function openEntry(page: Page, { id, viewMode, theme }: Selection): Promise<PreviewEvent[]> {
  await recordChannelEvents(page);
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}&globals=theme:${theme}`);
  await page.waitForFunction(() => (window.__previewEvents ?? []).length > 0);
  return page.evaluate(() => [...(window.__previewEvents ?? [])]);
}
