import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MEMO_MAX_LENGTH, STORAGE_KEYS, UPLOAD_MESSAGES, userStorageKey, type Memo } from '@memory/contracts';
import { clearUserStorage, createAppStore } from '@memory/api';
import { aiScripts, aiStreamHandler, createPremiumAccount, FAKE_UPLOAD_ORIGIN } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { LEAVE_MESSAGE, PASTE_CUT_MESSAGE } from './NewMemoPage';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const memo = (id: string): Memo => ({
  id,
  content: id,
  aiExplained: null,
  tags: [],
  attachments: [],
  curveId: 'EBBINGHAUS',
  status: 'ACTIVE',
  createdAt: '2026-11-20T00:00:00Z',
});

beforeEach(() => localStorage.clear());

async function renderNewMemo() {
  renderRemote({ routes, path: paths.newMemo, store: createAppStore() });
  const text = await screen.findByPlaceholderText('记下你想记住的内容…');
  const record = screen.getByRole('button', { name: '记录' });
  return { text, record };
}

describe('新建 MEMO page', () => {
  it('puts the focus in the memo box on arrival, so writing starts at once', async () => {
    const { text } = await renderNewMemo();
    expect(text).toHaveFocus();
  });

  it('offers 记录 only once there is text, and counts towards the 2048 limit', async () => {
    const { text, record } = await renderNewMemo();
    expect(record).toBeDisabled();
    expect(text).toHaveAttribute('maxlength', String(MEMO_MAX_LENGTH));

    await user.click(text);
    await user.paste('   ');
    expect(record).toBeDisabled();

    await user.paste('光合作用');
    expect(record).toBeEnabled();
    expect(screen.getByText(`7 / ${MEMO_MAX_LENGTH}`)).toBeInTheDocument();
  });

  it('records the memo, clears the box (text and tags) and says 已记录 with a link to MEMOS', async () => {
    const { text, record } = await renderNewMemo();
    await user.type(screen.getByPlaceholderText('标签名（最多 5 个标签）'), '物理{Enter}');
    await user.click(text);
    await user.paste('水的沸点是 100°C');
    await user.click(record);

    await waitFor(() => expect(screen.getByRole('button', { name: /记录/ })).toBeDisabled());
    expect(screen.getByLabelText('已记录')).toBeInTheDocument();
    expect(fake.backend.state.memos.map((memo) => [memo.content, memo.tags])).toEqual([['水的沸点是 100°C', ['物理']]]);
    expect(text).toHaveValue('');
    expect(screen.queryByText('#物理')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已记录，去 MEMOS 查看');
    expect(screen.getByRole('link', { name: '去 MEMOS 查看' })).toHaveAttribute('href', paths.memos);
    // Memos written in flomo come in through the import page.
    expect(screen.getByRole('link', { name: '从 flomo 导入' })).toHaveAttribute('href', '/home/import?to=memos');
    expect(localStorage.getItem(userStorageKey(STORAGE_KEYS.memoDraft, 'user-1'))).toBeNull();

    await user.click(text);
    await user.paste('（一个标准大气压）');
    expect(screen.queryByLabelText('已记录')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '记录' })).toBeEnabled();
  });

  it('says so when a paste goes past the 2048 limit and is cut', async () => {
    const { text } = await renderNewMemo();
    await user.click(text);
    await user.paste('短句');
    expect(screen.queryByText(PASTE_CUT_MESSAGE)).not.toBeInTheDocument();
    await user.paste('长'.repeat(MEMO_MAX_LENGTH));
    expect(await screen.findByText(PASTE_CUT_MESSAGE)).toBeInTheDocument();
    expect(PASTE_CUT_MESSAGE).toContain(String(MEMO_MAX_LENGTH));
  });

  it("shows the server's message when creating fails, and clears it on the next edit", async () => {
    fake.server.use(
      http.post('*/api/memos', () => HttpResponse.json({ code: 'PREMIUM_REQUIRED', message: '会员专属功能' }, { status: 403 })),
    );
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('记一笔');
    await user.click(record);
    expect(await screen.findByRole('alert')).toHaveTextContent('会员专属功能');

    await user.click(text);
    await user.paste('！');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to 创建失败，请稍后重试 when the server fails without a message', async () => {
    fake.server.use(http.post('*/api/memos', () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('记一笔');
    await user.click(record);
    expect(await screen.findByRole('alert')).toHaveTextContent('创建失败，请稍后重试');
    expect(screen.getByRole('button', { name: '记录' })).toBeEnabled();
  });

  it('says the server could not be reached when the request got no answer, and keeps the text', async () => {
    fake.server.use(http.post('*/api/memos', () => HttpResponse.error()));
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('记一笔');
    await user.click(record);
    expect(await screen.findByRole('alert')).toHaveTextContent('创建失败：连不上服务器，请检查网络后重试');
    expect(text).toHaveValue('记一笔');
  });
});

describe('新建 MEMO draft', () => {
  const draftKey = (sub: string) => userStorageKey(STORAGE_KEYS.memoDraft, sub);

  it('keeps the text, tags and curve across a reload, and only for its own user', async () => {
    const first = await renderNewMemo();
    await user.type(screen.getByPlaceholderText('标签名（最多 5 个标签）'), '化学{Enter}');
    await user.click(first.text);
    await user.paste('水的化学式是 H₂O');
    await user.click(await within(screen.getByRole('group', { name: '记忆曲线' })).findByRole('radio', { name: '每周一次，持续三周' }));
    cleanup();

    // A reload: the page comes back with what was being written.
    const again = await renderNewMemo();
    expect(again.text).toHaveValue('水的化学式是 H₂O');
    expect(screen.getByText('#化学')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: '记忆曲线' })).getByRole('radio', { name: '每周一次，持续三周' })).toBeChecked());
    cleanup();

    // Another user on this browser starts empty, and their writing does not touch the first one's draft.
    fake.bridge.setUser({ sub: 'user-2', username: 'other' });
    const other = await renderNewMemo();
    expect(other.text).toHaveValue('');
    expect(screen.queryByText('#化学')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey('user-2'))).toBeNull();
    expect(JSON.parse(localStorage.getItem(draftKey('user-1'))!)).toMatchObject({ content: '水的化学式是 H₂O', tags: ['化学'] });
  });

  it('survives a sign-out (here or in another tab) and comes back when the same user signs in again', async () => {
    const first = await renderNewMemo();
    await user.click(first.text);
    await user.paste('没写完的笔记');
    cleanup();
    // What signing out does to this browser's storage, whichever tab did it.
    clearUserStorage();
    const again = await renderNewMemo();
    expect(again.text).toHaveValue('没写完的笔记');
  });

  it('asks before the tab is closed or reloaded while there is unrecorded text', async () => {
    const { text } = await renderNewMemo();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.click(text);
    await user.paste('还没记录');
    expect(leave()).toBe(true);
  });

  it('asks the shell to confirm leaving for another page of the app while there is unrecorded text, and not after 记录', async () => {
    const guardLeave = jest.fn();
    renderRemote({ routes, path: paths.newMemo, store: createAppStore(), guardLeave });
    const text = await screen.findByPlaceholderText('记下你想记住的内容…');
    expect(guardLeave).not.toHaveBeenCalledWith(LEAVE_MESSAGE);
    await user.click(text);
    await user.paste('还没记录');
    expect(guardLeave).toHaveBeenLastCalledWith(LEAVE_MESSAGE);
    await user.click(screen.getByRole('button', { name: '记录' }));
    await screen.findByText('去 MEMOS 查看');
    expect(guardLeave).toHaveBeenLastCalledWith(null);
  });
});

describe('新建 MEMO tags', () => {
  it('shows the tag length limit as a counter before it cuts', async () => {
    await renderNewMemo();
    const tagBox = screen.getByPlaceholderText('标签名（最多 5 个标签）');
    expect(screen.getByText('0 / 32')).toBeInTheDocument();
    await user.type(tagBox, '生物');
    expect(screen.getByText('2 / 32')).toBeInTheDocument();
  });

  it('adds tags on Enter and on blur, ignores blanks and duplicates, and stops at 5', async () => {
    const { text, record } = await renderNewMemo();
    const tagBox = screen.getByPlaceholderText('标签名（最多 5 个标签）');
    await user.type(tagBox, '生物{Enter}');
    await user.type(tagBox, '   {Enter}');
    await user.type(tagBox, '生物{Enter}');
    await user.type(tagBox, '高考');
    await user.click(text);
    expect(screen.getByText('#生物')).toBeInTheDocument();
    expect(screen.getByText('#高考')).toBeInTheDocument();
    expect(screen.getAllByText(/^#/)).toHaveLength(2);

    for (const tag of ['三', '四', '五']) await user.type(tagBox, `${tag}{Enter}`);
    expect(tagBox).toBeDisabled();

    await user.click(screen.getByLabelText('删除标签 三'));
    expect(tagBox).toBeEnabled();

    await user.click(text);
    await user.paste('细胞');
    await user.click(record);
    await waitFor(() => expect(fake.backend.state.memos).toHaveLength(1));
    expect(fake.backend.state.memos[0]!.tags).toEqual(['生物', '高考', '四', '五']);
    expect(JSON.parse(localStorage.getItem(userStorageKey(STORAGE_KEYS.memoTags, 'user-1'))!)).toEqual(['生物', '高考', '四', '五']);
  });

  it("suggests the user's tags from the server and this browser, and a click adds one", async () => {
    localStorage.setItem(userStorageKey(STORAGE_KEYS.memoTags, 'user-1'), JSON.stringify(['英语单词']));
    fake.backend.state.memos = [{ ...memo('m1'), tags: ['英语语法'] }];
    await renderNewMemo();
    await user.type(screen.getByPlaceholderText('标签名（最多 5 个标签）'), '英语');
    const suggestions = await screen.findByRole('list', { name: '标签建议' });
    await within(suggestions).findByText('英语语法');
    expect(within(suggestions).getByText('英语单词')).toBeInTheDocument();
    await user.click(within(suggestions).getByText('英语语法'));
    expect(screen.getByText('#英语语法')).toBeInTheDocument();
  });
});

describe('新建 MEMO curve picker', () => {
  it('preselects the default curve and records with the one picked', async () => {
    fake.backend.state.settings.DEFAULT_CURVE = 'PER_DAY_LAST_A_WEEK';
    const { text, record } = await renderNewMemo();
    const picker = screen.getByRole('group', { name: '记忆曲线' });
    await waitFor(() => expect(within(picker).getByRole('radio', { name: '每天一次，持续一周' })).toBeChecked());
    await user.click(within(picker).getByRole('radio', { name: '每周一次，持续三周' }));
    await user.click(text);
    await user.paste('周复习');
    await user.click(record);
    await waitFor(() => expect(fake.backend.state.memos).toHaveLength(1));
    expect(fake.backend.state.memos[0]!.curveId).toBe('PER_WEEK_LAST_THREE_WEEKS');
  });

  it('lists 10 curves at a time with 加载更多', async () => {
    fake.backend.state.curves.push(
      ...Array.from({ length: 8 }, (_, index) => ({ id: `own-${index}`, name: `我的曲线${index}`, description: '', steps: [1], system: false, adaptive: false })),
    );
    await renderNewMemo();
    const picker = screen.getByRole('group', { name: '记忆曲线' });
    await waitFor(() => expect(within(picker).getAllByRole('radio')).toHaveLength(10));
    await user.click(within(picker).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(picker).getAllByRole('radio')).toHaveLength(13));
  });
});

/** The first bytes of a QuickTime movie (an ftyp box of brand "qt  "). */
const MOV_START = new Uint8Array([0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20, 0x20, 0x05, 0x03, 0, 0x71, 0x74, 0x20, 0x20]);

describe('新建 MEMO images and videos', () => {
  const imageFile = (name = 'leaf.png', size?: number) => {
    // A PNG's first bytes (signature and IHDR): the page reads them to tell an image before uploading.
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
    const file = new File([png], name, { type: name.endsWith('.png') ? 'image/png' : '' });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  beforeEach(() => {
    // jsdom has no canvas: no blurhash is computed, the upload goes on without it.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows them locked with a link to 会员卡 for a trial account', async () => {
    await renderNewMemo();
    expect(await screen.findByText(/图片和视频为会员功能/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: '开通会员卡' })) expect(link).toHaveAttribute('href', '/home/member-cards');
    expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument();
  });

  it('uploads an image through a signed URL and records it with the memo', async () => {
    fake.backend.state.account = createPremiumAccount();
    const { text, record } = await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), imageFile());
    await waitFor(() => expect(fake.backend.state.uploadedFiles).toHaveLength(1));
    const [request] = fake.backend.state.uploadRequests;
    expect(request!.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(request!.contentType).toBe('image/png');
    // (jsdom's XMLHttpRequest does not send a File's bytes, so only where and how it was sent is checked.)
    expect(fake.backend.state.uploadedFiles[0]).toMatchObject({ id: request!.id, contentType: 'image/png' });

    await user.click(text);
    await user.paste('叶子的结构');
    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);
    await waitFor(() => expect(fake.backend.state.memos).toHaveLength(1));
    expect(fake.backend.state.memos[0]!.attachments).toEqual([expect.objectContaining({ id: request!.id, type: 'IMAGE' })]);
  });

  it('takes the content type from the extension when the file has none', async () => {
    fake.backend.state.account = createPremiumAccount();
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传视频'), new File([MOV_START], 'clip.mov'));
    await waitFor(() => expect(fake.backend.state.uploadRequests).toHaveLength(1));
    expect(fake.backend.state.uploadRequests[0]!.contentType).toBe('video/quicktime');
  });

  it('refuses an image over 20 MB and a video over 200 MB with the exact messages', async () => {
    fake.backend.state.account = createPremiumAccount();
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), imageFile('big.png', 20 * 1024 * 1024 + 1));
    expect(await screen.findByText('单个图片大小不能超过20MB')).toBeInTheDocument();
    const video = new File(['v'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 200 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('上传视频'), video);
    expect(await screen.findByText('单个视频大小不能超过200MB')).toBeInTheDocument();
    expect(fake.backend.state.uploadRequests).toHaveLength(0);
  });

  it('removes the image and says 图片上传失败 when the upload fails', async () => {
    fake.backend.state.account = createPremiumAccount();
    fake.server.use(http.put(`${FAKE_UPLOAD_ORIGIN}/:id`, () => new HttpResponse(null, { status: 403 })));
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), imageFile());
    expect(await screen.findByText('图片上传失败')).toBeInTheDocument();
    expect(screen.queryByAltText('leaf.png')).not.toBeInTheDocument();
  });

  it('says why a file of another kind is refused (.gif, .txt, a PNG given to 视频), and requests nothing', async () => {
    fake.backend.state.account = createPremiumAccount();
    await renderNewMemo();
    // The picker's filter can be switched to 所有文件: the page must still refuse, and say so.
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(await screen.findByLabelText('上传图片'), new File(['g'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.refused.IMAGE)).toBeInTheDocument();
    await anyFile.upload(screen.getByLabelText('上传视频'), imageFile('still.png'));
    expect(await screen.findByText(UPLOAD_MESSAGES.refused.VIDEO)).toBeInTheDocument();
    expect(fake.backend.state.uploadRequests).toHaveLength(0);
  });

  it('refuses a file whose bytes are not what its name says, with the words a .txt gets, and requests nothing', async () => {
    fake.backend.state.account = createPremiumAccount();
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), new File(['只是一段文字'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.refused.IMAGE)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('上传视频'), new File(['不是视频'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.refused.VIDEO)).toBeInTheDocument();
    expect(fake.backend.state.uploadRequests).toHaveLength(0);
    expect(screen.queryByAltText('notes.png')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the upload (storage quota, too many open uploads)', async () => {
    fake.backend.state.account = createPremiumAccount();
    const quota = '存储空间已用完（1 GB），请删除一些附件后再上传';
    fake.server.use(http.put('*/api/attachments', () => HttpResponse.json({ code: 'PAYLOAD_TOO_LARGE', message: quota }, { status: 413 })));
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), imageFile());
    expect(await screen.findByText(quota)).toBeInTheDocument();
    expect(screen.queryByAltText('leaf.png')).not.toBeInTheDocument();
  });

  it('shows the file store’s reason when the PUT itself is refused', async () => {
    fake.backend.state.account = createPremiumAccount();
    fake.server.use(
      http.put(`${FAKE_UPLOAD_ORIGIN}/:id`, () => HttpResponse.json({ code: 'BAD_REQUEST', message: '单个图片大小不能超过20MB' }, { status: 400 })),
    );
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), imageFile());
    expect(await screen.findByText('单个图片大小不能超过20MB')).toBeInTheDocument();
  });

  it('uploads a pasted image', async () => {
    fake.backend.state.account = createPremiumAccount();
    const { text } = await renderNewMemo();
    await screen.findByLabelText('上传图片');
    await user.click(text);
    await user.paste({ files: [imageFile('pasted.png')], getData: () => '', types: ['Files'] } as unknown as DataTransfer);
    await waitFor(() => expect(fake.backend.state.uploadedFiles).toHaveLength(1));
    expect(screen.getByAltText('pasted.png')).toBeInTheDocument();
  });

  it('removes an uploaded image with its remove button', async () => {
    fake.backend.state.account = createPremiumAccount();
    await renderNewMemo();
    await user.upload(await screen.findByLabelText('上传图片'), imageFile());
    await user.click(await screen.findByRole('button', { name: '移除 leaf.png' }));
    expect(screen.queryByAltText('leaf.png')).not.toBeInTheDocument();
  });
});

describe('智能解释 on 新建 MEMO', () => {
  it('is disabled while the text is empty, streams an explanation, and 记录 saves it with the memo', async () => {
    fake.backend.state.account = createPremiumAccount();
    const prompts: string[] = [];
    fake.server.use(aiStreamHandler(aiScripts.chunks('**沸点**', '随气压变化'), { onRequest: (request) => prompts.push(request.memoContent ?? '') }));
    const { text, record } = await renderNewMemo();
    const explain = await screen.findByRole('button', { name: /智能解释/ });
    await waitFor(() => expect(screen.queryByText(/智能解释为会员功能/)).not.toBeInTheDocument());
    expect(explain).toBeDisabled();

    await user.click(text);
    await user.paste('水的沸点');
    await user.click(explain);
    const section = await screen.findByRole('region', { name: '智能解释' });
    expect(await within(section).findByText('随气压变化')).toBeInTheDocument();
    expect(within(section).getByText('沸点').tagName).toBe('STRONG');
    expect(prompts).toEqual(['水的沸点']);

    // Editing keeps the explanation and offers 重新生成.
    await user.click(text);
    await user.paste('是 100°C');
    expect(within(section).getByText('随气压变化')).toBeInTheDocument();
    expect(within(section).getByText('内容已修改，可以重新生成解释')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /重新生成/ })).toBeEnabled();

    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);
    await waitFor(() => expect(fake.backend.state.memos).toHaveLength(1));
    expect(fake.backend.state.memos[0]).toMatchObject({ content: '水的沸点是 100°C', aiExplained: '**沸点**随气压变化' });
    // The next memo starts without it.
    await waitFor(() => expect(screen.queryByRole('region', { name: '智能解释' })).not.toBeInTheDocument());
  });

  it('shows 出错啦，请稍后重试 when the AI fails, and records without an explanation', async () => {
    fake.backend.state.account = createPremiumAccount();
    fake.server.use(aiStreamHandler(aiScripts.fatal()));
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('记一笔');
    const explain = screen.getByRole('button', { name: /智能解释/ });
    await waitFor(() => expect(explain).toBeEnabled());
    await user.click(explain);
    expect(await screen.findByText('出错啦，请稍后重试')).toBeInTheDocument();

    await user.click(record);
    await waitFor(() => expect(fake.backend.state.memos).toHaveLength(1));
    expect(fake.backend.state.memos[0]!.aiExplained || null).toBeNull();
  });

  it('is locked with a link to 会员卡 for a trial account', async () => {
    const { text } = await renderNewMemo();
    expect(await screen.findByText(/智能解释为会员功能/)).toBeInTheDocument();
    await user.click(text);
    await user.paste('有内容也不行');
    expect(screen.getByRole('button', { name: /智能解释/ })).toBeDisabled();
  });
});
