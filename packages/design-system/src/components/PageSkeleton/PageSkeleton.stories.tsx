import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'Design System/PageSkeleton',
  component: PageSkeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Short: Story = { args: { rows: 2 } };
