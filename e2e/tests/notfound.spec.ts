// Any unknown path is a 404 (出错了 · 返回首页), whether nobody owns it (/nope) or it
// sits under a remote's prefix (the remote's own router says it does not know it). The rest of the
// shell keeps working, and 返回首页 goes home.
import { expectRemotePage, expectSideMenuSelected, remoteArea, sideMenu, topNav } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('an unknown path shows 出错了, 返回首页 goes home, the top nav still works', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('出错了')).toBeVisible();
    await topNav(page).getByRole('link', { name: '联系我们' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.goBack();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('出错了')).toHaveCount(0);
  });
});

test('unknown paths under a remote prefix are 404s inside the home layout', async ({ page }) => {
  for (const [path, remote] of [
    ['/home/jars/1/nope', 'mf_jars'],
    ['/home/curves/x/y', 'mf_jars'],
  ] as const) {
    await page.goto(path);
    const area = remoteArea(page, remote);
    await expect(area.getByText('出错了')).toBeVisible();
    await expect(area.getByRole('button', { name: '返回首页' })).toBeVisible();
    // The shell around the 404 is whole: side menu lit by the URL, top nav present.
    await expectSideMenuSelected(page, path.startsWith('/home/jars') ? '知识罐' : '记忆曲线');
    await expect(topNav(page)).toBeVisible();
  }

  // A path no remote claims under /home is the shell's own 404, still inside the home layout.
  await page.goto('/home/nope');
  await expect(page.getByText('出错了')).toBeVisible();
  await sideMenu(page).getByRole('link', { name: '记忆曲线' }).click();
  await expectRemotePage(page, 'mf_jars', '记忆曲线');

  await page.goto('/home/curves/x/y');
  await remoteArea(page, 'mf_jars').getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('出错了')).toHaveCount(0);
});
