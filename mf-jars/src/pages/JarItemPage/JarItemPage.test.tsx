import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { VIDEO_MAX_BYTES } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });
const renderItem = (path = jarPaths.item('j1', 'j1-item-1')) => renderRemote({ routes, path, store: createAppStore() });

describe('知识点详情', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗' }, ['床前明月光，疑是地上霜。'])];
  });

  it('shows the content; 编辑 keeps save disabled until the text changes, then saves', async () => {
    const view = renderItem();
    expect(await screen.findByText('床前明月光，疑是地上霜。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const text = await screen.findByRole('textbox', { name: '知识点内容' });
    const save = screen.getByRole('button', { name: /保\s*存/ });
    expect(save).toBeDisabled();
    await user.type(text, '举头望明月');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.item('j1', 'j1-item-1')));
    expect(await screen.findByText('床前明月光，疑是地上霜。举头望明月')).toBeInTheDocument();
  });

  it("a subscriber may reword the point (编辑) but not delete it or change its files", async () => {
    fake.backend.state.jars[0]!.role = 'BUYER';
    renderItem();
    expect(await screen.findByText('床前明月光，疑是地上霜。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
  });

  it('shows the point as Markdown, like MEMOS, with raw HTML left out', async () => {
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗' }, ['**静夜思**\n\n- 床前明月光\n- 疑是地上霜 <img src=x onerror=alert(1)>'])];
    const { container } = renderItem();
    expect(await screen.findByText('静夜思', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual(['床前明月光', '疑是地上霜']);
    expect(container.querySelector('.memory-markdown img')).toBeNull();
  });

  it('uploads an image and attaches it to the point', async () => {
    renderItem();
    await screen.findByText('床前明月光，疑是地上霜。');
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept=".png,.jpg,.jpeg,.svg"]')!;
    // A PNG's first bytes (signature and IHDR): the page reads them to tell an image before uploading.
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
    await user.upload(input, new File([png], 'moon.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '知识点图片' })).toBeInTheDocument();
    expect(fake.backend.state.jars[0]!.items[0]!.attachments).toHaveLength(1);
  });

  it('refuses a video over 200 MB', async () => {
    renderItem();
    await screen.findByText('床前明月光，疑是地上霜。');
    const video = new File([new Uint8Array(4)], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: VIDEO_MAX_BYTES + 1 });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"][accept=".mp4,.mov"]')!, video);
    expect(await screen.findByText('单个视频大小不能超过200MB')).toBeInTheDocument();
    expect(fake.backend.state.uploadRequests).toHaveLength(0);
  });

  it.each([
    ['moon.gif', 'image/gif', '图片', '.png,.jpg,.jpeg,.svg', '不支持这种文件：图片只能是 .png、.jpg、.jpeg、.svg'],
    ['notes.txt', 'text/plain', '图片', '.png,.jpg,.jpeg,.svg', '不支持这种文件：图片只能是 .png、.jpg、.jpeg、.svg'],
    ['moon.png', 'image/png', '视频', '.mp4,.mov', '不支持这种文件：视频只能是 .mp4、.mov'],
  ])('says why %s (%s) given to %s is refused, and uploads nothing', async (name, type, _kind, accept, said) => {
    const file = new File([new Uint8Array(4)], name, { type });
    renderItem();
    await screen.findByText('床前明月光，疑是地上霜。');
    // As when the picker is switched to 所有文件.
    await userEvent.setup({ delay: null, applyAccept: false }).upload(document.querySelector<HTMLInputElement>(`input[type="file"][accept="${accept}"]`)!, file);
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(fake.backend.state.uploadRequests).toHaveLength(0);
  });

  it('删除 asks first, says 删除成功 and goes back to the jar', async () => {
    const view = renderItem();
    await user.click(await screen.findByRole('button', { name: /删\s*除/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]!.items).toHaveLength(0);
  });

  it('says 删除失败 when the server refuses', async () => {
    fake.server.use(http.delete('*/api/jars/:id/items/:itemId', () => new HttpResponse(null, { status: 500 })));
    renderItem();
    await user.click(await screen.findByRole('button', { name: /删\s*除/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除失败')).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown point', async () => {
    renderItem(jarPaths.item('j1', 'gone'));
    expect(await screen.findByText('知识点不存在')).toBeInTheDocument();
  });
});
