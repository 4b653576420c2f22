// public/theme-boot.js is a plain file served before the bundle (it cannot import): it must read the theme under the
// very key the app writes, and find a stored session under oidc-client-ts's prefix as the app's bridge names it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_MODE_STORAGE_KEY } from '@memory/contracts';

const bootScript = readFileSync(path.join(__dirname, '../../public/theme-boot.js'), 'utf8');

describe('theme-boot.js', () => {
  it('reads the theme mode under THEME_MODE_STORAGE_KEY', () => {
    expect(bootScript).toContain(`localStorage.getItem('${THEME_MODE_STORAGE_KEY}')`);
  });

  it('paints the remembered mode before the app runs', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');
    new Function(bootScript)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themeMode).toBe('dark');
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'light');
    new Function(bootScript)();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
