import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { samplePublicJars } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { routes } from '../../routes';

const meta = { title: 'mf-marketplace/知识罐详情', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 收藏 already pressed; 订阅; the first knowledge points as a preview. */
export const Starred: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/marketplace/jar/pub-tang" state={{ publicJars: samplePublicJars() }} theme={storyTheme(globals)} />
  ),
};

/** Subscribed: 已订阅 · 去学习 instead of 订阅; a long name; no preview yet. */
export const Subscribed: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/marketplace/jar/pub-python" state={{ publicJars: samplePublicJars() }} theme={storyTheme(globals)} />
  ),
};

/** Unknown or withdrawn: 知识罐不存在 and 返回知识市场. */
export const NotFound: Story = {
  render: (_args, { globals }) => <RemotePageStory routes={routes} path="/marketplace/jar/gone" theme={storyTheme(globals)} />,
};
