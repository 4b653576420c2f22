// AI stream client (SPEC §7), the subpath '@memory/api/ai': the stream function, its error type and the React hook.
export { streamAi } from './lazyStreamAi';
export { AI_STREAM_DEFAULT_MAX_RETRIES, type StreamAiOptions } from './streamOptions';
export {
  AiStreamError,
  aiErrorMessage,
  aiErrorIsRetryable,
  isAbortError,
  AI_FAILURE_TEXT,
  AI_PREMIUM_REQUIRED_TEXT,
  type AiStreamErrorKind,
} from './errors';
export { useAiStream, type AiStreamStatus, type AiStreamState, type UseAiStream } from './useAiStream';
export { streamCardBuilder } from './lazyStreamCardBuilder';
export type { CardBuilderStreamOptions, CardBuilderStreamOutcome, CardBuilderStreamStart } from './cardBuilderStreamOptions';
