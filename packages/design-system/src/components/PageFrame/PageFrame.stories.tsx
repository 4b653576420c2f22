import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from 'antd';
import { PageFrame } from './PageFrame';
import { EmptyState } from '../EmptyState';

const meta = {
  title: 'Design System/PageFrame',
  component: PageFrame,
  tags: ['autodocs'],
  args: { title: '知识罐' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page frame a remote shows until its feature lands: a title and an empty state. */
export const WithEmptyState: Story = {
  args: { children: <EmptyState description="还没有知识罐" /> },
};

export const WithActions: Story = {
  args: {
    extra: <Button type="primary">创建知识罐</Button>,
    children: <EmptyState description="还没有知识罐" />,
  },
};
