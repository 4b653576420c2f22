import { useRef, useState } from 'react';
import { Input, Modal, type GetRef } from 'antd';
import { MEMO_MAX_LENGTH } from '@memory/contracts';

export interface EditPostModalProps {
  initialContent: string;
  /** Resolves when saved; rejects to keep the modal open. */
  onSave(content: string): Promise<void>;
  onClose(): void;
}

/** 编辑: change the text of a post; the content is all an edit may change (ARCHITECTURE §4). */
export function EditPostModal({ initialContent, onSave, onClose }: EditPostModalProps) {
  const [content, setContent] = useState(initialContent);
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = content.trim() === initialContent.trim();

  const save = async () => {
    setSaving(true);
    try {
      await onSave(content);
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="编辑"
      okText="保存"
      cancelText="取消"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !content.trim() || unchanged }}
      destroyOnHidden
      // Editing starts at once: the text has the focus, the cursor at its end.
      afterOpenChange={(open) => {
        if (open) box.current?.focus({ cursor: 'end' });
      }}
    >
      <Input.TextArea
        ref={box}
        aria-label="内容"
        value={content}
        maxLength={MEMO_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 4, maxRows: 12 }}
        onChange={(event) => setContent(event.target.value)}
        style={{ marginBottom: 20 }}
      />
    </Modal>
  );
}
