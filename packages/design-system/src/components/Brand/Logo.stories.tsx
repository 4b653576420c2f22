import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Logo } from './Logo';

const meta = {
  title: 'Design System/Logo',
  component: Logo,
  tags: ['autodocs'],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Favicon: Story = { args: { size: 16 } };

export const Large: Story = { args: { size: 96 } };
