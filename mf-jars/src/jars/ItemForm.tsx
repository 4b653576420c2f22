import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Typography, type GetRef } from 'antd';
import { JAR_ITEM_MAX_LENGTH } from '@memory/contracts';
import { AiExpand } from './AiExpand';

/** What the form saves: the content, and the 正面 (null when left blank). */
export interface ItemFormValues {
  content: string;
  front: string | null;
}

export interface ItemFormProps {
  initialContent?: string;
  initialFront?: string | null;
  submitLabel: string;
  submitting: boolean;
  error?: ReactNode;
  onSubmit(values: ItemFormValues): void;
  /**
   * 保存并继续 (adding only): saves and, once saved (resolves true), leaves the form open, empty, with the focus in
   * the 正面 (or the text) for the next point.
   */
  onSubmitAndContinue?(values: ItemFormValues): Promise<boolean>;
  onCancel(): void;
}

/** Said above the content: the cloze markup a point may use. */
export const CLOZE_HELP = '填空写法：{{c1::答案}} 或 {{c1::答案::提示}}，复习时显示为 [...] 或 [提示]，点「查看」后填回答案。';

/**
 * A knowledge point: an optional 正面 (the question a hidden review shows), its text (≤ 2048, may hold cloze markup)
 * with AI 扩写. Save is disabled while the text is empty, and when editing also while nothing changed (SPEC §5).
 */
export function ItemForm({
  initialContent = '',
  initialFront = null,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onSubmitAndContinue,
  onCancel,
}: ItemFormProps) {
  const [content, setContent] = useState(initialContent);
  const [front, setFront] = useState(initialFront ?? '');
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const frontBox = useRef<GetRef<typeof Input.TextArea>>(null);
  const frontId = useId();
  const contentId = useId();
  const trimmed = content.trim();
  const unchanged = content === initialContent && (front.trim() ? front : null) === (initialFront?.trim() ? initialFront : null);
  const values = (): ItemFormValues => ({ content, front: front.trim() ? front : null });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && !unchanged) onSubmit(values());
      }}
      style={{ maxWidth: 720 }}
    >
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <label htmlFor={frontId}>正面（可选）</label>
          <Input.TextArea
            id={frontId}
            ref={frontBox}
            aria-label="正面（可选）"
            value={front}
            onChange={(event) => setFront(event.target.value)}
            maxLength={JAR_ITEM_MAX_LENGTH}
            autoSize={{ minRows: 1, maxRows: 6 }}
            placeholder="复习时先显示的问题，点「查看」再显示下面的内容"
          />
        </Flex>
        {/* The count hangs below the box: the margin keeps it off the next row. */}
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          <label htmlFor={contentId}>内容</label>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {CLOZE_HELP}
          </Typography.Text>
          <Input.TextArea
            id={contentId}
            ref={box}
            aria-label="知识点内容"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={JAR_ITEM_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 5, maxRows: 16 }}
            placeholder="写下要记住的知识点…"
          />
        </Flex>
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
                void onSubmitAndContinue(values()).then((saved) => {
                  if (!saved) return;
                  setContent('');
                  // A run of cards starts each at its 正面; plain points at the text.
                  if (front.trim()) {
                    setFront('');
                    frontBox.current?.focus();
                  } else box.current?.focus();
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
