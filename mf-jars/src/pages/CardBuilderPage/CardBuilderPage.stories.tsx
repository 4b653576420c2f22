import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeCardBuilderRun, createFakeMemo, createPremiumAccount } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { cardBuilderPaths } from '../../paths';
import { routes } from '../../routes';

const meta = { title: 'mf-jars/AI 制卡', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MATERIAL = '光合作用的场所是叶绿体。光反应需要光照，暗反应在叶绿体基质中进行。\n\n植物的根是吸收水分的主要器官。根毛数量很多，大大增加了吸收面积。';
const finishedRun = () => createFakeCardBuilderRun(MATERIAL, { title: '光合作用与根' });

/** The material form (with the day's budget and the count) and the inbox of earlier runs. */
export const Start: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={cardBuilderPaths.start()}
      state={{ account: createPremiumAccount(), cardBuilderRuns: [finishedRun()], cardBuilderUsed: 12_345 }}
      theme={storyTheme(globals)}
    />
  ),
};

/** A run's inbox: cards with their flags, 出处 on hover, accept all unflagged into a new jar. */
export const Inbox: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path={cardBuilderPaths.run('run-1')} state={{ account: createPremiumAccount(), cardBuilderRuns: [finishedRun()] }} theme={storyTheme(globals)} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('接受全部无问题的卡片（2）')).toBeVisible();
    await expect(page.getAllByText('无出处')).toHaveLength(2);
  },
};

/** Cards streaming in: paste, 开始制卡, and they arrive one by one. */
export const Streaming: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path={cardBuilderPaths.start()} state={{ account: createPremiumAccount(), cardBuilderDelayMs: 400 }} theme={storyTheme(globals)} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: '粘贴材料' }));
    await userEvent.paste(MATERIAL);
    await userEvent.click(page.getByRole('button', { name: '开始制卡' }));
    await expect(await page.findByText('光合作用的场所是什么？', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** 上传文件: the drop zone says the kinds and the size up front; a file read shows its text, editable and counted. */
export const SourceFile: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path={cardBuilderPaths.start()} state={{ account: createPremiumAccount() }} theme={storyTheme(globals)} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText('上传文件'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([MATERIAL], '植物学讲义.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    await expect(await page.findByText(`已从文件「植物学讲义.docx」读出 ${MATERIAL.length} 字`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: '将要制卡的文字' })).toHaveValue(MATERIAL);
  },
};

/** 网页: paste a page's HTML, 提取正文 keeps the article. */
export const SourceWebPage: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path={cardBuilderPaths.start()} state={{ account: createPremiumAccount() }} theme={storyTheme(globals)} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText('网页'));
    await userEvent.click(page.getByRole('textbox', { name: '网页 HTML' }));
    await userEvent.paste(`<html><head><title>光合作用</title></head><body><nav>首页</nav><p>${MATERIAL.replace('\n\n', '</p><p>')}</p><footer>版权所有</footer></body></html>`);
    await userEvent.click(page.getByRole('button', { name: '提取正文' }));
    await expect(await page.findByText(/已从网页「光合作用」读出/)).toBeVisible();
  },
};

/** MEMO: the learner's recent memos with checkboxes and a filter. */
export const SourceMemos: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={cardBuilderPaths.start()}
      state={{
        account: createPremiumAccount(),
        memos: [
          createFakeMemo('memo-1', '光合作用的场所是叶绿体。光反应需要光照，暗反应在叶绿体基质中进行。'),
          createFakeMemo('memo-2', '植物的根是吸收水分的主要器官。根毛数量很多，大大增加了吸收面积。'),
          createFakeMemo('memo-3', '《静夜思》是李白的作品：床前明月光，疑是地上霜。举头望明月，低头思故乡。'),
        ],
      }}
      theme={storyTheme(globals)}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText('MEMO'));
    const boxes = await page.findAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await expect(page.getByRole('button', { name: '使用选中的 MEMO（2）' })).toBeEnabled();
  },
};

/** Not a member: the lock and the way to 会员卡. */
export const Locked: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={cardBuilderPaths.start()}
      state={{ account: { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] } }}
      theme={storyTheme(globals)}
    />
  ),
};
