import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { createFakeImport, createPremiumAccount, sampleAnkiPreview, sampleFlomoPreview } from '@memory/api/testing';
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

/** The deck imported before: 未变 until a field mapping changes, then previewed again with it. */
const reimport = () => ({
  account: createPremiumAccount(),
  imports: [createFakeImport({ id: 'import-again', preview: sampleAnkiPreview({ counts: { total: 166, new: 0, updated: 0, unchanged: 163, skipped: 3 } }) })],
});

/** 日语单词（发音）: 假名 as the 正面, the other fields dropped. */
async function chooseKanaFront(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  // antd's dropdown opens in the document's body, outside the story's canvas.
  const body = within(canvasElement.ownerDocument.body);
  const card = (await page.findByText(/^日语单词（发音）/)).closest('.ant-card') as HTMLElement;
  await userEvent.click(within(card).getByRole('combobox', { name: '正面' }));
  await userEvent.click(await body.findByTitle('假名'));
  // The label, as a person clicks it: antd draws the radio over its input, which takes no pointer events.
  await userEvent.click(within(card).getByRole('radio', { name: '丢弃' }).closest('label') as HTMLElement);
}

/** A changed mapping previewed again: 更新 6 for the notes whose points now read otherwise, and the sample with 假名. */
export const MappingPreviewed: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path={importPaths.job('import-again')} state={reimport()} theme={storyTheme(globals)} />
  ),
  play: async ({ canvasElement }) => {
    await chooseKanaFront(canvasElement);
    const counts = within(canvasElement).getByRole('group', { name: '预览' });
    await expect(await within(counts).findByText('6', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** While the server computes the preview again: the counts and the sample dimmed, 导入 waiting. */
export const Repreviewing: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={importPaths.job('import-again')}
      state={reimport()}
      handlers={[http.put('*/api/imports/:id/preview', () => delay('infinite'))]}
      theme={storyTheme(globals)}
    />
  ),
  play: async ({ canvasElement }) => {
    await chooseKanaFront(canvasElement);
    await expect(await within(canvasElement).findByText('正在按新的设置重新预览…')).toBeVisible();
  },
};

/** The server refuses the new choices: its reason, the choices kept, 重试. */
export const RepreviewRefused: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path={importPaths.job('import-again')}
      state={reimport()}
      handlers={[
        http.put('*/api/imports/:id/preview', () => {
          const message = IMPORT_MESSAGES.badField('日语单词（发音）', 1);
          return HttpResponse.json({ code: 'BAD_REQUEST', message, fields: { 'mappings/2': message } }, { status: 400 });
        }),
      ]}
      theme={storyTheme(globals)}
    />
  ),
  play: async ({ canvasElement }) => {
    await chooseKanaFront(canvasElement);
    await expect(await within(canvasElement).findByText('重新预览失败', {}, { timeout: 3000 })).toBeVisible();
  },
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
