import { Suspense, useReducer, useState, type ClipboardEvent } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { MEMO_MAX_LENGTH } from '@memory/contracts';
import { apiErrorMessage, useCreateMemoMutation, useDefaultCurveId } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { ExplainButton } from '../../features/ai/explain/ExplainButton';
import { useDraftExplanation } from '../../features/ai/explain/useDraftExplanation';
import { ExplanationBody } from '../../features/ai/explain/LazyExplanationBody';
import { usePremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { aiTexts } from '../../features/ai/texts';
import { canRecord, emptyMemoDraft, memoDraftReducer } from './memoDraft';
import { TagInput } from './TagInput';
import { CurvePicker } from './CurvePicker';
import { AttachmentPicker } from './attachments/AttachmentPicker';
import { useAttachmentUploads } from './attachments/useAttachmentUploads';
import { rememberMemoTags } from './localMemoTags';

/**
 * 新建 MEMO: write a short text with tags, images and videos, pick its curve and 记录 it; 智能解释 streams an
 * explanation that is recorded with the memo.
 */
export function NewMemoPage() {
  const [draft, dispatch] = useReducer(memoDraftReducer, emptyMemoDraft);
  const [tags, setTags] = useState<string[]>([]);
  const [pickedCurveId, setPickedCurveId] = useState<string | null>(null);
  const defaultCurveId = useDefaultCurveId();
  const curveId = pickedCurveId ?? defaultCurveId;
  // Unknown until the account arrives: the picker waits rather than flashing locked or unlocked.
  const access = usePremiumAccess();
  const attachmentsLocked = access !== 'premium';
  const explanation = useDraftExplanation(draft.content);
  const attachments = useAttachmentUploads();
  const [createMemo] = useCreateMemoMutation();

  const record = async () => {
    dispatch({ type: 'saving' });
    try {
      await createMemo({ content: draft.content, aiExplained: explanation.forRecord, tags, attachments: attachments.refs, curveId }).unwrap();
      rememberMemoTags(tags);
      setTags([]);
      attachments.clear();
      explanation.clear();
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'failed', error: apiErrorMessage(error, '创建失败，请稍后重试') });
    }
  };

  // Pasted images are uploaded like picked ones (SPEC §5: pasted files only if images).
  const pasteImages = (event: ClipboardEvent) => {
    const images = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (images.length === 0 || attachmentsLocked) return;
    event.preventDefault();
    attachments.addFiles(images, 'IMAGE');
  };

  const finished = draft.status === 'finished';

  return (
    <PageFrame title="新建 MEMO">
      <Flex vertical gap={12}>
        <Input.TextArea
          aria-label="MEMO 内容"
          // Writing is what this page is for: the box has the focus on arrival (no 20 Tabs to reach it).
          autoFocus
          placeholder="记下你想记住的内容…"
          value={draft.content}
          maxLength={MEMO_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 6, maxRows: 16 }}
          // The counter hangs below the box; keep the button clear of it.
          style={{ marginBottom: 20 }}
          onChange={(event) => dispatch({ type: 'edited', content: event.target.value })}
          onPaste={pasteImages}
        />
        {explanation.shown ? (
          <Suspense fallback={null}>
            <ExplanationBody
              text={explanation.text}
              streaming={explanation.streaming}
              error={explanation.error}
              notice={explanation.stale ? aiTexts.explanationStale : null}
              onRegenerate={access === 'premium' && draft.content.trim() ? explanation.explain : undefined}
            />
          </Suspense>
        ) : null}
        <TagInput tags={tags} onChange={setTags} />
        {access !== 'unknown' ? (
          <AttachmentPicker uploads={attachments.uploads} locked={attachmentsLocked} onFiles={attachments.addFiles} onRemove={attachments.remove} />
        ) : null}
        <CurvePicker value={curveId} onChange={setPickedCurveId} />
        {draft.error ? <Alert type="error" showIcon title={draft.error} role="alert" /> : null}
        <Flex justify="flex-end" align="center" gap={8} wrap>
          <ExplainButton
            access={access}
            streaming={explanation.streaming}
            disabled={!draft.content.trim()}
            onClick={explanation.explain}
          />
          <Button
            type="primary"
            icon={finished ? <CheckOutlined aria-label="已记录" /> : undefined}
            loading={draft.status === 'saving'}
            // A streaming explanation is recorded once it is complete, not cut off.
            disabled={!canRecord(draft) || attachments.uploading || explanation.streaming}
            onClick={() => void record()}
          >
            记录
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
