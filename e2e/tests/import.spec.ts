// Cards that travel: an Anki deck with a picture and a cloze arrives through 导入 (preview, progress, report), its
// points come back in review (the cloze as a blank until 查看), and the jar leaves again as an Anki package that a
// second import recognises as unchanged.
import { writeAnkiPackage } from '@memory/server/testing/anki-package';
import { confirmDialog, nextReviewEvent, openFeed, signUpAsMember } from '../fixtures/journeys';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';
import { GRADIENT_PNG } from '../fixtures/test-image';

test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

test('an Anki deck arrives with its picture and cloze, is reviewed over two days, and leaves as an .apkg', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [day0, day1] = [chinaDay(0), chinaDay(1)];
  const run = Date.now().toString(36);
  const deckName = `生物 ${run}`;
  const deck = await writeAnkiPackage({
    name: deckName,
    notes: [
      { guid: `cell-${run}`, front: '细胞的能量工厂是什么？', content: `线粒体 ${run}`, tags: ['生物'], media: [{ name: 'cell.png', bytes: GRADIENT_PNG.buffer }] },
      { guid: `leaf-${run}`, front: null, content: `{{c1::叶绿体}}进行光合作用 ${run}`, tags: ['生物'], media: [] },
    ],
  });
  await setServerDay(request, day0);
  const headers = await signUpAsMember(page, request, '/home/jars', 'import');
  const jars = remoteArea(page, 'mf_jars');
  await expectRemotePage(page, 'mf_jars', '知识罐');

  // 导入 → choose the file: a preview that has written nothing yet.
  await jars.getByRole('link', { name: /导\s*入/ }).click();
  await expectRemotePage(page, 'mf_jars', '导入');
  await jars.locator('input[type="file"]').setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(deck) });
  await expect(page).toHaveURL(/\/home\/import\/[^/]+$/);
  const preview = jars.getByRole('group', { name: '预览' });
  await expect(preview).toContainText(/新增\s*2\s*条/);
  await expect(preview).toContainText(/未变\s*0\s*条/);
  await expect(jars.getByText(`导入到新知识罐「${deckName}」`)).toBeVisible();
  // The sample shows the cloze as the review will: a blank first, the answer after 查看.
  await expect(jars.getByRole('group', { name: '复习时' })).toContainText('[...]');
  await expect(jars.getByRole('group', { name: '查看后' })).toContainText('叶绿体');
  expect((await (await request.get('/api/jars/page?page=1&size=10&role=CREATOR', { headers })).json()).total).toBe(0);

  // 导入: the progress bar, then the report.
  await jars.getByRole('button', { name: /^导\s*入$/ }).click();
  await expect(jars.getByRole('progressbar').or(jars.getByText('导入完成'))).toBeVisible();
  await expect(jars.getByText('导入完成')).toBeVisible();
  await expect(jars.getByRole('group', { name: '导入结果' })).toContainText(/新增\s*2\s*条/);
  await jars.getByRole('link', { name: `打开知识罐「${deckName}」` }).click();
  await expectRemotePage(page, 'mf_jars', deckName);
  const items = jars.getByRole('list', { name: '知识点' }).getByRole('listitem');
  await expect(items).toHaveCount(2);

  // 开始: both points come in today's batch; tomorrow they are asked back, hidden.
  await jars.getByRole('button', { name: /开\s*始/ }).click();
  await confirmDialog(page, /开始这个知识罐/, /开\s*始/);
  await expect(jars.getByRole('button', { name: /暂\s*停/ })).toBeVisible();
  // Met today (a second on screen): the batch post is reviewed, and tomorrow asks for the points alone.
  const seen = nextReviewEvent(page, (event) => event.type === 'seen');
  let feed = await openFeed(page);
  await expect(feed.filter({ hasText: `线粒体 ${run}` })).toHaveCount(1);
  expect((await seen).status).toBe('recorded');

  await setServerDay(request, day1);
  feed = await openFeed(page);
  const question = feed.filter({ hasText: '细胞的能量工厂是什么？' });
  await expect(question).toHaveCount(1);
  await expect(question).not.toContainText(`线粒体 ${run}`);
  const cloze = feed.filter({ hasText: `进行光合作用 ${run}` });
  await expect(cloze).toContainText('[...]');
  await expect(cloze).not.toContainText('叶绿体');
  await cloze.getByRole('button', { name: '查看' }).click();
  await expect(cloze).toContainText('叶绿体进行光合作用');
  await question.getByRole('button', { name: '查看' }).click();
  await expect(question).toContainText(`线粒体 ${run}`);
  await expect(question.getByRole('img', { name: '图片' })).toBeVisible();

  // 导出 → Anki 牌组: an .apkg that, imported again into this jar, changes nothing.
  await page.goto('/home/jars');
  await expectRemotePage(page, 'mf_jars', '知识罐');
  await jars.getByRole('link', { name: deckName }).click();
  await expectRemotePage(page, 'mf_jars', deckName);
  await jars.getByRole('button', { name: '导出' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Anki 牌组（.apkg）' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.apkg$/);
  const exported = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(exported.subarray(0, 2).toString()).toBe('PK');
  const again = await request.post('/api/imports', { headers, multipart: { file: { name: 'again.apkg', mimeType: 'application/octet-stream', buffer: exported } } });
  expect(again.status(), await again.text()).toBe(201);
  const job = await (await request.get(`/api/imports/${(await again.json()).id}`, { headers })).json();
  expect(job.preview.counts).toMatchObject({ new: 0, updated: 0, unchanged: 2 });
});
