// Personal 智能曲线 parameters (issue 31), as a new learner meets them: an Anki deck carrying months of review
// history (drawn from known FSRS parameters that forget much faster than FSRS's defaults) is imported into a new jar,
// which goes on 智能曲线 and continues from that history. 设置 → 智能曲线参数 → 立即优化 fits the history (BETTER),
// 启用新参数 shows the rescheduling preview, 确认启用 adopts; 数据趋势 then shows the calibration chart and the line
// 个性化参数已启用：预测误差降低 X%（N 次复习）. Through the API, on the test clock: the next due days of the
// 智能曲线 points moved, a memo on a fixed curve kept its day.
import type { APIRequestContext } from '@playwright/test';
import { ankiDeckWithHistory, endingOn, simulate } from '@memory/server/testing/fsrs-history';
import {
  DEFAULT_CURVE_ID,
  MAX_PAGE_SIZE,
  SMART_CURVE_ID,
  personalParametersLine,
  type JarPage,
  type ReschedulePreview,
  type SmartCurveStatus,
  type TimelineFetchResponse,
} from '@memory/contracts';
import { apiJson, signUpAsMember, untilStill, type AuthHeaders } from '../fixtures/journeys';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

/** 150 points × 6 graded reviews (900, over the 400 a fit needs) after their first learning, over months. */
const UNITS = 150;
const REVIEWS_PER_UNIT = 6;
/** Days scanned for due points: today and the six after it (the overdue spread is 7 days). */
const SCANNED_DAYS = 7;

/**
 * The day each scheduled unit is first due in today … today + SCANNED_DAYS - 1, read from the feed on each of those
 * days (PUT /api/timeline/fetch writes nothing; a unit left unreviewed stays in the later days' feeds, so its first
 * day is its due day). Keys are memo ids and point ids. The clock is back on `today` afterwards.
 */
async function dueDays(request: APIRequestContext, headers: AuthHeaders, today: number): Promise<Map<string, string>> {
  const due = new Map<string, string>();
  for (let offset = 0; offset < SCANNED_DAYS; offset += 1) {
    const day = chinaDay(today + offset);
    await setServerDay(request, day);
    const held: string[] = [];
    for (;;) {
      const page = await apiJson<TimelineFetchResponse>(await request.put(`/api/timeline/fetch?size=${MAX_PAGE_SIZE}`, { headers, data: { held } }));
      for (const post of page.entries) {
        held.push(post.id);
        const key = post.memoId ?? post.itemId;
        if (key && !due.has(key)) due.set(key, day);
      }
      if (page.remaining === 0 || page.entries.length === 0) break;
    }
  }
  await setServerDay(request, chinaDay(today));
  return due;
}

test('an Anki history is fitted, the better parameters adopted after the preview, and 数据趋势 shows by how much', async ({ page, request }) => {
  test.setTimeout(90_000);
  const today = chinaDay(0);
  const run = Date.now().toString(36);
  const deckName = `地理 ${run}`;
  // Reviewed on the days FSRS's defaults gave, remembered as TRUE_WEIGHTS says: a fit has something to learn.
  const history = endingOn(simulate({ units: UNITS, reviewsPerUnit: REVIEWS_PER_UNIT, startDay: '2025-01-01', spreadDays: 60, seed: 1, mode: 'true' }), chinaDay(-1));
  const deck = await ankiDeckWithHistory({ deck: deckName, units: history, front: (index) => `第 ${index + 1} 个省会是哪里？`, back: (index) => `省会 ${index + 1} ${run}` });
  await setServerDay(request, today);
  const headers = await signUpAsMember(page, request, '/home/jars', 'smartfit');

  // A memo on a fixed curve (艾宾浩斯), met today: its next review is tomorrow, whatever 智能曲线's parameters.
  const memo = await apiJson<{ id: string }>(
    await request.post('/api/memos', { headers, data: { content: `固定曲线上的 MEMO ${run}`, aiExplained: '', tags: [], attachments: [], curveId: DEFAULT_CURVE_ID } }),
  );
  const shown = await apiJson<TimelineFetchResponse>(await request.put('/api/timeline/fetch?size=10', { headers, data: { held: [] } }));
  expect(shown.entries.map((post) => post.memoId)).toEqual([memo.id]);
  await apiJson(await request.post('/api/reviews/events', { headers, data: { events: [{ id: crypto.randomUUID(), reviewId: shown.entries[0]!.id, type: 'seen' }] } }));

  // 导入 with its review history (ticked by default): the points continue from where the learner was.
  const jars = remoteArea(page, 'mf_jars');
  await expectRemotePage(page, 'mf_jars', '知识罐');
  await jars.getByRole('link', { name: /导\s*入/ }).click();
  await expectRemotePage(page, 'mf_jars', '导入');
  await jars.locator('input[type="file"]').setInputFiles({ name: 'geography.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(deck) });
  const withHistory = jars.getByRole('checkbox', { name: `导入 ${UNITS * (REVIEWS_PER_UNIT + 1)} 条复习记录` });
  await expect(withHistory).toBeChecked();
  await jars.getByRole('button', { name: /^导\s*入$/ }).click();
  await expect(jars.getByText('导入完成')).toBeVisible();
  await expect(jars.getByText(`${UNITS} 个知识点带着 ${UNITS * (REVIEWS_PER_UNIT + 1)} 条复习记录接着原来的进度复习`)).toBeVisible();

  // The new jar is on 智能曲线, and its points are due as the replayed history says: not all today, no batch post.
  const [jar] = (await apiJson<JarPage>(await request.get('/api/jars/page?page=1&size=10&role=CREATOR', { headers }))).entries;
  expect(jar?.name).toBe(deckName);
  expect(jar?.settings.curveId).toBe(SMART_CURVE_ID);
  const before = await dueDays(request, headers, 0);
  expect(before.get(memo.id)).toBe(chinaDay(1));
  const points = [...before.keys()].filter((key) => key !== memo.id);
  const dueToday = points.filter((key) => before.get(key) === today);
  expect(dueToday.length).toBeGreaterThan(0);
  expect(dueToday.length).toBeLessThan(UNITS);

  // 设置 → 智能曲线参数: 900 graded reviews counted (first learnings are not labels), on the defaults; 立即优化.
  await page.goto('/home/settings');
  await expectRemotePage(page, 'mf_account', '设置');
  const card = remoteArea(page, 'mf_account').getByRole('region', { name: '智能曲线参数' });
  await expect(card).toContainText('正在使用：默认参数');
  await expect(card).toContainText(`已计入 ${UNITS * REVIEWS_PER_UNIT} 次评分复习。`);
  await card.getByRole('button', { name: '立即优化' }).click();
  // The fit runs in the job queue; the card polls until it is done.
  await expect(card.getByTestId('last-fit')).toContainText('优化后的参数预测更准，可以启用', { timeout: 30_000 });
  const fitted = await apiJson<SmartCurveStatus>(await request.get('/api/smart-curve/status', { headers }));
  expect(fitted.source).toBe('DEFAULT');
  expect(fitted.adoptable?.decision).toBe('BETTER');
  expect(fitted.adoptable!.fittedRmse!).toBeLessThan(fitted.adoptable!.defaultRmse!);
  expect(fitted.adoptable!.fittedLogLoss!).toBeLessThan(fitted.adoptable!.defaultLogLoss!);

  // 启用新参数: the preview first (what moves, the 30 days before and after), then 确认启用.
  const previewed = page.waitForResponse((response) => response.url().includes('/api/smart-curve/reschedule-preview'));
  await card.getByRole('button', { name: '启用新参数' }).click();
  const preview = (await (await previewed).json()) as ReschedulePreview;
  expect(preview.fitId).toBe(fitted.adoptable!.id);
  expect(preview.replayed).toBe(UNITS);
  expect(preview.moved).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog').filter({ hasText: '启用个性化参数' });
  await expect(dialog).toContainText(`智能曲线上的 ${preview.replayed} 条内容将按新参数重新安排，其中 ${preview.moved} 条改到别的日子；其他曲线不变。`);
  await untilStill(dialog);
  await dialog.getByRole('button', { name: '确认启用' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已启用个性化参数，${preview.moved} 条内容已改期`)).toBeVisible();
  await expect(card).toContainText('正在使用：个性化参数');
  await expect(card.getByTestId('last-fit')).toContainText('优化后的参数预测更准，已启用');
  const adopted = await apiJson<SmartCurveStatus>(await request.get('/api/smart-curve/status', { headers }));
  expect(adopted.source).toBe('PERSONAL');
  expect(adopted.adopted?.id).toBe(fitted.adoptable!.id);
  const reduction = adopted.adopted!.errorReductionPercent!;
  expect(reduction).toBeGreaterThan(0);

  // 数据趋势: the calibration chart (ten bins) and the line saying by how much the error went down, over which reviews.
  await page.goto('/home/trends');
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  const calibration = remoteArea(page, 'mf_memos').getByRole('region', { name: '智能曲线预测准确度' });
  await expect(calibration).toContainText(personalParametersLine(reduction, adopted.adopted!.reviewsCounted!));
  await expect(calibration.getByRole('img', { name: /^预测 \d+%–\d+%/ })).toHaveCount(10);
  await expect(calibration.getByRole('img', { name: /次复习$/ }).first()).toBeVisible();

  // The next due days: the 智能曲线 points were rescheduled (those due today kept today), the fixed-curve memo kept
  // tomorrow.
  const after = await dueDays(request, headers, 0);
  expect(after.get(memo.id)).toBe(chinaDay(1));
  for (const key of dueToday) expect(after.get(key)).toBe(today);
  const moved = points.filter((key) => after.get(key) !== before.get(key)).length + [...after.keys()].filter((key) => !before.has(key)).length;
  expect(moved).toBeGreaterThan(0);
});
