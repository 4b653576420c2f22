import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { samplePublicJars } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { routes } from '../../routes';

// Page stories answer fetch from one fake backend each: no docs page, where several would share fetch.
const meta = { title: 'mf-memos/我的收藏', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starred jars, most recent first, each with 取消收藏. */
export const Starred: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/home/stars" state={{ publicJars: samplePublicJars(), starredJarIds: ['pub-tang', 'pub-ielts'] }} theme={storyTheme(globals)} />
  ),
};

/** Nothing starred: 去知识市场看看. */
export const Empty: Story = {
  render: (_args, { globals }) => <RemotePageStory routes={routes} path="/home/stars" theme={storyTheme(globals)} />,
};
