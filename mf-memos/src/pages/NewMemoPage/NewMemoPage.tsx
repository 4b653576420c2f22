import { useReducer } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { MEMO_MAX_LENGTH } from '@memory/contracts';
import { apiErrorMessage, useCreateMemoMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { canRecord, emptyMemoDraft, memoDraftReducer } from './memoDraft';

/**
 * 新建 MEMO: write a short text and 记录 it; it then comes back on the user's default curve.
 * Tags, attachments, the curve picker and 智能解释 arrive with the memos and AI issues.
 */
export function NewMemoPage() {
  const [draft, dispatch] = useReducer(memoDraftReducer, emptyMemoDraft);
  const [createMemo] = useCreateMemoMutation();

  const record = async () => {
    dispatch({ type: 'saving' });
    try {
      await createMemo({ content: draft.content }).unwrap();
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'failed', error: apiErrorMessage(error, '创建失败，请稍后重试') });
    }
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
        />
        {draft.error ? <Alert type="error" showIcon title={draft.error} role="alert" /> : null}
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={finished ? <CheckOutlined aria-label="已记录" /> : undefined}
            loading={draft.status === 'saving'}
            disabled={!canRecord(draft)}
            onClick={() => void record()}
          >
            记录
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
