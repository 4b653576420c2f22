import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { RemoteIncompatible } from './RemoteIncompatible';

const meta = {
  title: 'Design System/RemoteIncompatible',
  component: RemoteIncompatible,
  tags: ['autodocs'],
  args: { onReload: fn() },
} satisfies Meta<typeof RemoteIncompatible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
