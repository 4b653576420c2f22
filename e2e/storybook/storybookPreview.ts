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
  emit(event: string, ...args: unknown[]): void;
}

declare global {
  interface Window {
    __previewEvents?: PreviewEvent[];
    __previewChannel?: Channel;
    /** The toolbar theme the page was loaded with ('docs' on a docs page: none to switch from). */
    __previewTheme?: string;
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
          window.__previewChannel = next;
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
 * Opens one story or docs page of the built Storybook and returns what Storybook reported once it finished (or
 * failed) rendering. A docs page, the first story on a page and a story in the other toolbar theme load the
 * preview with the selection in the URL; the next story in the same theme is switched to through the preview's
 * channel, as Storybook's own manager does, so the preview bundle is loaded and compiled once per run of stories
 * rather than once per story (2–3 s of CPU each). Switching theme through the channel would render the new story
 * in the old theme first and blame it for what that render did.
 */
export async function openEntry(page: Page, { id, viewMode, theme }: Selection): Promise<PreviewEvent[]> {
  const rendered = viewMode === 'docs' ? 'docsRendered' : 'storyRendered';
  const loaded = page.url().includes('/iframe.html');
  // Some docs pages navigate away when switched to through the channel: each of the 19 loads on its own.
  const switchable = loaded && viewMode === 'story' && (await page.evaluate((theme) => window.__previewTheme === theme, theme));
  if (switchable) {
    await page.evaluate(
      ({ id, viewMode }) => {
        window.__previewEvents!.length = 0;
        localStorage.clear();
        sessionStorage.clear();
        window.__previewChannel!.emit('setCurrentStory', { storyId: id, viewMode });
      },
      { id, viewMode },
    );
  } else {
    if (!loaded) await recordChannelEvents(page);
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}&globals=theme:${theme}`);
    await page.evaluate((theme) => (window.__previewTheme = theme), viewMode === 'docs' ? 'docs' : theme);
  }
  await page.waitForFunction(
    ({ rendered, id }) =>
      (window.__previewEvents ?? []).some((event) => event.failed || (event.event === rendered && event.detail.includes(JSON.stringify(id)))),
    { rendered, id },
  );
  return page.evaluate(() => [...(window.__previewEvents ?? [])]);
}
