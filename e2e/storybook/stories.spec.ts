import { test as base, expect, type Page } from '@playwright/test';
import { readStoryIndex } from './storyIndex';
import { openPreview, showEntry } from './storybookPreview';

interface PreviewPage {
  page: Page;
  /** Uncaught exceptions and console.error lines since the current test began. */
  errors: string[];
}

/** One loaded preview per worker: re-parsing Storybook's bundle for every story would dominate the run. */
const test = base.extend<object, { preview: PreviewPage }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await openPreview(page);
      expect(errors, 'errors while loading the preview').toEqual([]);
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const THEMES = ['light', 'dark'] as const;

for (const entry of readStoryIndex()) {
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  // Docs pages are themed per story box; one pass is enough. Stories run in both toolbar themes.
  const themes = viewMode === 'docs' ? (['light'] as const) : THEMES;
  for (const theme of themes) {
    test(`${entry.title} › ${entry.name} (${entry.type}, ${theme})`, async ({ preview: { page, errors } }) => {
      errors.length = 0;
      const events = await showEntry(page, { id: entry.id, viewMode, theme });

      expect(events.filter((event) => event.failed), 'Storybook reported a failed render').toEqual([]);
      await expect(page.locator('body'), 'Storybook shows its error display').not.toHaveClass(/sb-show-errordisplay/);
      const root = page.locator(viewMode === 'docs' ? '#storybook-docs' : '#storybook-root');
      await expect(root.locator(':scope > *').first(), 'nothing was rendered').toBeVisible();
      if (viewMode === 'story') {
        await expect(page.locator('html'), 'the toolbar theme reached the story').toHaveAttribute('data-theme', theme);
      }
      expect(errors, 'errors on the page').toEqual([]);
    });
  }
}
