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
  /** The story / docs id when the event carries one. */
  id?: string;
  detail: string;
}

interface Channel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

declare global {
  interface Window {
    __previewEvents?: PreviewEvent[];
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    __STORYBOOK_PREVIEW__?: { ready(): Promise<unknown> };
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
              const [first] = args;
              const detail = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : JSON.stringify(arg))).join(' ');
              events.push({ event, failed: failed.includes(event), id: typeof first === 'string' ? first : undefined, detail });
            });
          }
        },
      });
    },
    { rendered: RENDERED_EVENTS, failed: FAILED_EVENTS },
  );
}

/** Loads the built preview (iframe.html) once; stories are then switched through its channel, as the manager does. */
export async function openPreview(page: Page): Promise<void> {
  await recordChannelEvents(page);
  await page.goto('/iframe.html');
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__));
  await page.evaluate(() => window.__STORYBOOK_PREVIEW__!.ready());
}

export interface Selection {
  id: string;
  viewMode: 'story' | 'docs';
  theme: 'light' | 'dark';
}

/** Shows one story or docs page with the toolbar theme set, and returns what Storybook reported meanwhile. */
export async function showEntry(page: Page, selection: Selection): Promise<PreviewEvent[]> {
  await page.evaluate(({ id, viewMode, theme }) => {
    window.__previewEvents!.length = 0;
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
    channel.emit('updateGlobals', { globals: { theme } });
    channel.emit('setCurrentStory', { storyId: id, viewMode });
  }, selection);
  await page.waitForFunction(
    (id) => window.__previewEvents!.some((event) => event.failed || (event.id === id && !event.failed)),
    selection.id,
  );
  return page.evaluate(() => [...window.__previewEvents!]);
}
