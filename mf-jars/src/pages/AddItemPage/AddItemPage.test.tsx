import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { JAR_ITEM_MAX_LENGTH } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { aiScripts, aiStreamHandler, createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

describe('添加知识点', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗' }, ['床前明月光'])];
  });

  it('saves only non-empty text, with AI 扩写, and goes back to the jar', async () => {
    fake.server.use(aiStreamHandler(aiScripts.text('静夜思：床前明月光，疑是地上霜。')));
    const view = renderRemote({ routes, path: jarPaths.addItem('j1'), store: createAppStore() });
    const text = await screen.findByRole('textbox', { name: '知识点内容' });
    expect(text).toHaveAttribute('maxlength', String(JAR_ITEM_MAX_LENGTH));
    const save = screen.getByRole('button', { name: /^保\s*存$/ });
    expect(save).toBeDisabled();
    await user.type(text, '   ');
    expect(save).toBeDisabled();

    await user.type(text, '静夜思');
    await user.click(screen.getByRole('button', { name: /AI 扩写/ }));
    await user.click(await screen.findByRole('button', { name: '使用' }, { timeout: 10000 }));
    expect(text).toHaveValue('静夜思：床前明月光，疑是地上霜。');
    await user.click(save);

    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]!.items.map((item) => item.content)).toEqual(['床前明月光', '静夜思：床前明月光，疑是地上霜。']);
  });

  it('保存并继续 adds the point and keeps the form open, empty, with the focus in the text', async () => {
    const view = renderRemote({ routes, path: jarPaths.addItem('j1'), store: createAppStore() });
    const text = await screen.findByRole('textbox', { name: '知识点内容' });
    const more = screen.getByRole('button', { name: '保存并继续' });
    expect(more).toBeDisabled();
    await user.type(text, '春眠不觉晓');
    await user.click(more);

    await waitFor(() => expect(text).toHaveValue(''));
    expect(text).toHaveFocus();
    expect(view.history.location.pathname).toBe(jarPaths.addItem('j1'));
    await user.type(text, '处处闻啼鸟');
    await user.click(more);
    await waitFor(() => expect(fake.backend.state.jars[0]!.items).toHaveLength(3));
    expect(fake.backend.state.jars[0]!.items.map((item) => item.content)).toEqual(['床前明月光', '春眠不觉晓', '处处闻啼鸟']);
  });

  it('保存并继续 keeps the text when adding fails', async () => {
    fake.server.use(http.post('*/api/jars/:id/items', () => HttpResponse.json({ code: 'INTERNAL', message: '稍后再试' }, { status: 500 })));
    renderRemote({ routes, path: jarPaths.addItem('j1'), store: createAppStore() });
    await user.type(await screen.findByRole('textbox', { name: '知识点内容' }), '春晓');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(await screen.findByText('添加失败')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '知识点内容' })).toHaveValue('春晓');
  });

  it('says 添加失败 and keeps the text', async () => {
    fake.server.use(http.post('*/api/jars/:id/items', () => HttpResponse.json({ code: 'INTERNAL', message: '稍后再试' }, { status: 500 })));
    renderRemote({ routes, path: jarPaths.addItem('j1'), store: createAppStore() });
    await user.type(await screen.findByRole('textbox', { name: '知识点内容' }), '春晓');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('添加失败')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '知识点内容' })).toHaveValue('春晓');
  });

  it('shows the not-found view for an unknown jar', async () => {
    renderRemote({ routes, path: jarPaths.addItem('nope'), store: createAppStore() });
    expect(await screen.findByText('知识罐不存在')).toBeInTheDocument();
  });
});
