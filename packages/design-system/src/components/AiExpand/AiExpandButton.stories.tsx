import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from 'antd';
import { AiExpandButton, type AiExpandStream } from './AiExpandButton';

const EXPANSION = '勾股定理：在直角三角形中，两条直角边的平方和等于斜边的平方，即 a² + b² = c²。例如边长 3、4 的直角三角形，斜边为 5。';

/**
 * A stand-in for the api's AI stream (the apps pass useAiStream): types out `answer` slowly enough to watch, or
 * fails with `failure` after a few characters.
 */
function useScriptedStream(answer: string, failure?: string): AiExpandStream {
  const [state, setState] = useState<Pick<AiExpandStream, 'status' | 'text' | 'error'>>({ status: 'idle', text: '', error: null });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const stop = () => clearInterval(timer.current);
  return {
    ...state,
    start() {
      stop();
      let shown = 0;
      setState({ status: 'streaming', text: '', error: null });
      timer.current = setInterval(() => {
        shown += 2;
        if (failure && shown >= 6) {
          stop();
          setState({ status: 'error', text: answer.slice(0, 6), error: failure });
        } else if (shown >= answer.length) {
          stop();
          setState({ status: 'done', text: answer, error: null });
        } else setState({ status: 'streaming', text: answer.slice(0, shown), error: null });
      }, 60);
    },
    reset() {
      stop();
      setState({ status: 'idle', text: '', error: null });
    },
  };
}

interface DemoProps {
  text: string;
  answer: string;
  failure?: string;
}

function Demo({ text, answer, failure }: DemoProps) {
  const stream = useScriptedStream(answer, failure);
  return <AiExpandButton stream={stream} describeError={String} text={text} onExpanded={() => undefined} />;
}

const meta = {
  title: 'Design System/AiExpandButton',
  component: Demo,
  tags: ['autodocs'],
  args: { text: '勾股定理', answer: EXPANSION },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** AI 扩写 needs some text. */
export const EmptyText: Story = { args: { text: '  ' } };

/** As in the knowledge-point form: 使用 replaces the text. */
export const InAForm: Story = {
  render: function Render({ answer }) {
    const [text, setText] = useState('光合作用');
    const stream = useScriptedStream(answer);
    return (
      <div style={{ maxWidth: 560, display: 'grid', gap: 8 }}>
        <Input.TextArea value={text} onChange={(event) => setText(event.target.value)} autoSize={{ minRows: 3 }} />
        <AiExpandButton stream={stream} describeError={String} text={text} onExpanded={setText} />
      </div>
    );
  },
};

/** The app words the failure (出错啦，请稍后重试, or that AI is not configured). */
export const Failure: Story = { args: { failure: '出错啦，请稍后重试' } };
