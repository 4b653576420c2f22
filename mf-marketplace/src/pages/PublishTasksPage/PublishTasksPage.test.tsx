import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@memory/api';
import { createFakePublishTask } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderRecords(path: string = paths.publishTasks) {
  return renderRemote({ routes, path, store: createAppStore() });
}

const records = () => screen.findByRole('list', { name: '发布记录' });
const record = async (jarName: string) => within(await records()).getByText(jarName).closest('li') as HTMLElement;

beforeEach(() => {
  fake.backend.state.publishTasks = [
    createFakePublishTask({ id: 't1', jarId: 'j1', jarName: '审核中的罐', status: 'PUBLISHING', tags: ['唐诗'] }),
    createFakePublishTask({ id: 't2', jarId: 'j2', jarName: '已发布的罐', status: 'PUBLISHED' }),
    createFakePublishTask({ id: 't3', jarId: 'j3', jarName: '被驳回的罐', status: 'REJECTED', reason: '封面与内容无关' }),
    createFakePublishTask({ id: 't4', jarId: 'j4', jarName: '已取消的罐', status: 'CANCELLED' }),
  ];
});

describe('发布记录', () => {
  it('shows each status with its action; a rejection says why', async () => {
    renderRecords();
    expect(within(await record('审核中的罐')).getByText('审核中')).toBeInTheDocument();
    expect(within(await record('已发布的罐')).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/marketplace/jar/j2');
    const rejected = await record('被驳回的罐');
    expect(within(rejected).getByLabelText('已驳回，驳回原因：封面与内容无关')).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: '重新提交' })).toBeInTheDocument();
    expect(within(await record('已取消的罐')).getByText('已取消')).toBeInTheDocument();
  });

  it('取消 asks first, and only then cancels the request', async () => {
    renderRecords();
    await user.click(within(await record('审核中的罐')).getByRole('button', { name: /取\s*消/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('取消发布申请？');
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(fake.backend.state.publishTasks[0]!.status).toBe('PUBLISHING');

    await user.click(within(await record('审核中的罐')).getByRole('button', { name: /取\s*消/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消申请' }));
    expect(await within(await record('审核中的罐')).findByText('已取消')).toBeInTheDocument();
    expect(fake.backend.state.publishTasks[0]!.status).toBe('CANCELLED');
  });

  it('重新提交 puts a rejected request back in review', async () => {
    renderRecords();
    await user.click(within(await record('被驳回的罐')).getByRole('button', { name: '重新提交' }));
    expect(await within(await record('被驳回的罐')).findByText('审核中')).toBeInTheDocument();
    expect(fake.backend.state.publishTasks[2]).toMatchObject({ status: 'PUBLISHING', reason: null });
  });

  it('shows 6 per page', async () => {
    fake.backend.state.publishTasks = Array.from({ length: 8 }, (_, index) =>
      createFakePublishTask({ id: `t${index}`, jarId: `j${index}`, jarName: `罐 ${index + 1}` }),
    );
    const view = renderRecords();
    expect(within(await records()).getAllByRole('listitem')).toHaveLength(6);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(view.history.location.search).toBe('?page=2');
    expect(await screen.findByText('罐 8')).toBeInTheDocument();
  });

  it('says so when nothing was published yet, and leads to 我的知识罐 to publish one', async () => {
    fake.backend.state.publishTasks = [];
    const view = renderRecords();
    expect(await screen.findByText('还没有发布过知识罐')).toBeInTheDocument();
    const jars = screen.getByRole('link', { name: '去我的知识罐' });
    expect(jars).toHaveAttribute('href', '/home/jars');
    await user.click(jars);
    expect(view.history.location.pathname).toBe('/home/jars');
  });
});
