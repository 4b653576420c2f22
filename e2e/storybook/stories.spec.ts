import { expect, test as base, type Page } from '@playwright/test';
import { readStoryIndex } from './storyIndex';
import { openEntry } from './storybookPreview';

/**
 * One preview page per worker, shared by its stories (openEntry switches entries through Storybook's channel).
 * A failed story ends its worker, so the next one starts on a fresh page.
 */
const test = base.extend<object, { previewPage: Page }>({
  previewPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Uncaught exceptions and console.error lines while one entry renders: any of them fails it. */
function collectPageErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`pageerror: ${error.stack ?? error.message}`);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  return {
    errors,
    stop() {
      page.off('pageerror', onError);
      page.off('console', onConsole);
    },
  };
}

const THEMES = ['light', 'dark'] as const;
const entries = readStoryIndex();

// Every entry in light, then every story in dark: a worker walks its share in one theme at a time, switching
// stories through the preview (see openEntry). Docs pages theme each story box, not the page: one pass is enough.
for (const theme of THEMES) {
  for (const entry of entries) {
    const viewMode = entry.type === 'docs' ? 'docs' : 'story';
    if (viewMode === 'docs' && theme === 'dark') continue;
    test(`${entry.title} › ${entry.name} (${entry.type}, ${theme})`, async ({ previewPage: page }) => {
      const collected = collectPageErrors(page);
      try {
        const events = await openEntry(page, { id: entry.id, viewMode, theme });

        expect(events.filter((event) => event.failed), 'Storybook reported a failed render').toEqual([]);
        await expect(page.locator('body'), 'Storybook shows its error display').not.toHaveClass(/sb-show-errordisplay/);
        const root = page.locator(viewMode === 'docs' ? '#storybook-docs' : '#storybook-root');
        await expect(root.locator(':scope > *').first(), 'nothing was rendered').toBeVisible();
        if (viewMode === 'story') {
          await expect(page.locator('html'), 'the toolbar theme reached the story').toHaveAttribute('data-theme', theme);
        }
        expect(collected.errors, 'errors on the page').toEqual([]);
      } finally {
        collected.stop();
      }
    });
  }
}
