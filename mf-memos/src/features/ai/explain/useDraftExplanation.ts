import { useState } from 'react';
import { AI_EXPLANATION_MAX_LENGTH } from '@memory/contracts';
import { aiErrorMessage, useAiStream } from '@memory/api/ai';
import { explainRequest } from './explainRequest';

/**
 * The 智能解释 of the memo being written: it explains the text as it is when asked, stays when the text
 * is edited afterwards (then `stale` offers 重新生成), and only a complete one is recorded with the memo.
 */
export function useDraftExplanation(content: string) {
  const stream = useAiStream();
  const [explainedContent, setExplainedContent] = useState<string | null>(null);
  const streaming = stream.status === 'streaming';

  return {
    streaming,
    text: stream.text,
    error: stream.status === 'error' ? aiErrorMessage(stream.error) : null,
    /** Something to show: streaming, streamed, or failed. */
    shown: stream.status !== 'idle' || stream.text !== '',
    stale: explainedContent !== null && explainedContent !== content && !streaming,
    /** The aiExplained of the memo: a finished explanation, else nothing. */
    forRecord: stream.status === 'done' ? stream.text.slice(0, AI_EXPLANATION_MAX_LENGTH) : '',
    explain() {
      setExplainedContent(content);
      void stream.start(explainRequest(content));
    },
    /** After recording: the next memo starts without one. */
    clear() {
      stream.reset();
      setExplainedContent(null);
    },
  };
}
