import { useRef, useState } from 'react';
import { Input, Modal, type GetRef } from 'antd';
import { JAR_ITEM_MAX_LENGTH, MEMO_MAX_LENGTH } from '@memory/contracts';

export interface EditPostModalProps {
  initialContent: string;
  /** A knowledge point's 正面 (null: none): the field shows only for points; a memo has no question side. */
  initialFront?: string | null;
  /** Resolves when saved; rejects to keep the modal open. `front` only for points (blank: none). */
  onSave(content: string, front?: string): Promise<void>;
  onClose(): void;
}

/** 编辑: change the text of a post (and a point's 正面); the text is all an edit may change (ARCHITECTURE §4). */
export function EditPostModal({ initialContent, initialFront, onSave, onClose }: EditPostModalProps) {
  const [content, setContent] = useState(initialContent);
  const hasFront = initialFront !== undefined;
  const [front, setFront] = useState(initialFront ?? '');
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = content.trim() === initialContent.trim() && front.trim() === (initialFront ?? '').trim();
  const limit = hasFront ? JAR_ITEM_MAX_LENGTH : MEMO_MAX_LENGTH;

  const save = async () => {
    setSaving(true);
    try {
      await (hasFront ? onSave(content, front) : onSave(content));
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
      {hasFront ? (
        <Input.TextArea
          aria-label="正面（可选）"
          placeholder="正面（可选）：复习时先显示的问题"
          value={front}
          maxLength={JAR_ITEM_MAX_LENGTH}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => setFront(event.target.value)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Input.TextArea
        ref={box}
        aria-label="内容"
        value={content}
        maxLength={limit}
        showCount
        autoSize={{ minRows: 4, maxRows: 12 }}
        onChange={(event) => setContent(event.target.value)}
        style={{ marginBottom: 20 }}
      />
    </Modal>
  );
}
