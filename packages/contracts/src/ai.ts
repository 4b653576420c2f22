// AI stream request and events: POST /api/ai/stream (server-sent events, SPEC §7).
//
// Wire format of the response (text/event-stream):
//   data: {"text":"…","metadata":{"finishReason":null}}      one per chunk, appended by the client
//   data: {"text":"","metadata":{"finishReason":"STOP"}}     the last event of a good stream
//   event: FatalError
//   data: {"code":"AI_UPSTREAM_FAILED","message":"…"}        ends the stream; the client never retries it
// Before the stream opens the server may answer with a plain JSON ApiError instead (400 / 401 / 403
// PREMIUM_REQUIRED / 413 / 429 RATE_LIMITED); the client treats any non-OK open as fatal.
import { Type, type Static } from '@sinclair/typebox';
import { AI_PROMPT_MAX_LENGTH, MEMO_MAX_LENGTH } from './limits';
import { Nullable, StringEnum } from './schema-helpers';

export const AI_REQUEST_TYPES = ['explainer', 'memoChat', 'exam', 'expand'] as const;
export type AiRequestType = (typeof AI_REQUEST_TYPES)[number];

/** Premium-only types (ARCHITECTURE §4 Plans): 403 PREMIUM_REQUIRED for TRAIL / free / expired accounts. */
export const AI_PREMIUM_TYPES: readonly AiRequestType[] = ['explainer', 'exam'];

/** Our choice: how much chat history one request may carry. */
export const AI_CHAT_HISTORY_MAX_MESSAGES = 20;
export const AI_CHAT_MESSAGE_MAX_LENGTH = 8192;
/** Our choice: the content an AI call is about (a memo is ≤ 2048, a knowledge point may be longer). */
export const AI_CONTENT_MAX_LENGTH = Math.max(MEMO_MAX_LENGTH, 8192);

export const AiChatMessage = Type.Object({
  role: StringEnum(['user', 'assistant'] as const),
  content: Type.String({ maxLength: AI_CHAT_MESSAGE_MAX_LENGTH }),
});
export type AiChatMessage = Static<typeof AiChatMessage>;

export const AiRequest = Type.Object({
  type: StringEnum(AI_REQUEST_TYPES),
  /** explainer / exam: may be empty; memoChat: the user's new message; expand: the text to expand. */
  prompt: Type.String({ maxLength: AI_PROMPT_MAX_LENGTH }),
  /** The memo or knowledge point the call is about. */
  memoContent: Type.Optional(Type.String({ maxLength: AI_CONTENT_MAX_LENGTH })),
  /** A knowledge point's 正面 (question side): exam then quizzes the answer (memoContent), not the whole text. */
  front: Type.Optional(Type.String({ maxLength: AI_CONTENT_MAX_LENGTH })),
  /** memoChat only: the conversation so far, oldest first, without the new prompt. */
  history: Type.Optional(Type.Array(AiChatMessage, { maxItems: AI_CHAT_HISTORY_MAX_MESSAGES })),
});
export type AiRequest = Static<typeof AiRequest>;

/** Text chunks are appended until metadata.finishReason is STOP. */
export const FINISH_REASON_STOP = 'STOP';
export const AI_FATAL_EVENT = 'FatalError';

export const StreamChunk = Type.Object({
  text: Type.String(),
  metadata: Type.Object({ finishReason: Nullable(Type.String()) }),
});
export type StreamChunk = Static<typeof StreamChunk>;

export const AI_FATAL_CODES = [
  /** No AI_BASE_URL configured: the UI says AI is not configured (not the generic failure text). */
  'AI_NOT_CONFIGURED',
  /** Upstream refused, failed mid-stream, sent malformed data. */
  'AI_UPSTREAM_FAILED',
  /** Upstream did not answer in time. */
  'AI_TIMEOUT',
  /** exam: the model's question was not valid JSON twice. */
  'AI_BAD_OUTPUT',
] as const;
export type AiFatalCode = (typeof AI_FATAL_CODES)[number];

/** Data of the FatalError event. */
export const AiFatalError = Type.Object({
  code: StringEnum(AI_FATAL_CODES),
  /** Chinese, safe to show. */
  message: Type.String(),
});
export type AiFatalError = Static<typeof AiFatalError>;

export const AI_NOT_CONFIGURED_MESSAGE = 'AI 功能尚未配置，请联系管理员设置 AI 服务';

/** The FatalError event's message for each code (the browser shows its own generic text for most of them). */
export const AI_FATAL_MESSAGES: Readonly<Record<AiFatalCode, string>> = {
  AI_NOT_CONFIGURED: AI_NOT_CONFIGURED_MESSAGE,
  AI_UPSTREAM_FAILED: 'AI 服务出错了，请稍后重试',
  AI_TIMEOUT: 'AI 服务响应超时，请稍后重试',
  AI_BAD_OUTPUT: 'AI 没能生成有效的题目，请稍后重试',
};

/** exam: the streamed text, once complete (STOP), is this JSON, validated by the server before it is sent. */
export const EXAM_OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;
export type ExamOptionKey = (typeof EXAM_OPTION_KEYS)[number];

export const ExamQuestion = Type.Object({
  question: Type.String({ minLength: 1, maxLength: 1000 }),
  options: Type.Object({
    A: Type.String({ minLength: 1, maxLength: 500 }),
    B: Type.String({ minLength: 1, maxLength: 500 }),
    C: Type.String({ minLength: 1, maxLength: 500 }),
    D: Type.String({ minLength: 1, maxLength: 500 }),
  }),
  answer: StringEnum(EXAM_OPTION_KEYS),
});
export type ExamQuestion = Static<typeof ExamQuestion>;

/** Parses a completed exam stream; null when the text is not a valid question (never trust the wire). */
export function parseExamQuestion(text: string): ExamQuestion | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  const options = candidate.options as Record<string, unknown> | undefined;
  if (typeof candidate.question !== 'string' || !candidate.question.trim()) return null;
  if (typeof options !== 'object' || options === null) return null;
  if (!EXAM_OPTION_KEYS.every((key) => typeof options[key] === 'string' && (options[key] as string).trim())) return null;
  if (!EXAM_OPTION_KEYS.includes(candidate.answer as ExamOptionKey)) return null;
  return {
    question: candidate.question,
    options: { A: options.A as string, B: options.B as string, C: options.C as string, D: options.D as string },
    answer: candidate.answer as ExamOptionKey,
  };
}
