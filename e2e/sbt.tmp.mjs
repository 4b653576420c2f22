import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1200, height: 700 } });
p.on('pageerror', e => console.log('pageerror', e.message));
await p.goto('http://127.0.0.1:43007/?path=/story/design-system-remoteunavailable--default&globals=theme:dark');
await p.frameLocator('#storybook-preview-iframe').locator('#storybook-root button').waitFor();
await p.waitForTimeout(1000);
await p.screenshot({ path: '/tmp/manager.png' });
await b.close();
