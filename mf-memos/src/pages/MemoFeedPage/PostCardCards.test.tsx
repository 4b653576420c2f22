import 'fake-indexeddb/auto';
// Issue 27: a hidden jar item post with a 正面 or with clozes asks with its question side instead of a random hint;
// 查看 shows the content with the clozes filled (marked); AI 考考我 sends the 正面 apart so the answer is quizzed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiRequest, Post } from '@memory/contracts';
import { clearUserStorage, createAppStore } from '@memory/api';
import { aiScripts, aiStreamHandler, createPremiumAccount, SAMPLE_EXAM_QUESTION } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { RECALL_HINTS } from '../../posts/recallHints';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function itemPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'unit-1.1',
    type: 'JAR_ITEM_POST',
    memoId: null,
    jarId: 'jar-1',
    itemId: 'item-1',
    content: '北京',
    front: null,
    subContent: null,
    source: '地理',
    hidden: true,
    hasAttachments: false,
    attachments: [],
    ...overrides,
  };
}

const renderFeed = () => renderRemote({ routes, path: paths.memos, store: createAppStore() });
const isHint = (text: string) => (RECALL_HINTS as readonly string[]).includes(text);

beforeEach(async () => {
  await clearUserStorage();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('a hidden card post', () => {
  it('shows the 正面 instead of a hint and keeps the answer hidden; 查看 shows the 正面 above the content', async () => {
    fake.backend.state.feed = [itemPost({ front: '中国的**首都**是哪里？' })];
    renderFeed();
    const card = await screen.findByRole('article');
    const question = await within(card).findByLabelText('正面');
    expect(question).toHaveTextContent('中国的首都是哪里？');
    expect(within(question).getByText('首都').tagName).toBe('STRONG');
    expect(within(card).queryByText(isHint)).not.toBeInTheDocument();
    expect(within(card).queryByText('北京')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '查看' }));
    expect(await within(card).findByText('北京')).toBeInTheDocument();
    expect(within(card).getByLabelText('正面')).toHaveTextContent('中国的首都是哪里？');
  });

  it('shows each cloze as [...] or its hint; 查看 fills them, marked', async () => {
    fake.backend.state.feed = [itemPost({ content: '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}' })];
    renderFeed();
    const card = await screen.findByRole('article');
    const question = await within(card).findByLabelText('正面');
    expect(question).toHaveTextContent('床前[...]光，疑是[三个字]');
    expect(card).not.toHaveTextContent('明月');
    expect(card).not.toHaveTextContent('地上霜');
    expect(card).not.toHaveTextContent('{{c1::');
    expect(within(card).queryByText(isHint)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '查看' }));
    const filled = await within(card).findByText('明月');
    expect(filled.tagName).toBe('MARK');
    expect(within(card).getByText('地上霜').tagName).toBe('MARK');
    expect(card).toHaveTextContent('床前明月光，疑是地上霜');
    expect(card).not.toHaveTextContent('[...]');
  });

  it('a plain point (and a memo) still asks with a random hint', async () => {
    fake.backend.state.feed = [itemPost({ content: '普通知识点' })];
    renderFeed();
    const card = await screen.findByRole('article');
    expect(await within(card).findByText(isHint)).toBeInTheDocument();
    expect(within(card).queryByLabelText('正面')).not.toBeInTheDocument();
  });

  it('AI 考考我 sends the 正面 apart from the content, so the answer is what is quizzed', async () => {
    fake.backend.state.feed = [itemPost({ front: '中国的首都？' })];
    fake.backend.state.account = createPremiumAccount();
    const requests: AiRequest[] = [];
    fake.server.use(aiStreamHandler(aiScripts.exam(SAMPLE_EXAM_QUESTION), { onRequest: (request) => requests.push(request) }));
    renderFeed();
    const card = await screen.findByRole('article');
    const ask = within(card).getByRole('button', { name: /AI 考考我/ });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    await within(card).findByRole('group', { name: 'AI 考考我' });
    expect(requests).toEqual([{ type: 'exam', prompt: '', memoContent: '北京', front: '中国的首都？' }]);
  });
});
