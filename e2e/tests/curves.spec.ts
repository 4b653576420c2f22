// Custom curves. The premium demo member creates one (name, steps), makes it the default (默认 moves
// from 艾宾浩斯曲线, and new memos preselect it), edits it and deletes it after the confirmation; a new TRAIL
// account finds creation locked, with the way to 会员卡.
import type { Page } from '@playwright/test';
import { DEFAULT_CURVE_ID, SYSTEM_CURVES } from '@memory/contracts';
import { signInAsDemo } from '../fixtures/demo-user';
import { untilStill } from '../fixtures/journeys';
import { accessTokenOf } from '../fixtures/session';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

function curveCards(page: Page) {
  return remoteArea(page, 'mf_jars').getByTestId('curve-card');
}

function curveCard(page: Page, name: string) {
  return curveCards(page).filter({ has: page.locator('.ant-card-head-title', { hasText: name }) });
}

async function chooseFromCurveMenu(page: Page, curveName: string, action: '设为默认' | '编辑' | '删除'): Promise<void> {
  await curveCard(page, curveName).getByRole('button', { name: `${curveName} 的操作` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('as a member', () => {
  test.use({ signedIn: false });

  // The demo member is shared with other specs (review.spec creates memos on the default curve): whatever
  // happened here, the default goes back to 艾宾浩斯曲线.
  test.afterEach(async ({ page, request }) => {
    const token = await accessTokenOf(page).catch(() => null);
    if (!token) return;
    await request.put('/api/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'DEFAULT_CURVE', value: DEFAULT_CURVE_ID },
    });
  });

  test('create a curve, make it the default, edit it, delete it', async ({ page }) => {
    const name = `考前冲刺 ${Date.now().toString(36)}`;
    const renamed = `${name} 加强版`;
    await signInAsDemo(page, '/home/curves');
    await expectRemotePage(page, 'mf_jars', '记忆曲线');
    const curves = remoteArea(page, 'mf_jars');
    await expect(curveCard(page, '艾宾浩斯曲线').getByText('默认', { exact: true })).toBeVisible();

    // 创建曲线: name, description, two reviews of 2 and 5 days.
    await curves.getByRole('button', { name: '创建曲线' }).click();
    await page.waitForURL('**/home/create-curve');
    await expectRemotePage(page, 'mf_jars', '创建曲线');
    await curves.getByLabel('名称').fill(name);
    await curves.getByLabel('简介').fill('考试前一周用');
    await curves.getByLabel('第 1 次复习间隔（天）').fill('2');
    await curves.getByRole('button', { name: '添加复习' }).click();
    await curves.getByLabel('第 2 次复习间隔（天）').fill('5');
    await expect(curves.getByText('共 2 次复习，间隔：2、5 天')).toBeVisible(); // the live preview
    await curves.getByRole('button', { name: '创建', exact: true }).click();

    // Back on the list, on the 自定义曲线 tab.
    await page.waitForURL('**/home/curves?tab=custom');
    await expect(curves.getByRole('tab', { name: '自定义曲线', selected: true })).toBeVisible();
    const card = curveCard(page, name);
    await expect(card).toContainText('考试前一周用');
    await expect(card).toContainText('共 2 次复习，间隔：2、5 天');
    await expect(card.getByText('默认', { exact: true })).toHaveCount(0);

    // 设为默认: the badge moves here, and away from 艾宾浩斯曲线, and the server keeps it.
    await chooseFromCurveMenu(page, name, '设为默认');
    await expect(card.getByText('默认', { exact: true })).toBeVisible();
    await page.reload();
    await expectRemotePage(page, 'mf_jars', '记忆曲线');
    await expect(curveCard(page, name).getByText('默认', { exact: true })).toBeVisible();
    await curves.getByRole('tab', { name: '系统曲线' }).click();
    await expect(curveCards(page)).toHaveCount(SYSTEM_CURVES.length); // 智能曲线 among them
    await expect(curveCards(page).getByText('默认', { exact: true })).toHaveCount(0);
    // System curves can be neither edited nor deleted.
    await curveCard(page, '艾宾浩斯曲线').getByRole('button', { name: '艾宾浩斯曲线 的操作' }).click();
    await expect(page.getByRole('menuitem', { name: '编辑' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: '删除' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    // A new memo now starts on the new default.
    await page.goto('/home/new-memo');
    // Served prerendered: the app runs on the visitor's first intent.
    await startPrerenderedApp(page);
    await expectRemotePage(page, 'mf_memos', '新建 MEMO');
    await expect(remoteArea(page, 'mf_memos').getByRole('group', { name: '记忆曲线' }).getByRole('radio', { name })).toBeChecked();

    // 编辑: the form starts from the curve; a new name and a third review.
    await page.goto('/home/curves?tab=custom');
    await expectRemotePage(page, 'mf_jars', '记忆曲线');
    await chooseFromCurveMenu(page, name, '编辑');
    await page.waitForURL(/\/home\/curves\/[^/]+\/edit$/);
    await expectRemotePage(page, 'mf_jars', '编辑曲线');
    await expect(curves.getByLabel('名称')).toHaveValue(name);
    await expect(curves.getByLabel('第 2 次复习间隔（天）')).toHaveValue('5');
    await curves.getByLabel('名称').fill(renamed);
    await curves.getByRole('button', { name: '添加复习' }).click();
    await curves.getByLabel('第 3 次复习间隔（天）').fill('9');
    await curves.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/home/curves?tab=custom');
    await expect(page.getByText('更新成功')).toBeVisible();
    const edited = curveCard(page, renamed);
    await expect(edited).toContainText('共 3 次复习，间隔：2、5、9 天');
    await expect(edited.getByText('默认', { exact: true })).toBeVisible();

    // 删除, confirmed: the card goes, and the default falls back to 艾宾浩斯曲线.
    await chooseFromCurveMenu(page, renamed, '删除');
    const confirm = page.getByRole('dialog').filter({ hasText: '删除后无法恢复，确定删除吗？' });
    await expect(confirm).toBeVisible();
    await untilStill(confirm);
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(curveCard(page, renamed)).toHaveCount(0);
    await page.reload();
    await expectRemotePage(page, 'mf_jars', '记忆曲线');
    await expect(curves.getByText('还没有自定义曲线')).toBeVisible();
    await curves.getByRole('tab', { name: '系统曲线' }).click();
    await expect(curveCard(page, '艾宾浩斯曲线').getByText('默认', { exact: true })).toBeVisible();
  });
});

test('a TRAIL account: custom curves are locked, with a link to 会员卡', async ({ page, request }) => {
  await page.goto('/home/curves?tab=custom');
  await expectRemotePage(page, 'mf_jars', '记忆曲线');
  const curves = remoteArea(page, 'mf_jars');
  await expect(curves.getByRole('button', { name: '创建曲线' })).toBeDisabled();
  const locked = curves.getByRole('alert').filter({ hasText: '自定义曲线仅限会员使用' });
  await expect(locked).toBeVisible();

  // The form itself is locked too, even when reached by its address.
  await page.goto('/home/create-curve');
  await expectRemotePage(page, 'mf_jars', '创建曲线');
  await expect(curves.getByRole('alert').filter({ hasText: '自定义曲线仅限会员使用' })).toBeVisible();
  await expect(curves.getByLabel('名称')).toHaveCount(0);

  // The server refuses as well, whatever the page shows.
  const refused = await request.post('/api/curves', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { name: '试用也想要', description: '', steps: [1, 2] },
  });
  expect(refused.status()).toBe(403);

  await curves.getByRole('link', { name: '会员卡' }).click();
  await page.waitForURL('**/home/member-cards');
  await expectRemotePage(page, 'mf_account', '会员卡');
});
