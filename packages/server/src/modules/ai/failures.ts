import { AI_NOT_CONFIGURED_MESSAGE, type AiFatalCode, type AiFatalError } from '@memory/contracts';

/** Chinese, safe to show; the browser shows its own generic text for most of them. */
export const AI_FATAL_MESSAGES: Record<AiFatalCode, string> = {
  AI_NOT_CONFIGURED: AI_NOT_CONFIGURED_MESSAGE,
  AI_UPSTREAM_FAILED: 'AI 服务出错了，请稍后重试',
  AI_TIMEOUT: 'AI 服务响应超时，请稍后重试',
  AI_BAD_OUTPUT: 'AI 没能生成有效的题目，请稍后重试',
};

/** Ends an AI stream with the FatalError event; `detail` is for the log only (never sent). */
export class AiFailure extends Error {
  constructor(
    readonly code: AiFatalCode,
    readonly detail?: string,
  ) {
    super(AI_FATAL_MESSAGES[code]);
    this.name = 'AiFailure';
  }

  toEvent(): AiFatalError {
    return { code: this.code, message: this.message };
  }
}
