import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import type { ReminderSettings } from '@memory/contracts';
import { ReminderCardView } from './ReminderCardView';

const settings: ReminderSettings = {
  enabled: true,
  time: '20:00',
  push: true,
  email: true,
  emailAddress: 'learner@example.com',
  emailConfirmed: true,
  emailAvailable: true,
  vapidPublicKey: 'key',
  pushDevices: 1,
  jars: [
    { id: 'jar-1', name: '唐诗名篇', enabled: true },
    { id: 'jar-2', name: '常用成语', enabled: false },
  ],
};

const meta = {
  title: 'mf-account/ReminderCardView',
  component: ReminderCardView,
  args: { settings, permission: 'granted', onChange: fn(), onJarChange: fn(), onEmailSubmit: fn() },
} satisfies Meta<typeof ReminderCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { settings: { ...settings, enabled: false, push: false, email: false, emailAddress: null, emailConfirmed: false, jars: [] } } };
export const EmailWaitingForConfirmation: Story = { args: { settings: { ...settings, push: false, emailConfirmed: false } } };
/** SMTP not configured: the 邮件 channel is not offered. */
export const WithoutEmail: Story = { args: { settings: { ...settings, email: false, emailAvailable: false }, permission: 'denied' } };
export const Loading: Story = { args: { settings: undefined } };
export const LoadFailed: Story = { args: { settings: undefined, loadError: '无法读取复习提醒设置，请稍后重试', onRetry: fn() } };
export const SaveFailed: Story = { args: { error: '没有获得通知权限：请在浏览器的网站设置中允许本站发送通知' } };
