// A trial user buys membership through the sandbox cashier, end to end on the real server.
// A lock on 新建 MEMO → 会员卡 → 2 半年卡 → the order page → 去支付 opens the cashier in a new window → 取消支付 there,
// and a reload while 支付中: 去支付 is still offered → the cashier again → 确认支付 → the order page turns 已完成 at
// once (the cashier tells it), not at its next 10-s refresh → back to the lock, now open without a reload → 账户
// shows 12 months. Then an order left unpaid closes itself once the test clock passes its 30 minutes.
import type { Page } from '@playwright/test';
import { confirmDialog } from '../fixtures/journeys';
import { newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { expectRemotePage, remoteArea, sideMenu } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock } from '../fixtures/test-clock';

/** Well under one refresh interval (10 s): the cashier's own announcement, and the refresh it triggers. */
const AT_ONCE_MS = 1_500;
const MINUTE_MS = 60_000;

// A fresh person per journey: buying a card must not turn the suite's shared account into a member.
test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

async function setServerNow(page: Page, instant: Date): Promise<void> {
  const response = await page.request.put('/api/test/clock', { data: { now: instant.toISOString() } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** 会员卡 → 购买 the card named `card` × `count` → the new order's page; answers its id. */
async function buyCards(page: Page, card: string, count: number, total: string): Promise<string> {
  const account = remoteArea(page, 'mf_account');
  await expectRemotePage(page, 'mf_account', '会员卡');
  await account.getByRole('button', { name: `购买${card}` }).click();
  const dialog = page.getByRole('dialog', { name: `购买${card}` });
  await dialog.getByRole('spinbutton', { name: '数量' }).fill(String(count));
  await expect(dialog.getByTestId('order-total')).toHaveText(total);
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/order\/[^/]+$/);
  await expectRemotePage(page, 'mf_account', '订单详情');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

test('a trial user buys 2 半年卡 through the cashier and the locked feature opens without a reload', async ({ page }) => {
  await page.goto('/home/new-memo');
  await signUpOnProvider(page, newCredentials('order'));
  await page.waitForURL('**/home/new-memo');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const memos = remoteArea(page, 'mf_memos');
  const attachmentsLock = memos.getByText('图片和视频为会员功能');
  await expect(attachmentsLock).toBeVisible();
  await expect(memos.getByText('智能解释为会员功能')).toBeVisible();
  await expect(memos.getByLabel('上传图片')).toHaveCount(0);

  // The lock → 会员卡: prices and the per-month price (78.00 ÷ 6 = 13.00).
  await attachmentsLock.getByRole('link', { name: '开通会员卡' }).click();
  await page.waitForURL('**/home/member-cards');
  const account = remoteArea(page, 'mf_account');
  await expect(account.getByText('6 个月 · 每月 ¥13.00')).toBeVisible();
  const orderId = await buyCards(page, '半年卡', 2, '¥156.00');

  await expect(account.getByText('待支付')).toBeVisible();
  await expect(account.getByText('¥156.00')).toBeVisible();
  await expect(account.getByText('请在 30 分钟内完成支付，超时订单将自动关闭')).toBeVisible();
  await expect(account.getByTestId('pay-countdown')).toHaveText(/^(30:00|29:\d\d)$/);

  // 去支付 opens the sandbox cashier in a new window; 取消支付 there first.
  const firstPopup = page.waitForEvent('popup');
  await account.getByRole('button', { name: '去支付' }).click();
  const cancelled = await firstPopup;
  await cancelled.waitForURL(/\/api\/payments\/sandbox\/cashier\//);
  await cancelled.getByRole('button', { name: '取消支付' }).click();
  await expect(cancelled.getByRole('heading', { name: '已取消支付' })).toBeVisible();
  await cancelled.close();

  // The order is still open (支付中): after a reload too, 去支付 is offered, as the cashier promised.
  await page.reload();
  await expectRemotePage(page, 'mf_account', '订单详情');
  await expect(account.getByRole('alert').filter({ hasText: '支付中' })).toContainText('可以再点「去支付」');
  const popupOpened = page.waitForEvent('popup');
  await account.getByRole('button', { name: '去支付' }).click();
  const cashier = await popupOpened;
  await cashier.waitForURL(/\/api\/payments\/sandbox\/cashier\//);
  await expect(cashier.getByRole('heading', { name: '确认付款' })).toBeVisible();
  await expect(cashier.getByText(orderId)).toBeVisible();
  await expect(cashier.getByLabel('应付金额 156.00 元')).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // The order page hears it from the cashier at once, with the cashier still open.
  await expect(account.getByText('支付成功，会员已生效')).toBeVisible({ timeout: AT_ONCE_MS });
  await cashier.close();
  await expect(account.getByText('已完成', { exact: true })).toBeVisible();
  const [year, month, day] = chinaDay(0).split('-');
  const expiryDay = `${Number(year) + 1}-${month}-${day}`;
  await expect(account.getByText(new RegExp(`会员到期时间（北京时间）：${expiryDay} \\d\\d:\\d\\d，剩余 36[4-6] 天`))).toBeVisible();

  // Back where the lock was, in the same page: the attachments are open now.
  await account.getByRole('button', { name: '返回刚才的页面' }).click();
  await page.waitForURL('**/home/new-memo');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await expect(memos.getByLabel('上传图片')).toHaveCount(1);
  await expect(memos.getByText('图片和视频为会员功能')).toHaveCount(0);
  await expect(memos.getByText('智能解释为会员功能')).toHaveCount(0);
  await memos.getByRole('textbox', { name: 'MEMO 内容' }).fill('线粒体是细胞的能量工厂');
  await expect(memos.getByRole('button', { name: '智能解释' })).toBeEnabled();

  // 账户: 12 months of 半年卡 membership. The memo box holds unrecorded text, so leaving asks first (the draft stays).
  await sideMenu(page).getByRole('menuitem', { name: '账户' }).click();
  await confirmDialog(page, /离开这个页面/, /离\s*开/);
  await expectRemotePage(page, 'mf_account', '账户');
  await expect(account.getByText('半年卡会员')).toBeVisible();
  await expect(account.getByText(new RegExp(`^${expiryDay} \\d\\d:\\d\\d$`))).toBeVisible();
  await expect(account.getByText(/^36[4-6] 天$/)).toBeVisible();
  await expect(account.getByRole('button', { name: '续费' })).toBeVisible();
});

test('an order left unpaid closes itself after 30 minutes and shows 已关闭', async ({ page }) => {
  const start = new Date();
  await setServerNow(page, start);
  await page.goto('/home/member-cards');
  await signUpOnProvider(page, newCredentials('order'));
  await page.waitForURL('**/home/member-cards');
  const orderId = await buyCards(page, '月卡', 1, '¥15.00');
  const account = remoteArea(page, 'mf_account');
  await expect(account.getByText('待支付')).toBeVisible();

  await setServerNow(page, new Date(start.getTime() + 31 * MINUTE_MS));
  await page.reload();
  await expectRemotePage(page, 'mf_account', '订单详情');
  await expect(account.getByText('已关闭').first()).toBeVisible();
  await expect(account.getByRole('button', { name: '去支付' })).toHaveCount(0);
  await expect(account.getByRole('button', { name: '关闭订单' })).toHaveCount(0);

  // 购买记录 says the same.
  await account.getByRole('button', { name: '重新购买' }).click();
  await page.waitForURL('**/home/member-cards');
  const record = account.getByRole('table', { name: '购买记录' }).getByRole('row', { name: new RegExp(orderId) });
  await expect(record.getByText('已关闭')).toBeVisible();
});
