import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from 'antd';
import { aiScripts, aiStreamHandler, defaultAiScript, mockFetchWith, type AiScriptSource } from '@memory/api/testing';
import { AiExpandButton } from './AiExpandButton';

const expansion = aiScripts.text(
  '勾股定理：在直角三角形中，两条直角边的平方和等于斜边的平方，即 a² + b² = c²。例如边长 3、4 的直角三角形，斜边为 5。',
);

/**
 * Answers POST /api/ai/stream in the page with the MSW handler (parameters.aiScript), streaming slowly enough
 * to watch.
 */
function FakeAi({ script, children }: { script: AiScriptSource; children: ReactNode }) {
  useLayoutEffect(() => mockFetchWith([aiStreamHandler(script, { delayMs: 60 })]), [script]);
  return children;
}

const withAi: Decorator = (Story, context) => (
  <FakeAi script={(context.parameters.aiScript as AiScriptSource | undefined) ?? expansion}>
    <Story />
  </FakeAi>
);

const meta = {
  title: 'Design System/AiExpandButton',
  component: AiExpandButton,
  tags: ['autodocs'],
  args: { text: '勾股定理', onExpanded: () => undefined },
  decorators: [withAi],
} satisfies Meta<typeof AiExpandButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** AI 扩写 needs some text. */
export const EmptyText: Story = { args: { text: '  ' } };

/** As in the knowledge-point form: 使用 replaces the text (the fake expands whatever is typed). */
export const InAForm: Story = {
  parameters: { aiScript: defaultAiScript },
  render: function Render() {
    const [text, setText] = useState('光合作用');
    return (
      <div style={{ maxWidth: 560, display: 'grid', gap: 8 }}>
        <Input.TextArea value={text} onChange={(event) => setText(event.target.value)} autoSize={{ minRows: 3 }} />
        <AiExpandButton text={text} onExpanded={setText} />
      </div>
    );
  },
};

export const Failure: Story = { parameters: { aiScript: aiScripts.fatal('AI_UPSTREAM_FAILED', '上游出错', ['勾股定理：']) } };

export const NotConfigured: Story = { parameters: { aiScript: aiScripts.notConfigured() } };
