import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@memory/api';
import { createFakeJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

describe('知识罐设置', () => {
  beforeEach(() => {
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗' })];
    for (let index = 1; index <= 3; index += 1) {
      fake.backend.state.curves.push({ id: `mine-${index}`, name: `我的曲线 ${index}`, description: '', steps: [1, 2], system: false, adaptive: false });
    }
  });

  it('shows batch size, 5 curves with 加载更多 and the two modes explained; saves them', async () => {
    const view = renderRemote({ routes, path: jarPaths.settings('j1'), store: createAppStore() });
    const size = await screen.findByRole('spinbutton', { name: '每批数量' });
    expect(size).toHaveValue('5');
    expect(screen.getByText('（上一批结束后开始下一批）')).toBeInTheDocument();
    expect(screen.getByText('（上一批开始一段时间后开始下一批）')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(5 + 2));
    expect(screen.queryByText('我的曲线 3')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await user.click(await screen.findByRole('radio', { name: /我的曲线 3/ }));
    await user.clear(size);
    await user.type(size, '2');
    await user.click(screen.getByRole('radio', { name: /快速/ }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]!.settings).toEqual({ batchSize: 2, batchMode: 'INTERSECT', curveId: 'mine-3' });
  });

  it('offers 智能曲线 read as adaptive (no steps) and saves it as the jar’s curve', async () => {
    const view = renderRemote({ routes, path: jarPaths.settings('j1'), store: createAppStore() });
    const smart = await screen.findByRole('radio', { name: /智能曲线/ });
    expect(smart.closest('label')).toHaveTextContent('智能曲线自适应：按每次的评分安排下次复习');
    await user.click(smart);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]!.settings.curveId).toBe('SMART');
  });

  it('requires a batch size', async () => {
    renderRemote({ routes, path: jarPaths.settings('j1'), store: createAppStore() });
    await user.clear(await screen.findByRole('spinbutton', { name: '每批数量' }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入每批数量')).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown jar', async () => {
    renderRemote({ routes, path: jarPaths.settings('nope'), store: createAppStore() });
    expect(await screen.findByText('知识罐不存在')).toBeInTheDocument();
  });
});
