import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReschedulePreviewChart } from './ReschedulePreviewChart';

const forecast = Array.from({ length: 30 }, (_, day) => {
  const before = day === 1 ? 24 : 6 + ((day * 7) % 5);
  return { date: `2026-12-${String(day + 1).padStart(2, '0')}`, before, after: day === 1 ? 12 : before + (day % 4 === 2 ? 2 : 0) };
});

const meta = {
  title: 'mf-account/ReschedulePreviewChart',
  component: ReschedulePreviewChart,
  args: { forecast },
} satisfies Meta<typeof ReschedulePreviewChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeAndAfter: Story = {};
export const NothingDue: Story = { args: { forecast: forecast.map((day) => ({ ...day, before: 0, after: 0 })) } };
