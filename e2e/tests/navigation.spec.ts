// The URL is the single source of truth across the shell and the remotes. Side menu,
// a link inside one remote to another remote's page, back / forward and reload on a deep link all keep
// URL, menu highlight and content in agreement; the top nav and the logo go where they say.
import { expectRemotePage, expectSideMenuSelected, expectTopNavSelected, sideMenu, topNav } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

test('side menu, a cross-remote link, back / forward and reload keep URL, menu and content in agreement', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home\/new-memo$/);
  await expectSideMenuSelected(page, '新建 MEMO');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');

  // Side menu → a page of another remote.
  await sideMenu(page).getByRole('link', { name: '记忆曲线' }).click();
  await expect(page).toHaveURL(/\/home\/curves$/);
  await expectSideMenuSelected(page, '记忆曲线');
  await expectRemotePage(page, 'mf_jars', '记忆曲线');

  await sideMenu(page).getByRole('link', { name: '商店' }).click();
  await expect(page).toHaveURL(/\/home\/store$/);
  await expectSideMenuSelected(page, '商店');
  await expectRemotePage(page, 'mf_marketplace', '我发布的知识罐');

  // A link drawn by mf-marketplace leads into mf-jars through the shell's one history.
  await page.getByRole('link', { name: '去我的知识罐' }).click();
  await expect(page).toHaveURL(/\/home\/jars$/);
  await expectSideMenuSelected(page, '知识罐');
  await expectRemotePage(page, 'mf_jars', '知识罐');

  await page.goBack();
  await expect(page).toHaveURL(/\/home\/store$/);
  await expectSideMenuSelected(page, '商店');
  await expectRemotePage(page, 'mf_marketplace', '我发布的知识罐');

  await page.goBack();
  await expect(page).toHaveURL(/\/home\/curves$/);
  await expectSideMenuSelected(page, '记忆曲线');
  await expectRemotePage(page, 'mf_jars', '记忆曲线');

  await page.goForward();
  await expect(page).toHaveURL(/\/home\/store$/);
  await expectSideMenuSelected(page, '商店');
  await expectRemotePage(page, 'mf_marketplace', '我发布的知识罐');

  // Inside one remote: the same parcel follows the URL.
  await sideMenu(page).getByRole('link', { name: '账户' }).click();
  await expectRemotePage(page, 'mf_account', '账户');
  await sideMenu(page).getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/home\/settings$/);
  await expectSideMenuSelected(page, '设置');
  await expectRemotePage(page, 'mf_account', '设置');
});

test('reload on a deep link lands on the same page with the same highlight', async ({ page }) => {
  await page.goto('/home/curves');
  await expectRemotePage(page, 'mf_jars', '记忆曲线');
  await page.reload();
  await expect(page).toHaveURL(/\/home\/curves$/);
  await expectSideMenuSelected(page, '记忆曲线');
  await expectTopNavSelected(page, '首页');
  await expectRemotePage(page, 'mf_jars', '记忆曲线');
  await expect(page.getByText('艾宾浩斯曲线')).toBeVisible();
  // The tab title comes from the page's declaration in mf-jars/routes.json, through remotes.json.
  await expect(page).toHaveTitle('记忆曲线 - 记忆仓库');
});

test('top nav links and the logo go where they say', async ({ page }) => {
  await page.goto('/home/settings');
  await expectRemotePage(page, 'mf_account', '设置');

  await topNav(page).getByRole('link', { name: '知识市场' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expectTopNavSelected(page, '知识市场');
  await expectRemotePage(page, 'mf_marketplace', '知识市场');
  await expect(sideMenu(page)).toHaveCount(0);

  await topNav(page).getByRole('link', { name: '移动端' }).click();
  await expect(page).toHaveURL(/\/mobile-app$/);
  await expectTopNavSelected(page, '移动端');
  await expect(page.getByText('App Store 上架审核中')).toBeVisible();

  await topNav(page).getByRole('link', { name: 'Markdown 帮助' }).click();
  await expect(page).toHaveURL(/\/markdown-help$/);
  await expectTopNavSelected(page, 'Markdown 帮助');

  await topNav(page).getByRole('link', { name: '联系我们' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expectTopNavSelected(page, '联系我们');
  await expect(page.getByText(/@/).first()).toBeVisible();

  await topNav(page).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home\/new-memo$/);
  await expectTopNavSelected(page, '首页');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');

  await page.getByRole('link', { name: '记忆仓库 首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(topNav(page).locator('.ant-menu-item-selected')).toHaveCount(0);
});
