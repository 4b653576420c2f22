import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { addDays } from '@memory/contracts';
import { ForecastChart } from './ForecastChart';

const today = '2026-11-23';
const days = (count: (index: number) => number) => Array.from({ length: 30 }, (_, index) => ({ date: addDays(today, index), count: count(index) }));

const meta = {
  title: 'mf-memos/ForecastChart',
  component: ForecastChart,
  args: { days: days((index) => [14, 6, 9, 3, 11, 0, 5][index % 7]! + (index < 7 ? 8 : 0)) },
} satisfies Meta<typeof ForecastChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AMonth: Story = {};

export const NothingDue: Story = { args: { days: days(() => 0) } };
