import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { createFakeImport, createPremiumAccount, sampleFlomoPreview } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { importPaths } from '../../paths';
import { routes } from '../../routes';

const meta = { title: 'mf-jars/导入', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** What can be imported and the drop zone (a member: jars and flomo). */
export const Upload: Story = {
  render: (_args, { globals }) => <RemotePageStory routes={routes} path={importPaths.start()} state={{ account: createPremiumAccount() }} theme={storyTheme(globals)} />,
};

/** An Anki deck's preview: counts, a new jar's name, one jar or one per deck, field mappings, skips, the sample. */
export const Preview: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={importPaths.job('import-anki')}
      state={{ account: createPremiumAccount(), imports: [createFakeImport({ id: 'import-anki' })] }}
      theme={storyTheme(globals)}
    />
  ),
};

/** A flomo export's preview: memos, no jar and no mapping. */
export const FlomoPreview: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={importPaths.job('import-flomo')}
      state={{ imports: [createFakeImport({ id: 'import-flomo', fileName: 'flomo.zip', preview: sampleFlomoPreview() })] }}
      theme={storyTheme(globals)}
    />
  ),
};

/** The job running (as after a reload): the phase and percent, polled each second. */
export const Running: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={importPaths.job('import-running')}
      state={{
        account: createPremiumAccount(),
        imports: [createFakeImport({ id: 'import-running', status: 'RUNNING', progress: { phase: '保存媒体文件', percent: 30 }, pollsLeft: Number.MAX_SAFE_INTEGER })],
      }}
      theme={storyTheme(globals)}
    />
  ),
};

/** Done: the report with the jar it filled. */
export const Done: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={importPaths.job('import-done')}
      state={{
        account: createPremiumAccount(),
        imports: [
          createFakeImport({
            id: 'import-done',
            status: 'DONE',
            progress: { phase: '完成', percent: 100 },
            report: {
              counts: { total: 166, new: 160, updated: 3, unchanged: 0, skipped: 3 },
              skipped: createFakeImport({ id: 'sample' }).preview.skipped,
              jars: [{ id: 'jar-jp', name: '日语' }],
              memos: 0,
              files: 12,
              reviews: 1834,
              pointsWithHistory: 140,
            },
          }),
        ],
      }}
      theme={storyTheme(globals)}
    />
  ),
};
