import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router';
import type { Post } from '@memory/contracts';
import { aiScripts, SAMPLE_EXAM_QUESTION } from '@memory/api/testing';
import { withFakeAi } from '../../features/ai/withFakeAi.stories-helpers';
import { PostCard } from './PostCard';

const post: Post = {
  id: 'post-1',
  type: 'MEMO_POST',
  memoId: 'memo-1',
  jarId: null,
  itemId: null,
  content: '**光合作用**：植物利用光能，把二氧化碳和水合成有机物并释放氧气。',
  subContent: null,
  source: null,
  hidden: false,
  hasAttachments: false,
  attachments: [],
  tags: ['生物', '高考'],
};

const meta = {
  title: 'mf-memos/PostCard',
  component: PostCard,
  args: { post, onEdit: () => undefined, onAbandon: () => undefined, aiAccess: 'premium' },
  // 智能解释, AI 考考我 and 对话 talk to the MSW fake of /api/ai/stream; 会员卡 links need a router.
  decorators: [
    withFakeAi,
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemoPost: Story = {};

/** A later review: recall first (AI 考考我 asks a multiple-choice question), 查看 reveals. */
export const Hidden: Story = { args: { post: { ...post, id: 'post-2', hidden: true } } };

/** AI 考考我 when the model's answer is not a valid question: 出错啦，请稍后重试 and 重试. */
export const HiddenQuizFailure: Story = {
  args: { post: { ...post, id: 'post-2', hidden: true } },
  parameters: { aiScript: (_request: unknown, call: number) => (call === 0 ? aiScripts.text('不是题目') : aiScripts.exam(SAMPLE_EXAM_QUESTION)) },
};

/** The explanation saved with the memo (its subContent) shows without asking the AI. */
export const SavedExplanation: Story = {
  args: { post: { ...post, id: 'post-4', subContent: '**含义**：光合作用是植物制造养分的过程。\n\n**记忆技巧**：光 + 水 + 二氧化碳 → 糖 + 氧。' } },
};

/** 智能解释 when the AI fails. */
export const ExplanationFailure: Story = { parameters: { aiScript: aiScripts.fatal() } };

/** A trial or free account: 智能解释 and AI 考考我 are locked with a link to 会员卡. */
export const TrialAccount: Story = { args: { aiAccess: 'free' } };

export const TrialAccountHidden: Story = { args: { aiAccess: 'free', post: { ...post, id: 'post-2', hidden: true } } };

export const JarItemPost: Story = {
  args: {
    post: { ...post, id: 'post-3', type: 'JAR_ITEM_POST', memoId: null, jarId: 'jar-1', itemId: 'item-1', source: '高中生物', tags: [], content: '细胞膜的主要成分是脂质和蛋白质。' },
  },
};

/** In 历史 MEMOS: no menu. */
export const History: Story = { args: { onEdit: undefined, onAbandon: undefined } };

/** A hidden review opened with 查看 and graded 很熟: the grade stays changeable all day. */
export const RevealedAndGraded: Story = {
  args: {
    post: { ...post, id: 'post-5', hidden: false },
    grading: { grade: 'EASY', source: 'SELF', editable: true, pending: null, onGrade: () => undefined },
  },
};
