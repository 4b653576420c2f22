import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_CONTENT_MAX_LENGTH, AI_PROMPT_MAX_LENGTH } from '@memory/contracts';
import { aiErrorMessage, isAbortError, streamAi } from '@memory/api/ai';
import { chatHistory, type ChatMessage } from './chatMessages';

export interface MemoChat {
  messages: readonly ChatMessage[];
  /** A reply is streaming: nothing more is sent until it ends. */
  busy: boolean;
  /** Sends a message; false when there was nothing to send or a reply is still streaming. */
  send(text: string): boolean;
  /** 清空: forgets the conversation and aborts a pending reply. */
  clear(): void;
}

/**
 * The conversation about one memo (type memoChat). It calls streamAi itself rather than useAiStream: each
 * reply is its own message, and a failure must become that message's text.
 */
export function useMemoChat(memoContent: string): MemoChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const pending = useRef<AbortController | null>(null);
  const nextId = useRef(0);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  // Closing the chat (unmount) aborts the reply in flight.
  useEffect(() => () => pending.current?.abort(), []);

  const send = useCallback(
    (text: string) => {
      const prompt = text.trim().slice(0, AI_PROMPT_MAX_LENGTH);
      if (!prompt || pending.current) return false;
      const controller = new AbortController();
      pending.current = controller;
      const history = chatHistory(messagesRef.current);
      const userId = `m${nextId.current++}`;
      const replyId = `m${nextId.current++}`;
      setMessages((shown) => [
        ...shown,
        { id: userId, role: 'user', content: prompt, status: 'done' },
        { id: replyId, role: 'assistant', content: '', status: 'pending' },
      ]);
      const updateReply = (patch: Partial<ChatMessage>) =>
        setMessages((shown) => shown.map((message) => (message.id === replyId ? { ...message, ...patch } : message)));

      streamAi(
        { type: 'memoChat', prompt, memoContent: memoContent.slice(0, AI_CONTENT_MAX_LENGTH), history },
        { signal: controller.signal, onText: (_chunk, full) => updateReply({ content: full }) },
      )
        .then((full) => updateReply({ content: full, status: 'done' }))
        .catch((error: unknown) => {
          if (!isAbortError(error)) updateReply({ content: aiErrorMessage(error), status: 'error' });
        })
        .finally(() => {
          if (pending.current === controller) pending.current = null;
        });
      return true;
    },
    [memoContent],
  );

  const clear = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setMessages([]);
  }, []);

  return { messages, busy: messages.some((message) => message.status === 'pending'), send, clear };
}
