import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { GradeBar } from './GradeBar';

const meta = {
  title: 'mf-memos/GradeBar',
  component: GradeBar,
  args: { grade: null, source: null, editable: true, pending: null, onGrade: () => undefined },
} satisfies Meta<typeof GradeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just revealed: nothing chosen yet (an ungraded review counts as 记得 at the end of the day). */
export const Ungraded: Story = {};

export const GradedBySelf: Story = { args: { grade: 'EASY', source: 'SELF' } };

/** A wrong AI 考考我 answer graded it 忘了; the learner can still change it. */
export const GradedByQuiz: Story = { args: { grade: 'AGAIN', source: 'QUIZ' } };

export const WithNextReview: Story = { args: { grade: 'GOOD', source: 'SELF', nextDue: '2026-12-03' } };
export const Sending: Story = { args: { grade: 'GOOD', source: 'SELF', pending: 'HARD' } };

/** An earlier day's delivery in 历史 MEMOS: shown, no longer changeable. */
export const EarlierDay: Story = { args: { grade: 'HARD', source: 'SELF', editable: false } };
