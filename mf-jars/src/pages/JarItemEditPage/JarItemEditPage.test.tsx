import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createFakeJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';
import { SUBSCRIBED_EDIT_NOTE } from './JarItemEditPage';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

describe('编辑知识点', () => {
  beforeEach(() => {
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗' }, ['春眠不觉晓'])];
  });

  it('keeps save disabled while unchanged or empty, and says 更新失败 with the reason', async () => {
    fake.server.use(http.put('*/api/jars/:id/items/:itemId', () => HttpResponse.json({ code: 'BAD_REQUEST', message: '内容太长' }, { status: 400 })));
    renderRemote({ routes, path: jarPaths.itemEdit('j1', 'j1-item-1'), store: createAppStore() });
    const text = await screen.findByRole('textbox', { name: '知识点内容' });
    const save = screen.getByRole('button', { name: /保\s*存/ });
    expect(text).toHaveValue('春眠不觉晓');
    expect(save).toBeDisabled();
    await user.clear(text);
    expect(save).toBeDisabled();
    await user.type(text, '处处闻啼鸟');
    await user.click(save);
    expect(await screen.findByText('更新失败')).toBeInTheDocument();
    expect(screen.getByText('内容太长')).toBeInTheDocument();
  });

  it("a subscriber rewords the point in their own copy, told that 同步 keeps their version", async () => {
    fake.backend.state.jars[0]!.role = 'BUYER';
    renderRemote({ routes, path: jarPaths.itemEdit('j1', 'j1-item-1'), store: createAppStore() });
    expect(await screen.findByText(SUBSCRIBED_EDIT_NOTE)).toBeInTheDocument();
    const text = await screen.findByRole('textbox', { name: '知识点内容' });
    await user.clear(text);
    await user.type(text, '我自己的说法');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(fake.backend.state.jars[0]!.items.find((point) => point.id === 'j1-item-1')?.content).toBe('我自己的说法');
  });

  it('shows the not-found view for an unknown point', async () => {
    renderRemote({ routes, path: jarPaths.itemEdit('j1', 'gone'), store: createAppStore() });
    expect(await screen.findByText('知识点不存在')).toBeInTheDocument();
  });
});
