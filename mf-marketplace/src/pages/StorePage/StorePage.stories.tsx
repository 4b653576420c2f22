import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { createPremiumAccount, samplePublicJars } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { routes } from '../../routes';

const meta = { title: 'mf-marketplace/我发布的知识罐', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** My jars in the marketplace (全部 / 免费 / 付费 in the URL), and 发布记录. */
export const Published: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/home/store" state={{ account: createPremiumAccount(), publicJars: samplePublicJars() }} theme={storyTheme(globals)} />
  ),
};

/** Nothing published: how to publish, and 去我的知识罐. */
export const Empty: Story = {
  render: (_args, { globals }) => <RemotePageStory routes={routes} path="/home/store" state={{ account: createPremiumAccount() }} theme={storyTheme(globals)} />,
};
