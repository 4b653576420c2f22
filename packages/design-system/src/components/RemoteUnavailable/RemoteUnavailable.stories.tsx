import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { RemoteUnavailable } from './RemoteUnavailable';

const meta = {
  title: 'Design System/RemoteUnavailable',
  component: RemoteUnavailable,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDetail: Story = {
  args: { detail: '模块 mf_jars 暂时无法访问（503）' },
};

export const Retrying: Story = {
  args: { retrying: true },
};
