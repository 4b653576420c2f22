import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakeImport, createFakeJar, createPremiumAccount, sampleAnkiPreview, sampleFlomoPreview } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { importPaths, jarPaths, paths } from '../../paths';

const fake = setupFakeApi();
// The drop zone's `accept` is the browser's hint, not a rule: a learner can still pick another file (and the server refuses it).
const user = userEvent.setup({ delay: null, applyAccept: false });

// jsdom's File is not the Blob of the fetch globals (jest-fixed-jsdom): FormData takes Node's, as a browser takes its own.
const fileNamed = (name: string) => new NodeFile(['正面\t内容\n'], name, { type: 'text/plain' }) as unknown as File;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const renderAt = (path: string) => renderRemote({ routes, path, store: createAppStore() });
const importButton = () => screen.getByRole('button', { name: /导\s*入/ });
const countOf = (title: string) => within(screen.getByRole('group', { name: '预览' })).getByText(title).closest('.ant-card');
/** The Anki sample's mappings as the upload chose them, in note type order: 导入 sends them all. */
const defaultMappings = sampleAnkiPreview().noteTypes.map((type) => type.mapping);
/** 日语单词（发音）: the 正面 becomes 假名 instead of 单词, and the other fields are dropped. */
const kanaFront = { noteType: '日语单词（发音）', front: 1, content: [2], rest: 'DROP' as const };
const withKanaFront = [defaultMappings[0], defaultMappings[1], kanaFront];

/** Picks 假名 as the 正面 of 日语单词（发音） and drops its other fields. */
async function chooseKanaFront() {
  const card = screen.getByText(/^日语单词（发音）/).closest('.ant-card') as HTMLElement;
  await user.click(within(card).getByRole('combobox', { name: '正面' }));
  await user.click(await screen.findByTitle('假名'));
  await user.click(within(card).getByRole('radio', { name: '丢弃' }));
  return card;
}

describe('导入: the upload', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('says what can be imported, and the server’s reason when it refuses a file', async () => {
    renderAt(paths.import);
    expect(await screen.findByText(/Anki 牌组/, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/不超过 300 MB/)).toBeInTheDocument();
    await user.upload(fileInput(), fileNamed('笔记.docx'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('无法导入「笔记.docx」');
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.unknownFormat('笔记.docx'));
  });

  it('a non-member is offered the flomo export only, and a jar import is refused once, naming the file', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    renderAt(paths.import);
    await screen.findByText('导入到知识罐仅限会员使用');
    expect(screen.getByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(fileInput()).toHaveAttribute('accept', '.zip');
    expect(screen.getByText(/现在可以上传 flomo 导出的 \.zip（导入为 MEMO）/)).toBeInTheDocument();
    // A file picked anyway (the accept list is only the browser's hint): the server's reason, and still one lock.
    await user.upload(fileInput(), fileNamed('单词.csv'));
    const alert = (await screen.findByText('无法导入「单词.csv」')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.jarsNeedPremium);
    expect(screen.getAllByRole('link', { name: '会员卡' })).toHaveLength(1);
  });

  it('uploads on choose into the jar of ?jarId and opens the preview, which says it updates that jar', async () => {
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '英语单词' })];
    const view = renderAt(importPaths.start({ jarId: 'j1' }));
    expect(await screen.findByText(/导入到知识罐「英语单词」/)).toBeInTheDocument();
    await user.upload(fileInput(), fileNamed('单词.csv'));
    await waitFor(() => expect(view.history.location.pathname).toMatch(/^\/home\/import\/import-\d+$/));
    expect(fake.backend.state.importUploads).toEqual([expect.objectContaining({ fileName: '单词.csv', kind: 'csv', jarId: 'j1' })]);
    expect(await screen.findByText('更新知识罐「英语单词」')).toBeInTheDocument();
  });

  it('?to=memos takes a flomo export, for everyone', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    const view = renderAt(importPaths.start({ to: 'memos' }));
    expect(await screen.findByText(/从 flomo 导入/)).toBeInTheDocument();
    expect(screen.queryByText('导入到知识罐仅限会员使用')).not.toBeInTheDocument();
    await user.upload(fileInput(), fileNamed('flomo.zip'));
    await waitFor(() => expect(view.history.location.pathname).toMatch(/^\/home\/import\/import-\d+$/));
    expect(fake.backend.state.importUploads[0]).toMatchObject({ kind: 'flomo' });
    expect(await screen.findByText(/导入为 MEMO/)).toBeInTheDocument();
  });
});

describe('导入: one import', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('previews the counts, where it goes, the skipped notes and the sample (a cloze masked, then filled)', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    renderAt(importPaths.job('i1'));
    const counts = await screen.findByRole('group', { name: '预览' });
    expect(within(counts).getByText('新增').closest('.ant-card')).toHaveTextContent('163');
    expect(within(counts).getByText('跳过').closest('.ant-card')).toHaveTextContent('3');
    expect(screen.getByRole('textbox', { name: /导入到新知识罐「日语」/ })).toHaveValue('日语');
    expect(screen.getByRole('radio', { name: '每个牌组一个知识罐（2 个）' })).toBeInTheDocument();
    expect(screen.getByText(/1834 条复习记录/)).toBeInTheDocument();

    // Five listed skips show at first, the rest behind 展开.
    expect(screen.getByText('只有正面，没有内容')).toBeInTheDocument();
    expect(screen.getByText('与前面的笔记重复')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /展开/ })).not.toBeInTheDocument();

    const sample = screen.getByRole('region', { name: /示例/ });
    expect(within(sample).getAllByRole('listitem')).toHaveLength(5);
    const masked = await within(sample).findByRole('group', { name: '复习时' });
    await waitFor(() => expect(masked.querySelectorAll('mark.memory-cloze-blank')).toHaveLength(2));
    expect(masked).not.toHaveTextContent('東京');
    expect(masked).toHaveTextContent('[哪个词？]');
    const filled = within(sample).getByRole('group', { name: '查看后' });
    expect([...filled.querySelectorAll('mark.memory-cloze')].map((node) => node.textContent)).toEqual(['東京', '首都']);
    expect(within(sample).getByText('附件：neko.jpg')).toBeInTheDocument();
  });

  it('shows every listed skip after 展开', async () => {
    const skipped = Array.from({ length: 8 }, (_, index) => ({ where: `n${index}`, reason: 'EMPTY' as const, detail: `空笔记 ${index + 1}` }));
    fake.backend.state.imports = [createFakeImport({ id: 'i1', preview: sampleAnkiPreview({ skipped }) })];
    renderAt(importPaths.job('i1'));
    expect(await screen.findByText('空笔记 5')).toBeInTheDocument();
    expect(screen.queryByText('空笔记 6')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开全部 8 项' }));
    expect(screen.getByText('空笔记 8')).toBeInTheDocument();
  });

  it('导入 shows the progress, polled, then the report with a link to the new jar', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    renderAt(importPaths.job('i1'));
    const name = await screen.findByRole('textbox', { name: /导入到新知识罐/ });
    await user.clear(name);
    await user.type(name, '日语单词');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('排队中：0%');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: defaultMappings, jarName: '日语单词', reviewHistory: true }]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('写入知识点：40%'), { timeout: 4000 });

    const link = await screen.findByRole('link', { name: '打开知识罐「日语单词」' }, { timeout: 4000 });
    const jar = fake.backend.state.jars.find((candidate) => candidate.name === '日语单词')!;
    expect(link).toHaveAttribute('href', jarPaths.detail(jar.id));
    expect(screen.getByText('导入完成')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '导入结果' })).getByText('新增').closest('.ant-card')).toHaveTextContent('163');
  });

  it('a changed mapping is previewed again: the counts and the sample follow it, and 导入 commits it', async () => {
    // A deck imported before: 未变 until a mapping gives its points other text.
    fake.backend.state.imports = [
      createFakeImport({ id: 'i1', preview: sampleAnkiPreview({ counts: { total: 166, new: 0, updated: 0, unchanged: 163, skipped: 3 } }) }),
    ];
    renderAt(importPaths.job('i1'));
    expect(await screen.findByText(/数量和示例按下面的设置计算/)).toBeInTheDocument();
    await chooseKanaFront();

    expect(await screen.findByText('正在按新的设置重新预览…')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    await waitFor(() => expect(countOf('更新')).toHaveTextContent('6'), { timeout: 3000 });
    expect(countOf('未变')).toHaveTextContent('157');
    expect(screen.queryByText('正在按新的设置重新预览…')).not.toBeInTheDocument();
    const fifth = within(screen.getByRole('region', { name: /示例/ })).getAllByRole('listitem')[3]!;
    expect(within(fifth).getByRole('group', { name: '正面' })).toHaveTextContent('たべる');
    expect(within(fifth).getByRole('group', { name: '内容' })).toHaveTextContent(/^吃$/);
    expect(fake.backend.state.importPreviews.at(-1)).toEqual({ id: 'i1', deckMode: 'ONE_JAR', mappings: withKanaFront, reviewHistory: true });
    // The stored preview now holds the chosen mapping: 导入 still sends it, with every other choice as shown.
    expect(fake.backend.state.imports[0]!.preview.noteTypes[2]!.mapping).toEqual(kanaFront);

    await user.click(importButton());
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: withKanaFront, jarName: '日语', reviewHistory: true }]);
  });

  it('one jar per deck is previewed and sent at 导入 with the mapping', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    renderAt(importPaths.job('i1'));
    await user.click(await screen.findByRole('radio', { name: /每个牌组一个知识罐/ }));
    expect(screen.queryByRole('textbox', { name: /导入到新知识罐/ })).not.toBeInTheDocument();
    await chooseKanaFront();
    await waitFor(() => expect(fake.backend.state.importPreviews.at(-1)).toEqual({ id: 'i1', deckMode: 'JAR_PER_DECK', mappings: withKanaFront, reviewHistory: true }), {
      timeout: 3000,
    });
    await waitFor(() => expect(importButton()).toBeEnabled());

    await user.click(importButton());
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'JAR_PER_DECK', mappings: withKanaFront, reviewHistory: true }]);
  });

  it('a reload of a preview computed per deck shows that choice; back to one jar, it offers the deck’s own name', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    const first = renderAt(importPaths.job('i1'));
    await user.click(await screen.findByRole('radio', { name: /每个牌组一个知识罐/ }));
    await waitFor(() => expect(fake.backend.state.imports[0]!.preview.deckMode).toBe('JAR_PER_DECK'), { timeout: 3000 });
    first.unmount();

    renderAt(importPaths.job('i1'));
    expect(await screen.findByRole('radio', { name: /每个牌组一个知识罐/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '全部放进一个知识罐' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /导入到新知识罐/ })).not.toBeInTheDocument();
    // Not the first deck's name (日语 / N5): the one a single jar for the whole file takes.
    await user.click(screen.getByRole('radio', { name: '全部放进一个知识罐' }));
    expect(screen.getByRole('textbox', { name: /导入到新知识罐「日语」/ })).toHaveValue('日语');
  });

  it('a jar name of the learner’s own is kept across a reload and a change of deck mode, and saving it or the history recomputes nothing', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    const first = renderAt(importPaths.job('i1'));
    const name = await screen.findByRole('textbox', { name: /导入到新知识罐/ });
    expect(name).toHaveValue('日语');
    await user.clear(name);
    await user.type(name, '我的日语');
    await user.click(screen.getByRole('checkbox', { name: /复习记录/ }));
    // Neither the name nor the history changes a count: the page never says it is previewing again.
    expect(screen.queryByText('正在按新的设置重新预览…')).not.toBeInTheDocument();
    expect(importButton()).toBeEnabled();
    await waitFor(() => expect(fake.backend.state.imports[0]!.choices).toMatchObject({ jarName: '我的日语', reviewHistory: false }), { timeout: 3000 });
    expect(screen.queryByText('正在按新的设置重新预览…')).not.toBeInTheDocument();
    first.unmount();

    renderAt(importPaths.job('i1'));
    expect(await screen.findByRole('textbox', { name: /导入到新知识罐「我的日语」/ })).toHaveValue('我的日语');
    await user.click(screen.getByRole('radio', { name: /每个牌组一个知识罐/ }));
    await user.click(screen.getByRole('radio', { name: '全部放进一个知识罐' }));
    expect(screen.getByRole('textbox', { name: /导入到新知识罐/ })).toHaveValue('我的日语');
    await waitFor(() => expect(importButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(importButton());
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: defaultMappings, jarName: '我的日语', reviewHistory: false }]);
  });

  it('a reload of a per-deck preview with a chosen mapping and no history shows those choices, and 导入 commits them unchanged', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    const first = renderAt(importPaths.job('i1'));
    await user.click(await screen.findByRole('radio', { name: /每个牌组一个知识罐/ }));
    await chooseKanaFront();
    await user.click(screen.getByRole('checkbox', { name: /复习记录/ }));
    const chosen = { deckMode: 'JAR_PER_DECK', mappings: withKanaFront, reviewHistory: false };
    await waitFor(() => expect(fake.backend.state.imports[0]!.choices).toEqual(chosen), { timeout: 3000 });
    first.unmount();

    renderAt(importPaths.job('i1'));
    expect(await screen.findByRole('radio', { name: /每个牌组一个知识罐/ })).toBeChecked();
    const card = screen.getByText(/^日语单词（发音）/).closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('combobox', { name: '正面' }).closest('.ant-select')).toHaveTextContent('假名');
    expect(within(card).getByRole('radio', { name: '丢弃' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /复习记录/ })).not.toBeChecked();
    // Nothing to recompute: the counts on the page are the stored preview's, made with these choices.
    const previews = fake.backend.state.importPreviews.length;
    expect(importButton()).toBeEnabled();
    await user.click(importButton());
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importPreviews).toHaveLength(previews);
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', ...chosen }]);
  });

  it('a refused recompute says why and keeps the choices; 重试 previews them, and 导入 commits them', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1', preview: sampleAnkiPreview({ counts: { total: 166, new: 0, updated: 0, unchanged: 163, skipped: 3 } }) })];
    const message = IMPORT_MESSAGES.badField('日语单词（发音）', 1);
    fake.server.use(
      http.put('*/api/imports/:id/preview', () => HttpResponse.json({ code: 'BAD_REQUEST', message, fields: { 'mappings/2': message } }, { status: 400 }), { once: true }),
    );
    renderAt(importPaths.job('i1'));
    await screen.findByRole('group', { name: '预览' });
    const card = await chooseKanaFront();

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('重新预览失败');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('你的选择都保留着');
    // The choices stay as the learner made them; the counts stay the earlier preview's.
    expect(within(card).getByRole('combobox', { name: '正面' }).closest('.ant-select')).toHaveTextContent('假名');
    expect(within(card).getByRole('radio', { name: '丢弃' })).toBeChecked();
    expect(countOf('未变')).toHaveTextContent('163');
    expect(importButton()).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(countOf('更新')).toHaveTextContent('6'), { timeout: 3000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(importButton());
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: withKanaFront, jarName: '日语', reviewHistory: true }]);
  });

  it('offers the deck’s review history, on unless unticked, and the report says what came with it', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    renderAt(importPaths.job('i1'));
    const history = await screen.findByRole('checkbox', { name: '导入 1834 条复习记录' });
    expect(history).toBeChecked();
    expect(screen.getByText(/复习过的知识点接着原来的进度复习/)).toBeInTheDocument();
    await user.click(history);
    expect(screen.getByText(/不导入复习记录，知识点按知识罐的记忆曲线从头开始复习/)).toBeInTheDocument();
    await user.click(history);
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: defaultMappings, jarName: '日语', reviewHistory: true }]);
    expect(await screen.findByText(/个知识点带着 1834 条复习记录接着原来的进度复习/, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('unticked, the history stays behind; a file without one offers nothing', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' }), createFakeImport({ id: 'i2', preview: sampleAnkiPreview({ reviews: 0 }) })];
    const view = renderAt(importPaths.job('i1'));
    await user.click(await screen.findByRole('checkbox', { name: /复习记录/ }));
    // Kept with the preview on the server (for a reload), then 导入 again.
    await waitFor(() => expect(importButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    await screen.findByRole('progressbar');
    expect(fake.backend.state.importCommits).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: defaultMappings, jarName: '日语', reviewHistory: false }]);
    view.unmount();
    renderAt(importPaths.job('i2'));
    await screen.findByRole('button', { name: /导\s*入/ });
    expect(screen.queryByRole('checkbox', { name: /复习记录/ })).not.toBeInTheDocument();
  });

  it('导入 of an import another tab already started shows its progress', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    renderAt(importPaths.job('i1'));
    await screen.findByRole('button', { name: /导\s*入/ });
    // Meanwhile, elsewhere: the job starts.
    Object.assign(fake.backend.state.imports[0]!, { status: 'RUNNING', progress: { phase: '排队中', percent: 0 }, pollsLeft: 5 });
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('取消 asks, deletes the upload and goes back to the upload page', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    const view = renderAt(importPaths.job('i1'));
    await user.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await user.click(await screen.findByRole('button', { name: '取消导入' }));
    await waitFor(() => expect(view.history.location.pathname).toBe(paths.import));
    expect(fake.backend.state.imports).toEqual([]);
  });

  it('a reload while the job runs finds its progress again', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1', status: 'RUNNING', progress: { phase: '保存媒体文件', percent: 30 }, pollsLeft: 5 })];
    fake.backend.state.jars = [];
    renderAt(importPaths.job('i1'));
    expect(await screen.findByText('正在导入「日语.apkg」')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('写入知识点：70%');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('写入知识点：99%'), { timeout: 4000 });
  });

  it('a flomo import’s report links to MEMOS', async () => {
    fake.backend.state.imports = [
      createFakeImport({
        id: 'i1',
        fileName: 'flomo.zip',
        status: 'DONE',
        preview: sampleFlomoPreview(),
        report: { counts: { total: 42, new: 40, updated: 0, unchanged: 2, skipped: 0 }, skipped: [], jars: [], memos: 40, files: 3, reviews: 0, pointsWithHistory: 0 },
      }),
    ];
    renderAt(importPaths.job('i1'));
    expect(await screen.findByText(/新增 40 条 MEMO/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看 MEMOS' })).toHaveAttribute('href', '/home/memos');
  });

  it('a failed import says why and offers to upload again', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1', status: 'FAILED', error: IMPORT_MESSAGES.failed })];
    const view = renderAt(importPaths.job('i1'));
    expect(await screen.findByText('导入失败')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(IMPORT_MESSAGES.failed))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新导入' }));
    await waitFor(() => expect(view.history.location.pathname).toBe(paths.import));
    expect(fake.backend.state.imports).toEqual([]);
  });

  it('an unknown import is a clear not-found', async () => {
    renderAt(importPaths.job('nope'));
    expect(await screen.findByText('导入不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新导入' })).toHaveAttribute('href', paths.import);
  });
});
