import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadError } from './LoadError';

const meta = {
  title: 'Design System/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  args: { title: '订单加载失败', onRetry: () => undefined },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request never reached the server: what to check. */
export const Offline: Story = { args: { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } } };

/** The server gave its reason. */
export const ServerReason: Story = { args: { error: { status: 500, data: { code: 'INTERNAL', message: '服务暂时不可用，请稍后重试' } } } };

export const Retrying: Story = { args: { retrying: true } };
