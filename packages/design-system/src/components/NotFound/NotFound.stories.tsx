import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Design System/NotFound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 返回首页 is a plain link to `href`. */
export const AsLink: Story = { args: { href: '/' } };

/** 返回首页 calls the app's router. */
export const WithHandler: Story = { args: { onBack: fn() } };
