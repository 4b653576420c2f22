import { Modal } from 'antd';
import { aiTexts } from '../texts';
import { ChatView } from './ChatView';
import { useMemoChat } from './useMemoChat';

export interface PostChatModalProps {
  /** The post's text: what the conversation is about. */
  memoContent: string;
  /** Escape or the close button; unmounting aborts a pending reply. */
  onClose(): void;
}

/** 对话: a full-screen chat with the AI about one post (memoChat, open to every account). */
export function PostChatModal({ memoContent, onClose }: PostChatModalProps) {
  const chat = useMemoChat(memoContent);
  return (
    <Modal
      open
      title={aiTexts.chat}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width="100%"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ container: { minHeight: '100vh', borderRadius: 0 } }}
    >
      <ChatView memoContent={memoContent} messages={chat.messages} busy={chat.busy} onSend={chat.send} onClear={chat.clear} />
    </Modal>
  );
}
