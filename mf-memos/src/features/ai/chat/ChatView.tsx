import { Flex, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { chatTexts } from './chatTexts';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import type { ChatMessage } from './chatMessages';
import { SuggestedPrompts } from './SuggestedPrompts';
import type { TypingSpeed } from './useTypingEffect';

export interface ChatViewProps {
  /** The memo the conversation is about, quoted in the welcome header. */
  memoContent: string;
  messages: readonly ChatMessage[];
  busy: boolean;
  onSend(text: string): boolean;
  onClear(): void;
  typing?: boolean;
  typingSpeed?: TypingSpeed;
}

/** The chat screen: welcome header with the memo, suggested prompts, the messages and the message box. */
export function ChatView({ memoContent, messages, busy, onSend, onClear, typing, typingSpeed }: ChatViewProps) {
  return (
    <Flex vertical gap={12} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <header>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          <RobotOutlined /> {chatTexts.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
          {memoContent}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{chatTexts.hint}</Typography.Text>
      </header>
      <SuggestedPrompts disabled={busy} onPick={onSend} />
      <ChatMessageList messages={messages} typing={typing} typingSpeed={typingSpeed} />
      <ChatComposer busy={busy} canClear={messages.length > 0} onSend={onSend} onClear={onClear} />
    </Flex>
  );
}
