import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ChatView } from './ChatView';

/** The chat screen's states, without the AI (see PostChatModal for a live one). */
const meta = {
  title: 'mf-memos/AI/ChatView',
  component: ChatView,
  args: {
    memoContent: '细胞膜的主要成分是脂质和蛋白质，还有少量糖类。',
    messages: [],
    busy: false,
    typing: false,
    onSend: () => true,
    onClear: () => undefined,
  },
} satisfies Meta<typeof ChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};

export const Conversation: Story = {
  args: {
    messages: [
      { id: '1', role: 'user', content: '翻译成英文', status: 'done' },
      { id: '2', role: 'assistant', content: 'The cell membrane is made mainly of **lipids** and **proteins**, with a small amount of sugars.', status: 'done' },
      { id: '3', role: 'user', content: '用英文造句并附中文翻译', status: 'done' },
      { id: '4', role: 'assistant', content: '', status: 'pending' },
    ],
    busy: true,
  },
};

export const Failed: Story = {
  args: {
    messages: [
      { id: '1', role: 'user', content: '帮我编一个小故事', status: 'done' },
      { id: '2', role: 'assistant', content: '出错啦，请稍后重试', status: 'error' },
    ],
  },
};
