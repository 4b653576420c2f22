import { Alert, Button, Flex, Typography, theme } from 'antd';
import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { MarkdownContent } from '@memory/design-system/markdown-content';
import { aiTexts } from '../texts';

export interface ExplanationBodyProps {
  /** The explanation so far: Markdown, rendered as it streams. */
  text: string;
  streaming: boolean;
  /** The inline failure text (aiErrorMessage). */
  error: string | null;
  /** A line above 重新生成, e.g. that the memo text changed since it was explained. */
  notice?: string | null;
  /** 重新生成; left out when the viewer may not call the AI. */
  onRegenerate?(): void;
}

/** The panel of a 智能解释: the streamed Markdown, a failure inline, and 重新生成. */
export function ExplanationBody({ text, streaming, error, notice, onRegenerate }: ExplanationBodyProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={aiTexts.explain}
      aria-busy={streaming}
      style={{ padding: '8px 12px', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
    >
      <Flex vertical gap={8}>
        {text ? <MarkdownContent>{text}</MarkdownContent> : null}
        {streaming && !text ? (
          <Typography.Text type="secondary">
            <LoadingOutlined /> {aiTexts.explaining}
          </Typography.Text>
        ) : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {notice && !streaming ? <Typography.Text type="secondary">{notice}</Typography.Text> : null}
        {onRegenerate && !streaming ? (
          <div>
            <Button size="small" icon={<ReloadOutlined />} onClick={onRegenerate}>
              {aiTexts.regenerate}
            </Button>
          </div>
        ) : null}
      </Flex>
    </section>
  );
}
