import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_BUILDER_DAILY_CHARACTERS, CARD_BUILDER_SOURCE_MESSAGES } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakeMemo, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
// The drop zone's `accept` is the browser's hint, not a rule: a learner can still pick another file.
const user = userEvent.setup({ delay: null, applyAccept: false });

// jsdom's File is not the Blob of the fetch globals: FormData takes Node's, as a browser takes its own.
const fileNamed = (name: string, text: string) => new NodeFile([text], name, { type: 'text/plain' }) as unknown as File;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const MATERIAL = '光合作用的场所是叶绿体。光反应需要光照。\n\n植物的根是吸收水分的器官。根毛数量很多。';
const editable = () => screen.findByRole('textbox', { name: '将要制卡的文字' });

async function openMode(label: string) {
  renderRemote({ routes, path: paths.cardBuilder, store: createAppStore() });
  await user.click(await screen.findByText(label));
}

describe('AI 制卡: sources', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('a file is read by the server, shown editable and counted, then makes cards; the inbox says where it came from', async () => {
    await openMode('上传文件');
    expect(screen.getByText(/支持 \.txt、\.md、\.docx、\.pdf，不超过 10 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '将要制卡的文字' })).not.toBeInTheDocument();
    await user.upload(fileInput(), fileNamed('植物学.md', MATERIAL));

    const text = await editable();
    expect(text).toHaveValue(MATERIAL);
    expect(screen.getByText(`已从文件「植物学.md」读出 ${MATERIAL.length} 字`)).toBeInTheDocument();
    // The count follows the field (Form.useWatch), a render after the text arrives.
    expect(await screen.findByText(`${MATERIAL.length} / 50,000 字`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('植物学');
    // Edited before sending: what is sent is what is shown.
    await user.type(text, '\n\n叶片是进行蒸腾作用的器官。');
    await user.click(screen.getByRole('button', { name: '开始制卡' }));
    await waitFor(async () => expect(await screen.findAllByTestId('card-proposal')).toHaveLength(6));
    const run = fake.backend.state.cardBuilderRuns[0]!;
    expect(run.source).toBe(`${MATERIAL}\n\n叶片是进行蒸腾作用的器官。`);
    expect([run.sourceKind, run.sourceName, run.title]).toEqual(['FILE', '植物学.md', '植物学']);

    await user.click(screen.getByRole('button', { name: /返回收件箱/ }));
    expect(await screen.findByText(/来自文件「植物学\.md」/)).toBeInTheDocument();
  });

  it('says why a file cannot be read, and what to do', async () => {
    await openMode('上传文件');
    await user.upload(fileInput(), fileNamed('扫描件.pdf', '%PDF-1.4'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_BUILDER_SOURCE_MESSAGES.scannedPdf('扫描件.pdf'));
    await user.upload(fileInput(), fileNamed('照片.png', 'PNG'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CARD_BUILDER_SOURCE_MESSAGES.unsupported('照片.png')));
    expect(fake.backend.state.cardBuilderRuns).toHaveLength(0);
  });

  it('chosen memos become the material, one paragraph each, and the run is named after them', async () => {
    fake.backend.state.memos = [createFakeMemo('memo-1', '光合作用的场所是叶绿体。'), createFakeMemo('memo-2', '植物的根是吸收水分的器官。'), createFakeMemo('memo-3', '今天去图书馆借书')];
    await openMode('MEMO');
    const list = await screen.findByRole('list', { name: '我的 MEMO' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: '筛选 MEMO' }), '植物');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(list).getByRole('checkbox'));
    await user.clear(screen.getByRole('searchbox', { name: '筛选 MEMO' }));
    await user.click(within(list).getAllByRole('checkbox')[0]!);
    expect(screen.getByText('已选 2 条（最多 50 条，每条一段）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '使用选中的 MEMO（2）' }));

    expect(await editable()).toHaveValue('植物的根是吸收水分的器官。\n\n光合作用的场所是叶绿体。');
    expect(screen.getByText('已读出 2 条 MEMO，共 27 字')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始制卡' }));
    await waitFor(() => expect(fake.backend.state.cardBuilderRuns[0]?.sourceName).toBe('2 条 MEMO'));
    expect(fake.backend.state.cardBuilderRuns[0]!.sourceKind).toBe('MEMOS');
  });

  it('a memo that is gone is refused with the server’s words', async () => {
    fake.backend.state.memos = [createFakeMemo('memo-1', '光合作用的场所是叶绿体。')];
    await openMode('MEMO');
    await user.click(await screen.findByRole('checkbox'));
    fake.backend.state.memos = [];
    await user.click(screen.getByRole('button', { name: '使用选中的 MEMO（1）' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_BUILDER_SOURCE_MESSAGES.memosNotFound);
  });

  it('a pasted web page gives its article, counted against the day’s budget before sending', async () => {
    fake.backend.state.cardBuilderUsed = CARD_BUILDER_DAILY_CHARACTERS - 10;
    await openMode('网页');
    await user.click(screen.getByRole('textbox', { name: '网页 HTML' }));
    await user.paste('<html><head><title>光合作用</title><script>track()</script></head><body><nav>首页 导航</nav><p>光合作用的场所是叶绿体。</p><footer>版权所有</footer></body></html>');
    await user.click(screen.getByRole('button', { name: '提取正文' }));
    expect(await editable()).toHaveValue('光合作用的场所是叶绿体。');
    expect(screen.getByText('已从网页「光合作用」读出 12 字')).toBeInTheDocument();
    expect(screen.getByText('今天的制卡额度只剩 10 字，请缩短材料或明天再来')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始制卡' })).toBeDisabled();

    // 换一个 goes back to the HTML; pasted text keeps its own draft meanwhile.
    await user.click(screen.getByRole('button', { name: '换一个' }));
    expect(screen.getByRole('textbox', { name: '网页 HTML' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '将要制卡的文字' })).not.toBeInTheDocument();
  });
});
