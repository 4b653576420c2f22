import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@memory/api';
import { createFakePublicJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderStore(path: string = paths.store) {
  return renderRemote({ routes, path, store: createAppStore() });
}

describe('我发布的知识罐 (商店)', () => {
  it('lists only my published jars, 6 per page, each leading to its marketplace page', async () => {
    fake.backend.state.publicJars = [
      ...Array.from({ length: 7 }, (_, index) => createFakePublicJar({ id: `mine-${index + 1}`, name: `我的罐 ${index + 1}`, mine: true })),
      createFakePublicJar({ id: 'theirs', name: '别人的罐' }),
    ];
    const view = renderStore();
    const list = await screen.findByRole('list', { name: '我发布的知识罐' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: '我的罐 1' })).toHaveAttribute('href', '/marketplace/jar/mine-1');
    expect(screen.queryByText('别人的罐')).not.toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(view.history.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: '我的罐 7' })).toBeInTheDocument();
  });

  it('filters 全部 / 免费 / 付费 through the URL', async () => {
    fake.backend.state.publicJars = [createFakePublicJar({ id: 'free', name: '免费的罐', mine: true })];
    const view = renderStore();
    expect(await screen.findByRole('link', { name: '免费的罐' })).toBeInTheDocument();
    await user.click(screen.getByText('付费'));
    expect(view.history.location.search).toBe('?type=PAID');
    expect(await screen.findByText('没有付费的已发布知识罐')).toBeInTheDocument();
    await user.click(screen.getByText('全部'));
    expect(await screen.findByRole('link', { name: '免费的罐' })).toBeInTheDocument();
  });

  it('explains how to publish when nothing is published, and links to 发布记录', async () => {
    renderStore();
    expect(await screen.findByText('还没有发布过知识罐')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去我的知识罐' })).toHaveAttribute('href', '/home/jars');
    // A link styled as a button, not a button inside a link.
    expect(screen.queryByRole('button', { name: '去我的知识罐' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发布记录' })).toHaveAttribute('href', paths.publishTasks);
  });
});
