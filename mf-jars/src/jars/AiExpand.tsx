import { aiErrorMessage, useAiStream } from '@memory/api/ai';
import { AiExpandButton, type AiExpandButtonProps } from '@memory/design-system/ai-expand';

export type AiExpandProps = Omit<AiExpandButtonProps, 'stream' | 'describeError'>;

/** AI 扩写 on the api's AI stream: the design system's button is UI only; the stream stops when this goes away. */
export function AiExpand(props: AiExpandProps) {
  const stream = useAiStream();
  return <AiExpandButton {...props} stream={stream} describeError={aiErrorMessage} />;
}
