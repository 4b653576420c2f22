// What can go wrong with an AI stream, and the text the UI shows for it (GLOSSARY: 出错啦，请稍后重试).
import { AI_NOT_CONFIGURED_MESSAGE } from '@memory/contracts';

export type AiStreamErrorKind =
  /** A FatalError event, a non-OK open we have no better name for, or a malformed event: never retried. */
  | 'fatal'
  /** The server has no AI provider configured (FatalError AI_NOT_CONFIGURED). */
  | 'not-configured'
  /** 403 PREMIUM_REQUIRED: explainer and exam are for members. */
  | 'premium-required'
  /** 429 RATE_LIMITED. */
  | 'rate-limited'
  /** 401: the user is sent to sign in again. */
  | 'unauthorised'
  /** Network drops or streams that ended without STOP, after the bounded retries. */
  | 'network';

export class AiStreamError extends Error {
  override readonly name = 'AiStreamError';

  constructor(
    readonly kind: AiStreamErrorKind,
    /** The server's code (AI_UPSTREAM_FAILED, PREMIUM_REQUIRED, …) or ours (HTTP_500, NETWORK). */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const AI_FAILURE_TEXT = '出错啦，请稍后重试';
export const AI_PREMIUM_REQUIRED_TEXT = '该功能需要会员卡';

/** The inline text for a failed AI call. */
export function aiErrorMessage(error: unknown): string {
  if (!(error instanceof AiStreamError)) return AI_FAILURE_TEXT;
  switch (error.kind) {
    case 'not-configured':
      return error.message || AI_NOT_CONFIGURED_MESSAGE;
    case 'premium-required':
      return AI_PREMIUM_REQUIRED_TEXT;
    case 'rate-limited':
      return error.message || AI_FAILURE_TEXT;
    default:
      return AI_FAILURE_TEXT;
  }
}

/** Whether asking again can help: not when AI is not configured, nor for a plan without it (no 重试 then). */
export function aiErrorIsRetryable(error: unknown): boolean {
  return !(error instanceof AiStreamError && (error.kind === 'not-configured' || error.kind === 'premium-required'));
}

/** The rejection of an aborted stream (stop(), unmount, a newer start()); callers ignore it. */
export function createAbortError(): DOMException {
  return new DOMException('AI 请求已取消', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
