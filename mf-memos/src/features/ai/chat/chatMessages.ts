import { AI_CHAT_HISTORY_MAX_MESSAGES, AI_CHAT_MESSAGE_MAX_LENGTH, type AiChatMessage } from '@memory/contracts';

export interface ChatMessage {
  id: string;
  role: AiChatMessage['role'];
  content: string;
  /** pending: the reply is streaming; error: the reply failed and `content` is the failure text. */
  status: 'done' | 'pending' | 'error';
}

/** The history a memoChat request carries: completed messages only, the most recent the contract allows. */
export function chatHistory(messages: readonly ChatMessage[]): AiChatMessage[] {
  return messages
    .filter((message) => message.status === 'done' && message.content)
    .map(({ role, content }) => ({ role, content: content.slice(0, AI_CHAT_MESSAGE_MAX_LENGTH) }))
    .slice(-AI_CHAT_HISTORY_MAX_MESSAGES);
}
