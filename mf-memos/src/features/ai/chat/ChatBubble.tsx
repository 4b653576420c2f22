import { Typography, theme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { MarkdownContent } from '@memory/design-system/markdown-content';
import { chatTexts } from './chatTexts';
import type { ChatMessage } from './chatMessages';
import { useTypingEffect, type TypingSpeed } from './useTypingEffect';

export interface ChatBubbleProps {
  message: ChatMessage;
  /** Replies stream in with the typing effect; false shows them whole (e.g. in a story). */
  typing?: boolean;
  typingSpeed?: TypingSpeed;
}

/** One message: the user's on the right as plain text, the AI's on the left as safe Markdown. */
export function ChatBubble({ message, typing = true, typingSpeed }: ChatBubbleProps) {
  const { token } = theme.useToken();
  const isUser = message.role === 'user';
  const isReply = !isUser && message.status !== 'error';
  const shown = useTypingEffect(message.content, typing && isReply, typingSpeed);

  return (
    <div
      role="group"
      aria-label={isUser ? chatTexts.you : chatTexts.ai}
      aria-busy={message.status === 'pending'}
      style={{
        alignSelf: isUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        background: isUser ? token.colorPrimaryBg : message.status === 'error' ? token.colorErrorBg : token.colorFillTertiary,
        overflowWrap: 'anywhere',
      }}
    >
      {isUser ? (
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography.Text>
      ) : message.status === 'error' ? (
        <Typography.Text type="danger">{message.content}</Typography.Text>
      ) : shown ? (
        <MarkdownContent>{shown}</MarkdownContent>
      ) : (
        <LoadingOutlined aria-label={chatTexts.aiTyping} />
      )}
    </div>
  );
}
