import { useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { ClearOutlined, SendOutlined } from '@ant-design/icons';
import { AI_PROMPT_MAX_LENGTH, CHAT_INPUT_MAX_ROWS } from '@memory/contracts';
import { chatTexts } from './chatTexts';

/** Far from the limit a counter is only noise. */
const COUNTER_FROM = Math.floor(AI_PROMPT_MAX_LENGTH * 0.9);

export interface ChatComposerProps {
  busy: boolean;
  canClear: boolean;
  /** False when the message was not taken (a reply is still streaming): the text stays. */
  onSend(text: string): boolean;
  onClear(): void;
}

/** The message box (grows to 8 rows; Enter sends, Shift+Enter breaks the line), 发送 and 清空. */
export function ChatComposer({ busy, canClear, onSend, onClear }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const canSend = draft.trim().length > 0 && !busy;

  const send = () => {
    if (canSend && onSend(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter picks a candidate (typing Chinese), it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Flex gap={8} align="flex-end">
      <Input.TextArea
        aria-label={chatTexts.inputLabel}
        placeholder={chatTexts.placeholder}
        value={draft}
        maxLength={AI_PROMPT_MAX_LENGTH}
        // The limit shows as a counter before it cuts (it hangs below the box, so nothing moves when it appears).
        count={{ show: draft.length >= COUNTER_FROM, max: AI_PROMPT_MAX_LENGTH }}
        autoSize={{ minRows: 1, maxRows: CHAT_INPUT_MAX_ROWS }}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="primary" icon={<SendOutlined />} disabled={!canSend} onClick={send}>
        {chatTexts.send}
      </Button>
      <Button icon={<ClearOutlined />} disabled={!canClear} onClick={onClear}>
        {chatTexts.clear}
      </Button>
    </Flex>
  );
}
