import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { createPremiumAccount, samplePublishTasks } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { routes } from '../../routes';

const meta = { title: 'mf-marketplace/发布记录', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One request in every state: 审核中 (取消), 已发布 (查看), 已驳回 (its reason on hover or focus, 重新提交), 已取消
 * (重新提交). A table on a wide screen, a list on a phone (try the viewport toolbar).
 */
export const EveryStatus: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path="/home/store/jar-publish-tasks"
      state={{ account: createPremiumAccount(), publishTasks: samplePublishTasks() }}
      theme={storyTheme(globals)}
    />
  ),
};

/** Nothing published yet: how to publish, and 去我的知识罐. */
export const Empty: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/home/store/jar-publish-tasks" state={{ account: createPremiumAccount() }} theme={storyTheme(globals)} />
  ),
};
