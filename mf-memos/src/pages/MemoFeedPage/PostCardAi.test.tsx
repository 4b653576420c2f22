import 'fake-indexeddb/auto';
import { AI_NOT_CONFIGURED_MESSAGE } from '@memory/contracts';
// The AI helpers on the review feed: 智能解释 on visible posts, AI 考考我 on hidden ones, and 对话.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiRequest, Post } from '@memory/contracts';
import { clearUserStorage, createAppStore } from '@memory/api';
import { aiScripts, aiStreamHandler, createPremiumAccount, SAMPLE_EXAM_QUESTION, type AiScriptSource } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { feedPost } from '../../testing/feedPost';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const memoPost = (overrides: Partial<Post> = {}): Post => feedPost(1, { id: 'post-1', content: '光合作用把光能转化为化学能', ...overrides });

/** Seeds the feed and answers POST /ai/stream with `script`; returns the requests the fake saw. */
function seed(post: Post, script?: AiScriptSource, { premium = true } = {}) {
  fake.backend.state.feed = [post];
  if (premium) fake.backend.state.account = createPremiumAccount();
  const requests: AiRequest[] = [];
  if (script) fake.server.use(aiStreamHandler(script, { onRequest: (request) => requests.push(request) }));
  return requests;
}

const renderFeed = () => renderRemote({ routes, path: paths.memos, store: createAppStore() });

beforeEach(async () => {
  // The review outbox and the kept feed too: an event of the last test must not reach this one's fake.
  await clearUserStorage();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('智能解释 on a visible post', () => {
  it('streams the explanation in as Markdown, and 重新生成 asks again', async () => {
    const requests = seed(memoPost(), (_request, call) => aiScripts.chunks('**要点**', call === 0 ? '：光反应和暗反应' : '：第二次解释'));
    renderFeed();
    const card = await screen.findByRole('article');
    await user.click(await within(card).findByRole('button', { name: /智能解释/ }));

    const section = await within(card).findByRole('region', { name: '智能解释' });
    expect(await within(section).findByText('：光反应和暗反应')).toBeInTheDocument();
    expect(within(section).getByText('要点').tagName).toBe('STRONG');
    expect(requests).toEqual([{ type: 'explainer', prompt: '', memoContent: '光合作用把光能转化为化学能' }]);

    await user.click(await within(section).findByRole('button', { name: /重新生成/ }));
    expect(await within(section).findByText('：第二次解释')).toBeInTheDocument();
    expect(within(section).queryByText('：光反应和暗反应')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);

    // Once complete, the button collapses and reopens it without asking again.
    await within(section).findByRole('button', { name: /重新生成/ });
    const toggle = within(card).getByRole('button', { name: /智能解释/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(card).queryByRole('region', { name: '智能解释' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await within(card).findByText('：第二次解释')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('keeps the button loading while the explanation streams', async () => {
    seed(memoPost(), aiScripts.hang('正在'));
    renderFeed();
    const card = await screen.findByRole('article');
    await user.click(await within(card).findByRole('button', { name: /智能解释/ }));
    expect(await within(card).findByText('正在')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /智能解释/ })).toHaveClass('ant-btn-loading');
    expect(within(card).queryByRole('button', { name: /重新生成/ })).not.toBeInTheDocument();
  });

  it('shows 出错啦，请稍后重试 inline when the AI fails', async () => {
    seed(memoPost(), aiScripts.fatal());
    renderFeed();
    const card = await screen.findByRole('article');
    await user.click(await within(card).findByRole('button', { name: /智能解释/ }));
    expect(await within(card).findByText('出错啦，请稍后重试')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /重新生成/ })).toBeEnabled();
  });

  it('says AI is not configured, and offers no 重新生成 that cannot work', async () => {
    seed(memoPost(), aiScripts.notConfigured());
    renderFeed();
    const card = await screen.findByRole('article');
    await user.click(await within(card).findByRole('button', { name: /智能解释/ }));
    expect(await within(card).findByText(AI_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /重新生成/ })).not.toBeInTheDocument();
  });

  it('shows the explanation saved with the memo without asking the AI', async () => {
    const requests = seed(memoPost({ subContent: '已保存的**解释**' }), aiScripts.text('不该出现'));
    renderFeed();
    const section = await screen.findByRole('region', { name: '智能解释' });
    expect(within(section).getByText('解释').tagName).toBe('STRONG');
    expect(requests).toHaveLength(0);
  });

  it('is locked with a link to 会员卡 for a trial account', async () => {
    const requests = seed(memoPost(), aiScripts.text('不该出现'), { premium: false });
    renderFeed();
    const card = await screen.findByRole('article');
    await waitFor(() => expect(within(card).getByRole('button', { name: /智能解释/ })).toBeDisabled());
    expect(within(card).getByText(/智能解释为会员功能/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '开通会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(requests).toHaveLength(0);
  });
});

describe('AI 考考我 on a hidden post', () => {
  const hidden = memoPost({ hidden: true });

  async function askQuiz() {
    const card = await screen.findByRole('article');
    const ask = within(card).getByRole('button', { name: /AI 考考我/ });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    return within(await within(card).findByRole('group', { name: 'AI 考考我' }));
  }

  it('asks a question and says 回答正确 for the right answer', async () => {
    const requests = seed(hidden, aiScripts.exam(SAMPLE_EXAM_QUESTION));
    renderFeed();
    const quiz = await askQuiz();
    expect(quiz.getByText(SAMPLE_EXAM_QUESTION.question)).toBeInTheDocument();
    expect(requests).toEqual([{ type: 'exam', prompt: '', memoContent: hidden.content }]);

    await user.click(quiz.getByRole('button', { name: 'B. 叶绿体' }));
    expect(quiz.getByText('回答正确')).toBeInTheDocument();
    for (const key of ['A', 'B', 'C', 'D']) expect(quiz.getByRole('button', { name: new RegExp(`^${key}\\. `) })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says 回答错误，正确答案是 B for a wrong answer, and 查看 still reveals', async () => {
    seed(hidden, aiScripts.exam(SAMPLE_EXAM_QUESTION));
    renderFeed();
    const quiz = await askQuiz();
    await user.click(quiz.getByRole('button', { name: 'A. 线粒体' }));
    expect(quiz.getByText('回答错误，正确答案是 B')).toBeInTheDocument();
    expect(quiz.queryByText('回答正确')).not.toBeInTheDocument();
    expect(quiz.getByRole('button', { name: 'C. 细胞核' })).toHaveAttribute('aria-disabled', 'true');
    // The first answer stands: picking the right one afterwards changes nothing.
    await user.click(quiz.getByRole('button', { name: 'B. 叶绿体' }));
    expect(quiz.queryByText('回答正确')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText(hidden.content)).toBeInTheDocument();
  });

  it('shows 出错啦，请稍后重试 for an unparsable question, and 重试 asks again', async () => {
    const requests = seed(hidden, (_request, call) => (call === 0 ? aiScripts.text('不是 JSON') : aiScripts.exam(SAMPLE_EXAM_QUESTION)));
    renderFeed();
    const card = await screen.findByRole('article');
    const ask = within(card).getByRole('button', { name: /AI 考考我/ });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    expect(await within(card).findByText('出错啦，请稍后重试')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '重试' }));
    expect(await within(card).findByText(SAMPLE_EXAM_QUESTION.question)).toBeInTheDocument();
    expect(within(card).queryByText('出错啦，请稍后重试')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('says AI is not configured for AI 考考我 too, without a 重试', async () => {
    seed(hidden, aiScripts.notConfigured());
    renderFeed();
    const card = await screen.findByRole('article');
    const ask = within(card).getByRole('button', { name: /AI 考考我/ });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    expect(await within(card).findByText(AI_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('is locked for a trial account', async () => {
    seed(hidden, undefined, { premium: false });
    renderFeed();
    const card = await screen.findByRole('article');
    expect(await within(card).findByText(/AI 考考我为会员功能/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /AI 考考我/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: '查看' })).toBeEnabled();
  });
});

describe('对话 about a post', () => {
  async function openChat() {
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '对话' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('和 AI 聊聊这条记忆');
    return dialog;
  }

  it('welcomes with the memo, the four suggested prompts, and image and video marked 即将上线', async () => {
    seed(memoPost(), undefined, { premium: false });
    renderFeed();
    const dialog = within(await openChat());
    expect(dialog.getByText('光合作用把光能转化为化学能')).toBeInTheDocument();
    for (const prompt of ['帮我编一首助记诗', '帮我编一个小故事', '翻译成英文', '用英文造句并附中文翻译']) {
      expect(dialog.getByRole('button', { name: prompt })).toBeEnabled();
    }
    expect(dialog.getByRole('button', { name: /图片（即将上线）/ })).toBeDisabled();
    expect(dialog.getByRole('button', { name: /视频（即将上线）/ })).toBeDisabled();
  });

  it('sends a suggested prompt, types the reply in, and carries the history in the next request', async () => {
    // memoChat is open to trial accounts too.
    const requests = seed(memoPost(), (request) => aiScripts.text(request.prompt === '翻译成英文' ? 'Photosynthesis turns **light** into chemical energy.' : '好的'), {
      premium: false,
    });
    renderFeed();
    const dialog = within(await openChat());
    await user.click(dialog.getByRole('button', { name: '翻译成英文' }));

    const log = within(dialog.getByRole('log', { name: '对话消息' }));
    expect(log.getByRole('group', { name: '我' })).toHaveTextContent('翻译成英文');
    const reply = log.getByRole('group', { name: 'AI' });
    await waitFor(() => expect(reply).toHaveTextContent('Photosynthesis turns light into chemical energy.'));
    expect(within(reply).getByText('light').tagName).toBe('STRONG');
    expect(requests[0]).toEqual({ type: 'memoChat', prompt: '翻译成英文', memoContent: '光合作用把光能转化为化学能', history: [] });

    await user.type(dialog.getByRole('textbox', { name: '消息' }), '谢谢{Enter}');
    await waitFor(() => expect(log.getAllByRole('group', { name: 'AI' })[1]).toHaveTextContent('好的'));
    expect(requests[1]!.history).toEqual([
      { role: 'user', content: '翻译成英文' },
      { role: 'assistant', content: 'Photosynthesis turns **light** into chemical energy.' },
    ]);
  });

  it('sends on Enter but not on Shift+Enter, and with 发送', async () => {
    const requests = seed(memoPost(), aiScripts.text('收到'));
    renderFeed();
    const dialog = within(await openChat());
    const box = dialog.getByRole('textbox', { name: '消息' });
    await user.type(box, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(box).toHaveValue('第一行\n第二行');
    expect(requests).toHaveLength(0);

    await user.type(box, '{Enter}');
    expect(box).toHaveValue('');
    expect(dialog.getByRole('group', { name: '我' })).toHaveTextContent('第一行 第二行');
    await waitFor(() => expect(dialog.getByRole('group', { name: 'AI' })).toHaveTextContent('收到'));
    expect(requests.map((request) => request.prompt)).toEqual(['第一行\n第二行']);

    await user.type(box, '再问一句');
    await user.click(dialog.getByRole('button', { name: /发送/ }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.prompt).toBe('再问一句');
  });

  it('replaces the pending reply with 出错啦，请稍后重试 when the AI fails', async () => {
    seed(memoPost(), aiScripts.fatal('AI_UPSTREAM_FAILED', '上游失败', ['半句']));
    renderFeed();
    const dialog = within(await openChat());
    await user.click(dialog.getByRole('button', { name: '帮我编一个小故事' }));
    const reply = dialog.getByRole('group', { name: 'AI' });
    await waitFor(() => expect(reply).toHaveTextContent('出错啦，请稍后重试'));
    expect(reply).not.toHaveTextContent('半句');
    expect(dialog.getAllByRole('group', { name: 'AI' })).toHaveLength(1);
  });

  it('清空 clears the conversation and aborts a pending reply; closing aborts too', async () => {
    let cancels = 0;
    fake.backend.state.feed = [memoPost()];
    fake.server.use(aiStreamHandler(aiScripts.hang('想一想'), { onCancel: () => (cancels += 1) }));
    renderFeed();
    const dialog = within(await openChat());
    await user.click(dialog.getByRole('button', { name: '帮我编一首助记诗' }));
    await waitFor(() => expect(dialog.getByRole('group', { name: 'AI' })).toHaveTextContent('想一想'));
    expect(dialog.getByRole('button', { name: /发送/ })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: /清空/ }));
    expect(dialog.queryByRole('group', { name: 'AI' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: '我' })).not.toBeInTheDocument();
    await waitFor(() => expect(cancels).toBe(1));

    await user.click(dialog.getByRole('button', { name: '帮我编一首助记诗' }));
    await waitFor(() => expect(dialog.getByRole('group', { name: 'AI' })).toHaveTextContent('想一想'));
    // (Escape reaches antd's global handler too; its stack outlives earlier tests' modals, so use the button here.)
    await user.click(screen.getByRole('button', { name: /Close|关闭/ }));
    await waitFor(() => expect(screen.queryByText('和 AI 聊聊这条记忆')).not.toBeInTheDocument());
    await waitFor(() => expect(cancels).toBe(2));
  });
});
