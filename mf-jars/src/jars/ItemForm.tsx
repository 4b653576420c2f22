import { useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Input, type GetRef } from 'antd';
import { JAR_ITEM_MAX_LENGTH } from '@memory/contracts';
import { AiExpand } from './AiExpand';

export interface ItemFormProps {
  initialContent?: string;
  submitLabel: string;
  submitting: boolean;
  error?: ReactNode;
  onSubmit(content: string): void;
  /**
   * 保存并继续 (adding only): saves and, once saved (resolves true), leaves the form open, empty, with the focus in
   * the text for the next point.
   */
  onSubmitAndContinue?(content: string): Promise<boolean>;
  onCancel(): void;
}

/**
 * A knowledge point's text (≤ 2048) with AI 扩写. Save is disabled while empty, and when editing also while the
 * text is unchanged (SPEC §5).
 */
export function ItemForm({ initialContent = '', submitLabel, submitting, error, onSubmit, onSubmitAndContinue, onCancel }: ItemFormProps) {
  const [content, setContent] = useState(initialContent);
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const trimmed = content.trim();
  const unchanged = content === initialContent;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && !unchanged) onSubmit(content);
      }}
      style={{ maxWidth: 720 }}
    >
      <Flex vertical gap={12}>
        <Input.TextArea
          ref={box}
          aria-label="知识点内容"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={JAR_ITEM_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 5, maxRows: 16 }}
          placeholder="写下要记住的知识点…"
        />
        <AiExpand text={content} onExpanded={setContent} disabled={submitting} />
        {error}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={submitting} disabled={!trimmed || unchanged}>
            {submitLabel}
          </Button>
          {onSubmitAndContinue ? (
            <Button
              disabled={!trimmed || unchanged || submitting}
              onClick={() =>
                void onSubmitAndContinue(content).then((saved) => {
                  if (!saved) return;
                  setContent('');
                  box.current?.focus();
                })
              }
            >
              保存并继续
            </Button>
          ) : null}
          <Button onClick={onCancel}>取消</Button>
        </Flex>
      </Flex>
    </form>
  );
}
