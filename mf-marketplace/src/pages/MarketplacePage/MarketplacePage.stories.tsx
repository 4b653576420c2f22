import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http, HttpResponse } from 'msw';
import { samplePublicJars } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { routes } from '../../routes';

// Page stories answer fetch from one fake backend each: no docs page, where several would share fetch.
const meta = { title: 'mf-marketplace/知识市场', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Published jars with covers drawn from their names, categories, tags and counts; 热门标签 from the server. */
export const Results: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path="/marketplace"
      state={{ publicJars: samplePublicJars(), hotTags: ['唐诗', '雅思', '编程', 'Python 关键字'] }}
      theme={storyTheme(globals)}
    />
  ),
};

/** A search that finds nothing: says so, with 清除筛选. */
export const Empty: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/marketplace?keyword=%E9%B2%B8%E8%90%BD" state={{ publicJars: samplePublicJars() }} theme={storyTheme(globals)} />
  ),
};

/** The search failed: the server's words and 重试. */
export const SearchFailed: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path="/marketplace"
      handlers={[http.get('*/api/public/jars/page', () => HttpResponse.json({ code: 'INTERNAL', message: '服务器开小差了，请稍后重试' }, { status: 500 }))]}
      theme={storyTheme(globals)}
    />
  ),
};
