import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from 'antd';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TodayDone: Story = { args: { description: '今日复习已全部完成' } };

export const WithAction: Story = {
  args: { description: '还没有知识罐', children: <Button type="primary">创建知识罐</Button> },
};
