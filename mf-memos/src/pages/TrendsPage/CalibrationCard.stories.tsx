import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { sampleCalibration } from '@memory/api/testing';
import { CalibrationCard } from './CalibrationCard';

const meta = {
  title: 'mf-memos/CalibrationCard',
  component: CalibrationCard,
  // 去设置 is a router link.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { report: sampleCalibration(), onRetry: fn() },
} satisfies Meta<typeof CalibrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultParameters: Story = {};
export const PersonalParameters: Story = { args: { report: sampleCalibration({ source: 'PERSONAL', personal: { errorReductionPercent: 12.5, reviews: 812 } }) } };
export const NothingGradedYet: Story = { args: { report: sampleCalibration({ bins: [], reviews: 0, curves: [] }) } };
export const Loading: Story = { args: { report: undefined } };
export const LoadFailed: Story = { args: { report: undefined, loadError: { status: 500, data: { code: 'INTERNAL', message: '服务器繁忙，请稍后再试' } } } };
