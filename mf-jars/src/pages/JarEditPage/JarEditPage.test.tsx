import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@memory/api';
import { createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';
import { SUBSCRIBED_JAR_EDIT_NOTE } from './JarEditPage';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });
const renderAt = (path: string) => renderRemote({ routes, path, store: createAppStore() });

describe('编辑知识罐', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗', description: '旧简介', cover: '/cover.png' })];
  });

  it('loads the jar into the form and saves the change, keeping the cover', async () => {
    const view = renderAt(jarPaths.edit('j1'));
    const name = await screen.findByRole('textbox', { name: '名称' });
    expect(name).toHaveValue('唐诗');
    await user.clear(name);
    await user.type(name, '唐诗三百首');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]).toMatchObject({ name: '唐诗三百首', description: '旧简介', cover: '/cover.png' });
  });

  it('lets a subscriber rename their own copy, saying that 同步 keeps it', async () => {
    fake.backend.state.jars = [createFakeJar({ id: 'b1', name: '别人的唐诗', role: 'BUYER' })];
    const view = renderAt(jarPaths.edit('b1'));
    expect(await screen.findByText(SUBSCRIBED_JAR_EDIT_NOTE)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: '名称' });
    await user.clear(name);
    await user.type(name, '我的唐诗');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('b1')));
    expect(fake.backend.state.jars[0]).toMatchObject({ name: '我的唐诗', role: 'BUYER' });
  });

  it('shows the not-found view for an unknown jar', async () => {
    renderAt(jarPaths.edit('missing'));
    expect(await screen.findByText('知识罐不存在')).toBeInTheDocument();
  });
});
