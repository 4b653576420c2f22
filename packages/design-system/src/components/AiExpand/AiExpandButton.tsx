import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
// The shared root's texts, not '../../texts': this subpath is bundled into each remote that uses it, and a relative
// import gave the remote its own copy of every zh-CN text (the shared @memory/design-system has them already).
import { texts } from '@memory/design-system';

/**
 * The AI stream the button drives. `useAiStream()` from '@memory/api/ai' is one: the app wires the api in (see
 * mf-jars' AiExpand), so the design system stays UI only.
 */
export interface AiExpandStream {
  status: 'idle' | 'streaming' | 'done' | 'error';
  /** The text so far. */
  text: string;
  error: unknown;
  start(request: { type: 'expand'; prompt: string }): unknown;
  /** Aborts and clears everything. */
  reset(): void;
}

export interface AiExpandButtonProps {
  stream: AiExpandStream;
  /** What to show for a failed stream, e.g. aiErrorMessage from '@memory/api/ai'. */
  describeError(error: unknown): string;
  /** The knowledge point's text; AI 扩写 needs some (SPEC §5). */
  text: string;
  /** The expanded text, once the user chose 使用. */
  onExpanded(text: string): void;
  disabled?: boolean;
}

/**
 * AI 扩写 for a knowledge point: streams an expansion of `text` into a preview; 使用 hands it to the form,
 * 取消 drops it. Failures show inline (出错啦，请稍后重试, or that AI is not configured).
 */
export function AiExpandButton({ stream: ai, describeError, text, onExpanded, disabled = false }: AiExpandButtonProps) {
  const prompt = text.trim();
  const streaming = ai.status === 'streaming';
  const expand = () => void ai.start({ type: 'expand', prompt });
  const use = () => {
    onExpanded(ai.text);
    ai.reset();
  };

  return (
    <Flex vertical gap={8} align="stretch">
      <div>
        <Button icon={<RobotOutlined />} loading={streaming} disabled={disabled || !prompt} onClick={expand}>
          {texts.aiExpand.button}
        </Button>
      </div>
      {ai.status !== 'idle' && (
        <Card
          size="small"
          title={texts.aiExpand.resultTitle}
          role="region"
          aria-label={texts.aiExpand.resultTitle}
          aria-busy={streaming}
          actions={[
            <Button key="use" type="link" disabled={ai.status !== 'done' || !ai.text} onClick={use}>
              {texts.aiExpand.use}
            </Button>,
            <Button key="again" type="link" disabled={streaming || !prompt} onClick={expand}>
              {texts.aiExpand.regenerate}
            </Button>,
            <Button key="cancel" type="link" onClick={ai.reset}>
              {texts.aiExpand.cancel}
            </Button>,
          ]}
        >
          {streaming && !ai.text && (
            <Flex gap={8} align="center">
              <Spin size="small" />
              <Typography.Text type="secondary">{texts.aiExpand.generating}</Typography.Text>
            </Flex>
          )}
          {ai.text && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} aria-live="polite">
              {ai.text}
            </Typography.Paragraph>
          )}
          {ai.status === 'error' && <Alert type="error" showIcon role="alert" title={describeError(ai.error)} />}
        </Card>
      )}
    </Flex>
  );
}
