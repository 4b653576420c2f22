// AI 制卡 with the fake upstream (packages/server/testing/fake-openai.ts fakeCardsFor: a card per "X是Y" sentence,
// plus a duplicate and an invented year per passage): paste a text, watch the cards arrive with their passages and
// flags, edit one, reject some, accept the rest into a new jar, and review one of them the next day.
import { apiJson, confirmDialog, nextReviewEvent, openFeed, signUpAsMember } from '../fixtures/journeys';
import { resetFakeAi } from '../fixtures/fake-ai';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

test.use({ signedIn: false });

test.beforeEach(async ({ request }) => {
  await resetFakeAi(request);
});
test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

const FIRST =
  '光合作用的场所是叶绿体。光反应发生在类囊体膜上，暗反应发生在叶绿体基质中，两者相互依存，缺一不可。植物通过气孔吸收二氧化碳，并在光照下释放氧气。叶片的形状、厚薄和排列方式都会影响它吸收阳光的效率。在强光下，一些植物会关闭部分气孔，以减少水分散失。温度过高或过低时，光合速率都会明显下降。科学家常用同位素标记的方法追踪碳原子在植物体内的去向，从而弄清暗反应的具体步骤。夏季正午，叶片温度升高，气孔部分关闭，光合速率反而出现短暂的下降。';
const SECOND =
  '植物的根位于土壤中。三原色包括红、绿、蓝。根毛能够吸收水分和无机盐，数量很多，大大增加了根与土壤接触的面积。移栽幼苗时带一些土，可以保护根毛，让幼苗更快恢复生长。';

test('pasted material becomes checked cards in an inbox; the accepted ones review like any point', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [day0, day1] = [chinaDay(0), chinaDay(1)];
  await setServerDay(request, day0);
  await signUpAsMember(page, request, '/home/jars', 'cards');
  const jars = remoteArea(page, 'mf_jars');
  await expectRemotePage(page, 'mf_jars', '知识罐');

  await jars.getByRole('link', { name: /AI 制卡/ }).click();
  await expectRemotePage(page, 'mf_jars', 'AI 制卡');
  await jars.getByRole('textbox', { name: '粘贴材料' }).fill(`${FIRST}\n\n${SECOND}`);
  await expect(jars.getByText(`${FIRST.length + SECOND.length + 2} / 50,000 字`)).toBeVisible();
  const started = Date.now();
  await jars.getByRole('button', { name: '开始制卡' }).click();

  // The run's own page (a reload finds it), the cards arriving one by one.
  const cards = jars.getByTestId('card-proposal');
  await expect(cards.first()).toBeVisible();
  test.info().annotations.push({ type: 'first card after', description: `${Date.now() - started} ms` });
  await expect(page).toHaveURL(/\/home\/card-builder\?run=/);
  await expect(jars.getByText('已完成')).toBeVisible();
  await expect(cards).toHaveCount(7);

  const card = (text: string) => cards.filter({ hasText: text });
  const chloroplast = card('光合作用的场所是什么？').first();
  await expect(chloroplast.getByText('无出处', { exact: true })).toHaveCount(0);
  await expect(card('光合作用的场所是什么？').nth(1).getByText('重复', { exact: true })).toBeVisible();
  await expect(card('1999 年').first().getByText('无出处', { exact: true })).toBeVisible();
  await expect(card('红、绿、蓝').getByText('多个知识点', { exact: true })).toBeVisible();

  // Its passage on hover, the answer marked in it.
  await chloroplast.getByRole('button', { name: /出处：第 1 段/ }).hover();
  await expect(page.locator('.ant-popover mark').filter({ hasText: '叶绿体' }).first()).toBeVisible();

  // A reload keeps the inbox.
  await page.reload();
  await expectRemotePage(page, 'mf_jars', 'AI 制卡');
  await expect(cards).toHaveCount(7);

  // Edit the invented card into a supported one, reject the duplicates.
  // Held by its id: once edited it no longer shows 1999 年.
  const inventedId = await card('1999 年').first().getAttribute('data-proposal-id');
  const invented = jars.locator(`[data-proposal-id="${inventedId}"]`);
  await invented.getByRole('button', { name: /编辑卡片/ }).click();
  await invented.getByRole('textbox', { name: '正面' }).fill('光反应发生在哪里？');
  await invented.getByRole('textbox', { name: '内容' }).fill('类囊体膜上');
  await invented.getByRole('button', { name: /^保\s*存$/ }).click();
  const edited = card('光反应发生在哪里？');
  await expect(edited).toBeVisible();
  await expect(edited.getByText('无出处', { exact: true })).toHaveCount(0);
  // A rejected card leaves 待处理, so the first duplicate left is always the next one.
  const duplicates = cards.filter({ has: page.getByText('重复', { exact: true }) });
  await expect(duplicates).toHaveCount(2);
  for (const left of [1, 0]) {
    await duplicates.first().getByRole('button', { name: /拒绝卡片/ }).click();
    await expect(duplicates).toHaveCount(left);
  }

  // Accept the unflagged ones into a new jar.
  const jarName = `光合作用 ${Date.now().toString(36)}`;
  await jars.getByRole('textbox', { name: '新知识罐的名称' }).fill(jarName);
  await jars.getByRole('button', { name: '接受全部无问题的卡片（3）' }).click();
  await expect(page.getByText(`已接受 3 张卡片，放入「${jarName}」`)).toBeVisible();
  await expect(cards).toHaveCount(2); // 待处理: the 无出处 one and the list

  // The jar holds exactly those three; started, they come back tomorrow, asked by their 正面.
  await jars.getByRole('link', { name: '查看知识罐' }).click();
  await expectRemotePage(page, 'mf_jars', jarName);
  await expect(jars.getByRole('list', { name: '知识点' }).getByRole('listitem')).toHaveCount(3);
  await jars.getByRole('button', { name: /开\s*始/ }).click();
  await confirmDialog(page, /开始这个知识罐/, /开\s*始/);
  await expect(jars.getByRole('button', { name: /暂\s*停/ })).toBeVisible();
  // Met today (a second on screen): the batch post is reviewed, and tomorrow asks for the points alone.
  const seen = nextReviewEvent(page, (event) => event.type === 'seen');
  let feed = await openFeed(page);
  await expect(feed.filter({ hasText: jarName })).not.toHaveCount(0);
  expect((await seen).status).toBe('recorded');

  await setServerDay(request, day1);
  feed = await openFeed(page);
  const question = feed.filter({ hasText: '植物的根位于哪里？' });
  await expect(question).toHaveCount(1);
  await expect(question).not.toContainText('土壤中');
  await question.getByRole('button', { name: '查看' }).click();
  await expect(question).toContainText('土壤中');
});

test('an uploaded file and chosen memos become material, shown before sending; the inbox names each source', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await signUpAsMember(page, request, '/home/jars', 'sources');
  for (const content of ['植物的根位于土壤中。根毛能够吸收水分和无机盐。', '光合作用的场所是叶绿体。']) {
    await apiJson(await request.post('/api/memos', { headers, data: { content } }));
  }
  const jars = remoteArea(page, 'mf_jars');
  await jars.getByRole('link', { name: /AI 制卡/ }).click();
  await expectRemotePage(page, 'mf_jars', 'AI 制卡');
  const cards = jars.getByTestId('card-proposal');
  const material = jars.getByRole('textbox', { name: '将要制卡的文字' });

  // A Markdown file: read by the server, its text shown (editable, counted) before 开始制卡.
  await jars.getByText('上传文件', { exact: true }).click();
  await expect(jars.getByText(/不超过 10 MB/)).toBeVisible();
  await jars.locator('input[type="file"]').setInputFiles({ name: '光合作用.md', mimeType: 'text/markdown', buffer: Buffer.from(`# 光合作用\n\n${FIRST}\n`) });
  await expect(jars.getByText(/已从文件「光合作用\.md」读出/)).toBeVisible();
  await expect(material).toHaveValue(`# 光合作用\n\n${FIRST}`);
  await expect(jars.getByText(`${FIRST.length + 8} / 50,000 字`)).toBeVisible();
  await jars.getByRole('button', { name: '开始制卡' }).click();
  await expect(jars.getByText('已完成')).toBeVisible();
  await expect(cards.filter({ hasText: '光合作用的场所是什么？' }).first()).toBeVisible();
  await jars.getByRole('button', { name: /返回收件箱/ }).click();
  await expect(jars.getByText(/来自文件「光合作用\.md」/)).toBeVisible();

  // Two memos of mine, chosen with their checkboxes.
  await jars.getByText('MEMO', { exact: true }).click();
  const memoList = jars.getByRole('list', { name: '我的 MEMO' });
  await expect(memoList.getByRole('checkbox')).toHaveCount(2);
  for (const box of await memoList.getByRole('checkbox').all()) await box.check();
  await jars.getByRole('button', { name: '使用选中的 MEMO（2）' }).click();
  // One memo, one paragraph (in the order chosen).
  await expect(material).toHaveValue(/^(光合作用的场所是叶绿体。|植物的根位于土壤中。根毛能够吸收水分和无机盐。)\n\n(光合作用的场所是叶绿体。|植物的根位于土壤中。根毛能够吸收水分和无机盐。)$/);
  await jars.getByRole('button', { name: '开始制卡' }).click();
  await expect(jars.getByText('已完成')).toBeVisible();
  await expect(cards.filter({ hasText: '植物的根位于哪里？' }).first()).toBeVisible();
  await jars.getByRole('button', { name: /返回收件箱/ }).click();
  await expect(jars.getByText(/来自 2 条 MEMO/)).toBeVisible();
});
