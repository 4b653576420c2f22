import { expect, test, type Page } from '@playwright/test';
import { readStoryIndex } from './storyIndex';
import { openEntry } from './storybookPreview';

/** Uncaught exceptions and console.error lines: any of them fails the story. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

const THEMES = ['light', 'dark'] as const;

for (const entry of readStoryIndex()) {
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  // Docs pages theme each story box, not the page; one pass is enough. Stories run in both toolbar themes.
  const themes = viewMode === 'docs' ? (['light'] as const) : THEMES;
  for (const theme of themes) {
    test(`${entry.title} › ${entry.name} (${entry.type}, ${theme})`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const events = await openEntry(page, { id: entry.id, viewMode, theme });

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
