import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { aiScripts } from '@memory/api/testing';
import { withFakeAi } from '../withFakeAi.stories-helpers';
import { PostChatModal } from './PostChatModal';

const memoContent = '**光合作用**：植物利用光能，把二氧化碳和水合成有机物并释放氧气。';

/** 对话 over the MSW fake of /api/ai/stream: pick a suggested prompt or type and press Enter. */
const meta = {
  title: 'mf-memos/AI/PostChatModal',
  component: PostChatModal,
  args: { memoContent, onClose: () => undefined },
  decorators: [withFakeAi],
} satisfies Meta<typeof PostChatModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A longer Markdown reply, to watch the typing effect (5 characters per 20 ms). */
export const LongReply: Story = {
  parameters: {
    aiScript: aiScripts.text(
      '好的！这是一首助记诗：\n\n> 绿叶晒太阳，\n> 吸碳又喝水，\n> 糖分存起来，\n> 氧气送给谁。\n\n**要点**\n- 场所：叶绿体\n- 原料：二氧化碳和水\n- 产物：有机物和氧气',
    ),
  },
};

/** The fake fails mid-reply: the pending message becomes 出错啦，请稍后重试. */
export const Failure: Story = { parameters: { aiScript: aiScripts.fatal('AI_UPSTREAM_FAILED', '上游出错', ['好的，']) } };

export const NotConfigured: Story = { parameters: { aiScript: aiScripts.notConfigured() } };
