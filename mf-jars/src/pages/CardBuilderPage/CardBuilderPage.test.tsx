import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_BUILDER_DAILY_CHARACTERS } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { cardBuilderPaths, paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });
const renderAt = (path: string) => renderRemote({ routes, path, store: createAppStore() });

const MATERIAL = '光合作用的场所是叶绿体。光反应需要光照。\n\n植物的根是吸收水分的器官。根毛数量很多。';
const cards = () => screen.findAllByTestId('card-proposal');

async function startRun(material = MATERIAL) {
  renderAt(paths.cardBuilder);
  const textarea = await screen.findByRole('textbox', { name: '粘贴材料' });
  await user.click(textarea);
  await user.paste(material);
  await user.click(screen.getByRole('button', { name: '开始制卡' }));
  // The fake proposes two supported cards and one 无出处 card per passage with a statement.
  await waitFor(async () => expect(await cards()).toHaveLength(4));
}

describe('AI 制卡', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('is for members: anyone else is told so, with the way to 会员卡', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    renderAt(paths.cardBuilder);
    expect(await screen.findByText('AI 制卡仅限会员使用')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '粘贴材料' })).not.toBeInTheDocument();
  });

  it('counts the material against the limit and the day’s budget before sending', async () => {
    fake.backend.state.cardBuilderUsed = CARD_BUILDER_DAILY_CHARACTERS - 10;
    renderAt(paths.cardBuilder);
    expect(await screen.findByText('今天还可以制卡 10 字（每天 200,000 字，北京时间 0 点重置）')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '粘贴材料' }));
    await user.paste('一二三四五六七八九十一二');
    expect(await screen.findByText('12 / 50,000 字')).toBeInTheDocument();
    expect(screen.getByText('今天的制卡额度只剩 10 字，请缩短材料或明天再来')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始制卡' })).toBeDisabled();
  });

  it('says before the learner waits that this deployment has no AI model, and starts nothing', async () => {
    fake.backend.state.cardBuilderAiConfigured = false;
    renderAt(paths.cardBuilder);
    expect(await screen.findByText('AI 功能尚未配置，请联系管理员设置 AI 服务')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '粘贴材料' }));
    await user.paste(MATERIAL);
    expect(screen.getByRole('button', { name: '开始制卡' })).toBeDisabled();
    expect(fake.backend.state.cardBuilderRuns).toHaveLength(0);
  });

  it('streams cards with their flags and passages; nothing reaches a jar before 接受', async () => {
    await startRun();
    const [first, invented] = await cards();
    expect(within(first!).getByText('光合作用的场所是什么？')).toBeInTheDocument();
    expect(within(invented!).getByText('无出处')).toBeInTheDocument();
    expect(within(first!).queryByText('无出处')).not.toBeInTheDocument();

    // The passage, with the answer marked where it says so.
    await user.click(within(first!).getByRole('button', { name: /出处：第 1 段/ }));
    const mark = await screen.findByText('叶绿体', { selector: 'mark' });
    expect(mark.closest('.ant-popover')).toHaveTextContent('光反应需要光照');
    expect(fake.backend.state.jars).toHaveLength(0);
    expect(screen.getByText('已完成')).toBeInTheDocument();
  });

  it('accepts the unflagged cards into a new jar, edits one and rejects one', async () => {
    await startRun();
    await user.clear(screen.getByRole('textbox', { name: '新知识罐的名称' }));
    await user.type(screen.getByRole('textbox', { name: '新知识罐的名称' }), '植物学');
    await user.click(screen.getByRole('button', { name: '接受全部无问题的卡片（2）' }));
    expect(await screen.findByText('已接受 2 张卡片，放入「植物学」')).toBeInTheDocument();
    const jar = fake.backend.state.jars.find((candidate) => candidate.name === '植物学');
    expect(jar?.items.map((item) => [item.front, item.content])).toEqual([
      ['光合作用的场所是什么？', '叶绿体'],
      ['植物的根是什么？', '吸收水分的器官'],
    ]);

    // The two 无出处 cards are left: one is edited into a supported card and accepted, the other rejected.
    const [edited, rejected] = await cards();
    await user.click(within(edited!).getByRole('button', { name: /编辑卡片/ }));
    const content = within(edited!).getByRole('textbox', { name: /内容/ });
    await user.clear(content);
    await user.type(content, '叶绿体');
    await user.click(within(edited!).getByRole('button', { name: '保存并接受' }));
    await waitFor(() => expect(jar?.items).toHaveLength(3));
    await user.click(within(rejected!).getByRole('button', { name: /拒绝卡片/ }));
    expect(await screen.findByText('卡片都处理完了。')).toBeInTheDocument();
    expect(jar?.items).toHaveLength(3);
    await user.click(screen.getByText('全部（4）'));
    expect(screen.getAllByText('已接受')).toHaveLength(3);
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
  });

  it('a run opened again (a reload) shows its cards, and goes into an existing jar of mine', async () => {
    fake.backend.state.jars = [createFakeJar({ id: 'jar-mine', name: '我的植物' })];
    await startRun();
    const runId = fake.backend.state.cardBuilderRuns[0]!.id;
    renderAt(cardBuilderPaths.run(runId));
    await waitFor(async () => expect((await cards()).length).toBeGreaterThanOrEqual(4));
    await user.click(screen.getAllByRole('combobox', { name: '接受的卡片放入' }).at(-1)!);
    await user.click(await screen.findByTitle('我的植物'));
    await waitFor(() => expect(fake.backend.state.cardBuilderRuns[0]!.jar?.id).toBe('jar-mine'));
    await user.click(screen.getAllByRole('button', { name: '接受全部无问题的卡片（2）' }).at(-1)!);
    await waitFor(() => expect(fake.backend.state.jars[0]!.items).toHaveLength(2));
  });

  it('the inbox lists earlier runs and deletes one after asking', async () => {
    await startRun();
    await user.click(screen.getByRole('button', { name: /返回收件箱/ }));
    const inbox = await screen.findByText('收件箱');
    const list = inbox.closest('.ant-card') as HTMLElement;
    expect(await within(list).findByText('光合作用的场所是叶绿体。光反应需要光照。')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /删除「/ }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(fake.backend.state.cardBuilderRuns).toHaveLength(0));
  });
});
