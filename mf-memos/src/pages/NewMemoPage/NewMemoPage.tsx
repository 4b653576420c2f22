import { useReducer, useState, type ClipboardEvent } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { MEMO_MAX_LENGTH, isPremium } from '@memory/contracts';
import { apiErrorMessage, useCreateMemoMutation, useDefaultCurveId, useGetAccountQuery } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { canRecord, emptyMemoDraft, memoDraftReducer } from './memoDraft';
import { TagInput } from './TagInput';
import { CurvePicker } from './CurvePicker';
import { AttachmentPicker } from './attachments/AttachmentPicker';
import { useAttachmentUploads } from './attachments/useAttachmentUploads';
import { rememberMemoTags } from './localMemoTags';

/**
 * 新建 MEMO: write a short text with tags, images and videos, pick its curve and 记录 it.
 * 智能解释 arrives with the AI issue.
 */
export function NewMemoPage() {
  const [draft, dispatch] = useReducer(memoDraftReducer, emptyMemoDraft);
  const [tags, setTags] = useState<string[]>([]);
  const [pickedCurveId, setPickedCurveId] = useState<string | null>(null);
  const defaultCurveId = useDefaultCurveId();
  const curveId = pickedCurveId ?? defaultCurveId;
  const account = useGetAccountQuery();
  // Unknown until the account arrives: the picker waits rather than flashing locked or unlocked.
  const attachmentsLocked = !account.data || !isPremium(account.data, new Date());
  const attachments = useAttachmentUploads();
  const [createMemo] = useCreateMemoMutation();

  const record = async () => {
    dispatch({ type: 'saving' });
    try {
      await createMemo({ content: draft.content, aiExplained: '', tags, attachments: attachments.refs, curveId }).unwrap();
      rememberMemoTags(tags);
      setTags([]);
      attachments.clear();
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
        <TagInput tags={tags} onChange={setTags} />
        {account.data ? (
          <AttachmentPicker uploads={attachments.uploads} locked={attachmentsLocked} onFiles={attachments.addFiles} onRemove={attachments.remove} />
        ) : null}
        <CurvePicker value={curveId} onChange={setPickedCurveId} />
        {draft.error ? <Alert type="error" showIcon title={draft.error} role="alert" /> : null}
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={finished ? <CheckOutlined aria-label="已记录" /> : undefined}
            loading={draft.status === 'saving'}
            disabled={!canRecord(draft) || attachments.uploading}
            onClick={() => void record()}
          >
            记录
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
