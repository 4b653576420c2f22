import { Suspense, useState } from 'react';
import { Flex, Spin } from 'antd';
import { aiErrorIsRetryable, aiErrorMessage, useAiStream } from '@memory/api/ai';
import type { PremiumAccess } from '../premium/usePremiumAccess';
import { ExplanationBody } from './LazyExplanationBody';
import { ExplainButton } from './ExplainButton';
import { explainRequest } from './explainRequest';

export interface PostExplanationProps {
  /** The post's text, which is what gets explained. */
  content: string;
  /** The explanation saved with the memo: shown without asking the AI. */
  saved: string | null;
  access: PremiumAccess;
}

/**
 * A visible post's collapsible 智能解释: the first opening streams an explanation (unless one was saved
 * with the memo), the button toggles it afterwards, and 重新生成 asks again.
 */
export function PostExplanation({ content, saved, access }: PostExplanationProps) {
  const stream = useAiStream();
  const [open, setOpen] = useState(Boolean(saved));
  const asked = stream.status !== 'idle' || stream.text !== '';
  const text = asked ? stream.text : (saved ?? '');
  const canAsk = access === 'premium';
  const explain = () => void stream.start(explainRequest(content));

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (!text && !asked && canAsk) explain();
  };

  return (
    <Flex vertical gap={8}>
      <ExplainButton
        size="small"
        access={access}
        streaming={stream.status === 'streaming'}
        expanded={open}
        unlocked={Boolean(saved)}
        onClick={toggle}
      />
      {open ? (
        <Suspense fallback={<Spin size="small" />}>
          <ExplanationBody
            text={text}
            streaming={stream.status === 'streaming'}
            error={stream.status === 'error' ? aiErrorMessage(stream.error) : null}
            // No 重新生成 when asking again cannot help (AI is not configured on this server).
            onRegenerate={canAsk && (stream.status !== 'error' || aiErrorIsRetryable(stream.error)) ? explain : undefined}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}
