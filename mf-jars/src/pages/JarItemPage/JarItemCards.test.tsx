// Issue 27: knowledge points with a 正面 and cloze on 添加知识点, 编辑知识点, 知识点详情 and the jar's list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@memory/api';
import { createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  fake.backend.state.account = createPremiumAccount();
  fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '常识' }, ['普通知识点'])];
});

describe('添加知识点 with a 正面', () => {
  it('saves the 正面 with the content; left blank, the point has none', async () => {
    const requests: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/jars/j1/items')) void request.clone().json().then((body) => requests.push(body));
    };
    fake.server.events.on('request:start', listener);
    const view = renderRemote({ routes, path: jarPaths.addItem('j1'), store: createAppStore() });
    const front = await screen.findByRole('textbox', { name: '正面（可选）' });
    const text = screen.getByRole('textbox', { name: '知识点内容' });
    expect(screen.getByText(/填空写法：\{\{c1::答案\}\}/)).toBeInTheDocument();
    await user.type(front, '中国的首都？');
    await user.type(text, '北京');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    // A run of cards: the form empties and the next one starts at its 正面.
    await waitFor(() => expect(front).toHaveValue(''));
    expect(text).toHaveValue('');
    expect(front).toHaveFocus();

    await user.type(text, '{{{{c1::李白}}写了静夜思');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail('j1')));
    expect(fake.backend.state.jars[0]!.items.map((item) => [item.front, item.content])).toEqual([
      [null, '普通知识点'],
      ['中国的首都？', '北京'],
      [null, '{{c1::李白}}写了静夜思'],
    ]);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([{ content: '北京', front: '中国的首都？' }, { content: '{{c1::李白}}写了静夜思' }]);
    fake.server.events.removeListener('request:start', listener);
  });
});

describe('编辑知识点 with a 正面', () => {
  it('shows the 正面; changing only the 正面 enables save; clearing it removes it', async () => {
    fake.backend.state.jars[0]!.items[0]!.front = '问题';
    const view = renderRemote({ routes, path: jarPaths.itemEdit('j1', 'j1-item-1'), store: createAppStore() });
    const front = await screen.findByRole('textbox', { name: '正面（可选）' });
    expect(front).toHaveValue('问题');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    expect(save).toBeDisabled();
    await user.type(front, '？');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.item('j1', 'j1-item-1')));
    expect(fake.backend.state.jars[0]!.items[0]).toMatchObject({ front: '问题？', content: '普通知识点' });

    await user.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    const again = await screen.findByRole('textbox', { name: '正面（可选）' });
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.backend.state.jars[0]!.items[0]!.front).toBeNull());
  });
});

describe('知识点详情 and the list', () => {
  it('shows the 正面 above the content, with the clozes filled and marked', async () => {
    fake.backend.state.jars[0]!.items[0] = { id: 'j1-item-1', front: '《静夜思》', content: '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}', attachments: [] };
    renderRemote({ routes, path: jarPaths.item('j1', 'j1-item-1'), store: createAppStore() });
    const front = await screen.findByRole('region', { name: '正面' });
    expect(front).toHaveTextContent('《静夜思》');
    const content = screen.getByRole('region', { name: '内容' });
    expect(await within(content).findByText('明月')).toHaveProperty('tagName', 'MARK');
    expect(within(content).getByText('地上霜')).toHaveProperty('tagName', 'MARK');
    expect(content).toHaveTextContent('床前明月光，疑是地上霜');
    expect(content).not.toHaveTextContent('{{c1::');
    // The 正面 comes first.
    expect(front.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the jar list shows each point’s 正面 above its content, clozes filled', async () => {
    fake.backend.state.jars[0]!.items.push({ id: 'j1-item-2', front: '谁写的？', content: '{{c1::李白}}', attachments: [] });
    renderRemote({ routes, path: jarPaths.detail('j1'), store: createAppStore() });
    const list = await screen.findByRole('list', { name: '知识点' });
    const second = (await within(list).findAllByRole('listitem'))[1]!;
    expect(within(second).getByLabelText('正面')).toHaveTextContent('谁写的？');
    expect(await within(second).findByText('李白')).toHaveProperty('tagName', 'MARK');
    expect(second).not.toHaveTextContent('{{c1::');
  });
});
