import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { activityLevel, addDays, type ActivityEntry } from '@memory/contracts';
import { ActivityHeatMap } from './ActivityHeatMap';

const end = '2026-11-22';
const start = addDays(end, -364);
/** A made-up year: busier on weekdays, a streak in the last month. */
const entries: ActivityEntry[] = Array.from({ length: 365 }, (_, index) => {
  const date = addDays(start, index);
  const count = index > 330 ? 8 + (index % 30) : (index * 37) % 11 === 0 ? 0 : (index * 13) % 17;
  return { date, count, level: activityLevel(count) };
});

const meta = {
  title: 'mf-memos/ActivityHeatMap',
  component: ActivityHeatMap,
  args: { entries, start, end },
} satisfies Meta<typeof ActivityHeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AYear: Story = {};

export const NothingYet: Story = { args: { entries: [] } };
