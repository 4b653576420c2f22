import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router';
import { RetentionTable } from './RetentionTable';

const count = (recalled: number, graded: number) => ({ recalled, graded });

const meta = {
  title: 'mf-memos/RetentionTable',
  component: RetentionTable,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    curves: [
      { curveId: 'EBBINGHAUS', curveName: '艾宾浩斯曲线', week: count(11, 16), month: count(30, 42), allTime: count(88, 120), suggestSmartCurve: true },
      { curveId: 'SMART', curveName: '智能曲线', week: count(9, 10), month: count(36, 40), allTime: count(36, 40), suggestSmartCurve: false },
      { curveId: 'PER_WEEK_LAST_THREE_WEEKS', curveName: '每周一次，持续三周', week: count(0, 0), month: count(3, 4), allTime: count(3, 4), suggestSmartCurve: false },
    ],
  },
} satisfies Meta<typeof RetentionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One curve under 80% over 30+ graded reviews gets the 智能曲线 suggestion; — where nothing was graded. */
export const ThreeCurves: Story = {};

export const NothingGraded: Story = { args: { curves: [] } };
