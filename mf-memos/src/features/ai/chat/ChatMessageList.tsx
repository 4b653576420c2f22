import { useEffect, useRef } from 'react';
import { Flex } from 'antd';
import { CHAT_LIST_MAX_HEIGHT_PX, CHAT_LIST_MIN_HEIGHT_PX } from '@memory/contracts';
import { chatTexts } from './chatTexts';
import { ChatBubble } from './ChatBubble';
import type { ChatMessage } from './chatMessages';
import type { TypingSpeed } from './useTypingEffect';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  typing?: boolean;
  typingSpeed?: TypingSpeed;
}

/** The conversation, 480–700 px high, kept scrolled to the newest line as replies type in. */
export function ChatMessageList({ messages, typing, typingSpeed }: ChatMessageListProps) {
  const list = useRef<HTMLDivElement>(null);

  // Replies grow inside their bubbles without this list re-rendering: follow any change below it.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
    };
    toBottom();
    const observer = new MutationObserver(toBottom);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={list}
      role="log"
      aria-label={chatTexts.listLabel}
      style={{ minHeight: CHAT_LIST_MIN_HEIGHT_PX, maxHeight: CHAT_LIST_MAX_HEIGHT_PX, overflowY: 'auto', padding: '4px 0' }}
    >
      <Flex vertical gap={12}>
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} typing={typing} typingSpeed={typingSpeed} />
        ))}
      </Flex>
    </div>
  );
}
