import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PUBLISH_MESSAGES } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakeJar, createFakePublishTask, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { cleanTags } from './PublishJarPage';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderPublish(id = 'jar-1') {
  return renderRemote({ routes, path: `/home/jars/${id}/publish`, store: createAppStore() });
}

beforeEach(() => {
  fake.backend.state.account = createPremiumAccount();
  fake.backend.state.jars = [createFakeJar({ id: 'jar-1', name: '唐诗名篇' }, ['床前明月光'])];
});

async function addTags(...tags: string[]) {
  const input = screen.getByRole('textbox', { name: /^标签/ });
  for (const tag of tags) {
    await user.click(input);
    await user.keyboard(`${tag}{Enter}`);
  }
}

const addedTags = () =>
  screen.queryByRole('list', { name: '已添加的标签' }) ? within(screen.getByRole('list', { name: '已添加的标签' })).getAllByRole('listitem').map((item) => item.textContent) : [];

describe('发布知识罐', () => {
  it('publishes as 免费 in 其他 by default, with the tags once each, and goes to 发布记录', async () => {
    const view = renderPublish();
    expect(await screen.findByRole('heading', { name: '发布「唐诗名篇」' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '免费' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '付费（暂未开放）' })).toBeDisabled();
    expect(screen.getByText('审核须知')).toBeInTheDocument();
    await addTags('唐诗', '古诗', '唐诗');
    await user.click(screen.getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/home/store/jar-publish-tasks'));
    expect(fake.backend.state.publishTasks[0]).toMatchObject({ jarId: 'jar-1', type: 'FREE', category: 'cat-other', tags: ['唐诗', '古诗'] });
  });

  it('an already-published jar shows its current record (类型, 分类, 标签) and 更新 changes that one record', async () => {
    fake.backend.state.publishTasks = [
      createFakePublishTask({ id: 'task-1', jarId: 'jar-1', status: 'PUBLISHED', category: 'cat-language', categoryName: '语言', tags: ['唐诗', '高考'] }),
    ];
    const view = renderPublish();
    expect(await screen.findByRole('heading', { name: '更新「唐诗名篇」的发布信息' })).toBeInTheDocument();
    expect(screen.getByText('已发布在知识市场')).toBeInTheDocument();
    // The form shows once the categories have come too.
    expect(await screen.findByRole('radio', { name: '免费' })).toBeChecked();
    expect(await screen.findByTitle('语言')).toBeInTheDocument();
    expect(addedTags()).toEqual(['唐诗', '高考']);
    expect(screen.queryByRole('button', { name: /发\s*布/ })).not.toBeInTheDocument();

    await addTags('古诗');
    await user.click(screen.getByRole('button', { name: /更\s*新/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/marketplace/jar/jar-1'));
    expect(fake.backend.state.publishTasks).toHaveLength(1);
    expect(fake.backend.state.publishTasks[0]).toMatchObject({ id: 'task-1', status: 'PUBLISHED', category: 'cat-language', tags: ['唐诗', '高考', '古诗'] });
  });

  it('a jar in review says so instead of offering a second submission', async () => {
    fake.backend.state.publishTasks = [createFakePublishTask({ id: 'task-1', jarId: 'jar-1', status: 'PUBLISHING' })];
    renderPublish();
    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看发布记录' })).toHaveAttribute('href', '/home/store/jar-publish-tasks');
    expect(screen.queryByRole('button', { name: /发\s*布/ })).not.toBeInTheDocument();
  });

  it('keeps a tag with a space as one tag, and splits on , and ， only', async () => {
    const view = renderPublish();
    await screen.findByRole('textbox', { name: /^标签/ });
    await addTags('Python 关键字');
    await user.type(screen.getByRole('textbox', { name: /^标签/ }), '算法,数据 结构，面试');
    expect(addedTags()).toEqual(['Python 关键字', '算法', '数据 结构']);
    // The last piece waits in the box until Enter, a comma or leaving it.
    expect(screen.getByRole('textbox', { name: /^标签/ })).toHaveValue('面试');
    await user.click(screen.getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/home/store/jar-publish-tasks'));
    expect(fake.backend.state.publishTasks[0]!.tags).toEqual(['Python 关键字', '算法', '数据 结构', '面试']);
  });

  it('refuses a 6th tag with a message and keeps what was typed; removing one lets it in', async () => {
    renderPublish();
    await screen.findByRole('textbox', { name: /^标签/ });
    await addTags('一', '二', '三', '四', '五', '六');
    expect(addedTags()).toEqual(['一', '二', '三', '四', '五']);
    expect(screen.getByText('最多 5 个标签，删掉一个后才能再添加')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: /^标签/ })).toHaveValue('六');

    await user.click(screen.getByRole('button', { name: '删除标签 一' }));
    await user.click(screen.getByRole('textbox', { name: /^标签/ }));
    await user.keyboard('{Enter}');
    expect(addedTags()).toEqual(['二', '三', '四', '五', '六']);
    expect(screen.queryByText('最多 5 个标签，删掉一个后才能再添加')).not.toBeInTheDocument();
  });

  it('says when the membership lapsed while the form was open, with 会员卡 and the way back', async () => {
    const view = renderPublish();
    await screen.findByRole('textbox', { name: /^标签/ });
    await addTags('唐诗');
    fake.backend.state.account = (await import('@memory/api/testing')).createTrialAccount();
    await user.click(screen.getByRole('button', { name: /发\s*布/ }));
    const alert = await screen.findByText(PUBLISH_MESSAGES.premiumRequired, { exact: false });
    expect(alert).toHaveAttribute('role', 'alert');
    // The form and what was entered stay.
    expect(addedTags()).toEqual(['唐诗']);
    await user.click(within(alert).getByRole('link', { name: '前往会员卡' }));
    expect(view.history.location.pathname).toBe('/home/member-cards');
    expect(view.history.location.state).toEqual({ from: '/home/jars/jar-1/publish' });
  });

  it('shows the server’s reason in red and stays on the form', async () => {
    // Submitted from another tab meanwhile: the server refuses the second one.
    fake.server.use(
      http.post('*/api/users/me/store/jar-publish-tasks', () => HttpResponse.json({ code: 'CONFLICT', message: PUBLISH_MESSAGES.inReview }, { status: 409 })),
    );
    const view = renderPublish();
    await screen.findByRole('combobox', { name: '分类' });
    await user.click(screen.getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PUBLISH_MESSAGES.inReview));
    expect(view.history.location.pathname).toBe('/home/jars/jar-1/publish');
  });

  it('tells a trial user publishing is for members, with the way to 会员卡 and back', async () => {
    fake.backend.state.account = (await import('@memory/api/testing')).createTrialAccount();
    renderPublish();
    expect(await screen.findByText('发布知识罐仅限会员使用')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(screen.queryByRole('button', { name: /发\s*布/ })).not.toBeInTheDocument();
  });

  it('a subscribed jar cannot be published', async () => {
    fake.backend.state.jars[0]!.role = 'BUYER';
    renderPublish();
    expect(await screen.findByText('订阅的知识罐不能发布')).toBeInTheDocument();
  });

  it('an unknown jar shows the not-found view, with one link back to 知识罐', async () => {
    const view = renderPublish('nope');
    expect(await screen.findByText('知识罐不存在')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: '返回知识罐' });
    expect(back.querySelector('button')).toBeNull();
    await user.click(back);
    expect(view.history.location.pathname).toBe('/home/jars');
  });

  it('cleans tags: trimmed, no blanks, each once', () => {
    expect(cleanTags([' 唐诗 ', '', '唐诗', '  ', '古诗'])).toEqual(['唐诗', '古诗']);
  });
});
