import { Suspense, useEffect, useReducer, useState, type ClipboardEvent } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Flex, Input } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { MEMO_MAX_LENGTH, hrefTo } from '@memory/contracts';
import { TAKEOVER_READY_ATTRIBUTE } from '@memory/contracts/prerender';
import { apiErrorMessage, useCreateMemoMutation, useDefaultCurveId } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { useLeaveGuard } from '@memory/remote-runtime';
import { ExplainButton } from '../../features/ai/explain/ExplainButton';
import { useDraftExplanation } from '../../features/ai/explain/useDraftExplanation';
import { ExplanationBody } from '../../features/ai/explain/LazyExplanationBody';
import { usePremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { aiTexts } from '../../features/ai/texts';
import { canRecord, emptyMemoDraft, memoDraftReducer } from './memoDraft';
import { TagInput } from './TagInput';
import { CurvePicker } from './CurvePicker';
import { useFormSettled } from './useFormSettled';
import { AttachmentPicker } from './attachments/AttachmentPicker';
import { useAttachmentUploads } from './attachments/useAttachmentUploads';
import { rememberMemoTags } from './localMemoTags';
import { forgetMemoDraft, keepMemoDraft, readStoredMemoDraft } from './storedMemoDraft';
import { paths } from '../../paths';

/** Said when a paste would take the text past the limit (the box keeps only what fits). */
export const PASTE_CUT_MESSAGE = `粘贴的内容超过 ${MEMO_MAX_LENGTH} 字的上限，超出的部分没有粘贴进来`;

/** Asked before leaving with unrecorded text for another page of the app. */
export const LEAVE_MESSAGE = '这条 MEMO 还没有记录。离开后内容会保存为草稿，回到新建 MEMO 可以接着写。';

/**
 * 新建 MEMO: write a short text with tags, images and videos, pick its curve and 记录 it; 智能解释 streams an
 * explanation that is recorded with the memo. The text, tags and curve are kept as this user's draft in the
 * browser until recorded, and closing or reloading the tab with unrecorded text asks first.
 */
export function NewMemoPage() {
  const { message } = App.useApp();
  const [stored] = useState(readStoredMemoDraft);
  const [draft, dispatch] = useReducer(memoDraftReducer, emptyMemoDraft, (empty) => ({ ...empty, content: stored?.content ?? '' }));
  const [tags, setTags] = useState<string[]>(stored?.tags ?? []);
  const [pickedCurveId, setPickedCurveId] = useState<string | null>(stored?.curveId ?? null);
  const defaultCurveId = useDefaultCurveId();
  const curveId = pickedCurveId ?? defaultCurveId;
  // Unknown until the account arrives: the picker waits rather than flashing locked or unlocked.
  const access = usePremiumAccess();
  const attachmentsLocked = access !== 'premium';
  const explanation = useDraftExplanation(draft.content);
  const attachments = useAttachmentUploads();
  const [createMemo] = useCreateMemoMutation();
  const settled = useFormSettled();

  useEffect(() => {
    if (draft.status === 'saving') return;
    keepMemoDraft({ content: draft.content, tags, curveId: pickedCurveId });
  }, [draft.content, draft.status, tags, pickedCurveId]);

  const unsaved = draft.content.trim() !== '';
  // Another page of the app, from a link, the menu or 后退: asked first (the draft is kept either way).
  useLeaveGuard(unsaved && draft.status !== 'saving' ? LEAVE_MESSAGE : null);
  useEffect(() => {
    if (!unsaved) return;
    // The browser's own "leave site?" question on reload or close; the draft is kept either way.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const record = async () => {
    dispatch({ type: 'saving' });
    try {
      await createMemo({ content: draft.content, aiExplained: explanation.forRecord, tags, attachments: attachments.refs, curveId }).unwrap();
      rememberMemoTags(tags);
      setTags([]);
      attachments.clear();
      explanation.clear();
      forgetMemoDraft();
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'failed', error: apiErrorMessage(error, '创建失败，请稍后重试') });
    }
  };

  // Pasted images are uploaded like picked ones (SPEC §5: pasted files only if images); pasted text past the
  // limit is cut by the box, and said.
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted && box.value.length - (box.selectionEnd - box.selectionStart) + pasted.length > MEMO_MAX_LENGTH) {
      message.warning(PASTE_CUT_MESSAGE);
    }
    const images = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (images.length === 0 || attachmentsLocked) return;
    event.preventDefault();
    attachments.addFiles(images, 'IMAGE');
  };

  const finished = draft.status === 'finished';

  return (
    <PageFrame
      title="新建 MEMO"
      // Memos written elsewhere come in through the import page (mf-jars), which takes a flomo export.
      extra={<Link to={hrefTo.importFlomo}>从 flomo 导入</Link>}
    >
      <Flex vertical gap={12}>
        {/* The page served prerendered gives way once nothing below the box moves any more (shell's takeover.ts). */}
        {settled ? <span hidden {...{ [TAKEOVER_READY_ATTRIBUTE]: '' }} /> : null}
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
          onPaste={paste}
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
        {finished ? (
          // On the page, not a toast: it stays until the next edit, and its link is inside the remote's router.
          <Alert
            type="success"
            showIcon
            role="status"
            title={
              <span>
                已记录，<Link to={paths.memos}>去 MEMOS 查看</Link>
              </span>
            }
          />
        ) : null}
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
