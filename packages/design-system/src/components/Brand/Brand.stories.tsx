import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Brand } from './Brand';

const meta = {
  title: 'Design System/Brand',
  component: Brand,
  tags: ['autodocs'],
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { size: 48 } };

export const MarkOnly: Story = { args: { showName: false } };
