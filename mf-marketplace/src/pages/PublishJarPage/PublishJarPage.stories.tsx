import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PUBLISH_MESSAGES } from '@memory/contracts';
import { createFakeJar, createPremiumAccount, createTrialAccount, type FakeState } from '@memory/api/testing';
import { RemotePageStory, storyTheme } from '@memory/remote-runtime/story';
import { routes } from '../../routes';

const meta = { title: 'mf-marketplace/发布知识罐', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const jars = () => [createFakeJar({ id: 'jar-1', name: '唐诗名篇' }, ['床前明月光，疑是地上霜。', '白日依山尽，黄河入海流。'])];
const member = (): Partial<FakeState> => ({ account: createPremiumAccount(), jars: jars() });

/** A member's own jar: 免费, 分类 其他, 标签 (Enter or a comma adds one, a space does not split), 审核须知. */
export const Form: Story = {
  render: (_args, { globals }) => <RemotePageStory routes={routes} path="/home/jars/jar-1/publish" state={member()} theme={storyTheme(globals)} />,
};

/** Five tags, and a sixth refused in red, still in the box. */
export const SixthTagRefused: Story = {
  render: Form.render,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = await page.findByRole('textbox', { name: /^标签/ });
    await userEvent.type(input, '唐诗，Python 关键字，小学，语文，背诵，高考{enter}');
    await expect(await page.findByText('最多 5 个标签，删掉一个后才能再添加')).toBeVisible();
    await expect(input).toHaveValue('高考');
  },
};

/** The membership lapsed while the form was open: the server's 403, 前往会员卡, and the form kept. */
export const LapsedOnSubmit: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory
      routes={routes}
      path="/home/jars/jar-1/publish"
      state={member()}
      handlers={[
        http.post('*/api/users/me/store/jar-publish-tasks', () =>
          HttpResponse.json({ code: 'PREMIUM_REQUIRED', message: PUBLISH_MESSAGES.premiumRequired }, { status: 403 }),
        ),
      ]}
      theme={storyTheme(globals)}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /发\s*布/ }));
    await expect(await page.findByText(PUBLISH_MESSAGES.premiumRequired, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '前往会员卡' })).toBeVisible();
  },
};

/** Not a member: what publishing needs, with 会员卡 and the way back here. */
export const MembersOnly: Story = {
  render: (_args, { globals }) => (
    <RemotePageStory routes={routes} path="/home/jars/jar-1/publish" state={{ account: createTrialAccount(), jars: jars() }} theme={storyTheme(globals)} />
  ),
};

/** A jar that does not exist: 知识罐不存在 and 返回知识罐. */
export const NotFound: Story = {
  render: (_args, { globals }) => <RemotePageStory routes={routes} path="/home/jars/nope/publish" state={member()} theme={storyTheme(globals)} />,
};
