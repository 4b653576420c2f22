import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { Post } from '@memory/contracts';
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
  args: { post, onEdit: () => undefined, onAbandon: () => undefined },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemoPost: Story = {};

/** A later review: recall first, 查看 reveals. */
export const Hidden: Story = { args: { post: { ...post, id: 'post-2', hidden: true } } };

export const JarItemPost: Story = {
  args: {
    post: { ...post, id: 'post-3', type: 'JAR_ITEM_POST', memoId: null, jarId: 'jar-1', itemId: 'item-1', source: '高中生物', tags: [], content: '细胞膜的主要成分是脂质和蛋白质。' },
  },
};

/** In 历史 MEMOS: no menu. */
export const History: Story = { args: { onEdit: undefined, onAbandon: undefined } };
