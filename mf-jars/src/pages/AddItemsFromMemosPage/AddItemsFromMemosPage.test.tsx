import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Memo } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakeJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const memo = (index: number, tags: string[] = []): Memo => ({
  id: `memo-${index}`,
  content: `第 ${index} 条 MEMO`,
  aiExplained: null,
  tags,
  attachments: [],
  curveId: 'EBBINGHAUS',
  status: 'ACTIVE',
  createdAt: '2026-11-20T00:00:00.000Z',
});

describe('从 MEMOS 添加', () => {
  beforeEach(() => {
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '唐诗' })];
    fake.backend.state.memos = [memo(1, ['古诗']), memo(2), memo(3, ['古诗']), memo(4), memo(5), memo(6), memo(7, ['古诗'])];
  });

  it('lists 5 per page; 全选 picks the page; 导入 copies them into the jar in order', async () => {
    const view = renderRemote({ routes, path: jarPaths.addFromMemos('j1'), store: createAppStore() });
    const group = await screen.findByRole('group', { name: 'MEMOS' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    const importButton = screen.getByRole('button', { name: /导\s*入/ });
    expect(importButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选 5 条')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.click(await screen.findByRole('checkbox', { name: /第 7 条 MEMO/ }));
    expect(screen.getByText('已选 6 条')).toBeInTheDocument();
    await user.click(importButton);

    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]!.items.map((item) => item.content)).toEqual([1, 2, 3, 4, 5, 7].map((index) => `第 ${index} 条 MEMO`));
  });

  it('filters by a tag found by search', async () => {
    renderRemote({ routes, path: jarPaths.addFromMemos('j1'), store: createAppStore() });
    await screen.findByRole('group', { name: 'MEMOS' });
    const select = screen.getByRole('combobox', { name: '按标签筛选' });
    await user.click(select);
    await user.type(select, '古');
    await user.click(await screen.findByText('古诗（3）'));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'MEMOS' })).getAllByRole('checkbox')).toHaveLength(3));
  });

  it('says when there are no memos', async () => {
    fake.backend.state.memos = [];
    renderRemote({ routes, path: jarPaths.addFromMemos('j1'), store: createAppStore() });
    expect(await screen.findByText('还没有 MEMO')).toBeInTheDocument();
  });
});
