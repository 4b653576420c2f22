import { Button, Flex } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { PremiumAccess } from '../premium/usePremiumAccess';
import { PremiumLockNote } from '../premium/PremiumLockNote';
import { aiTexts } from '../texts';
import { actionMark } from '../../../posts/postActions';

export interface ExplainButtonProps {
  access: PremiumAccess;
  streaming: boolean;
  /** Besides the lock: e.g. no text to explain. */
  disabled?: boolean;
  /** For a collapsible explanation: whether it is open. */
  expanded?: boolean;
  /** A saved explanation may be opened by anyone; only asking the AI is premium. */
  unlocked?: boolean;
  size?: 'small' | 'middle';
  onClick(): void;
}

/** 智能解释: loading while it streams; locked with a link to 会员卡 for free and trial accounts. */
export function ExplainButton({ access, streaming, disabled, expanded, unlocked, size, onClick }: ExplainButtonProps) {
  const locked = access === 'free' && !unlocked;
  return (
    <Flex gap={8} align="center" wrap>
      <Button
        size={size}
        // No icon when unlocked: every icon on /home/new-memo costs first-load bytes.
        icon={locked ? <LockOutlined /> : undefined}
        loading={streaming}
        aria-expanded={expanded}
        disabled={disabled || locked || (access === 'unknown' && !unlocked)}
        onClick={onClick}
        // MEMOS painted before the app runs replays a click on its own 智能解释 on this one.
        {...actionMark('explain')}
      >
        {aiTexts.explain}
      </Button>
      {locked ? <PremiumLockNote feature={aiTexts.explain} /> : null}
    </Flex>
  );
}
