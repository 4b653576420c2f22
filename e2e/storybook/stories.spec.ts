import { expect, test, type Page } from '@playwright/test';
import { readStoryIndex, type IndexEntry } from './storyIndex';
import { isFailure, recordStorybookEvents, waitForStorybookOutcome } from './storybookEvents';

const THEMES = ['light', 'dark'] as const;

/** Collects everything that counts as an error on the page: uncaught exceptions and console.error. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

async function openAndCheck(page: Page, entry: IndexEntry, theme: (typeof THEMES)[number]) {
  const errors = collectPageErrors(page);
  await recordStorybookEvents(page);
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  await page.goto(`/iframe.html?id=${entry.id}&viewMode=${viewMode}&globals=theme:${theme}`);

  const outcomes = await waitForStorybookOutcome(page);
  expect(outcomes.filter(isFailure), 'Storybook reported a failed render').toEqual([]);
  await expect(page.locator('body'), 'Storybook shows its error display').not.toHaveClass(/sb-show-errordisplay/);
  const root = page.locator(viewMode === 'docs' ? '#storybook-docs' : '#storybook-root');
  await expect(root.locator('> *').first(), 'nothing was rendered').toBeVisible();
  if (viewMode === 'story') {
    await expect(page.locator('html'), 'the toolbar theme reached the story').toHaveAttribute('data-theme', theme);
  }
  expect(errors, 'errors on the page').toEqual([]);
}

for (const entry of readStoryIndex()) {
  const themes = entry.type === 'docs' ? (['light'] as const) : THEMES;
  for (const theme of themes) {
    test(`${entry.title} › ${entry.name} (${entry.type}, ${theme})`, async ({ page }) => {
      await openAndCheck(page, entry, theme);
    });
  }
}
