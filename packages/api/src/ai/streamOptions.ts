// The options of streamAi, apart from its implementation (which is loaded on first use, see lazyStreamAi).
export const AI_STREAM_DEFAULT_MAX_RETRIES = 2;

export interface StreamAiOptions {
  /** Called for every non-empty chunk; `full` is the text so far (it starts again from '' after a retry). */
  onText(chunk: string, full: string): void;
  /** Aborting rejects with an AbortError (see isAbortError) and closes the request. */
  signal?: AbortSignal;
  /** Retries after a network error or a stream without STOP; default 2. */
  maxRetries?: number;
}
