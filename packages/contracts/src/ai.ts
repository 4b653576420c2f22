// AI stream request and chunk: POST /api/ai/stream (server-sent events).
import { Type, type Static } from '@sinclair/typebox';
import { AI_PROMPT_MAX_LENGTH, MEMO_MAX_LENGTH } from './limits';
import { Nullable, StringEnum } from './schema-helpers';

export const AI_REQUEST_TYPES = ['explainer', 'memoChat', 'exam', 'expand'] as const;
export type AiRequestType = (typeof AI_REQUEST_TYPES)[number];

export const AiRequest = Type.Object({
  type: StringEnum(AI_REQUEST_TYPES),
  prompt: Type.String({ maxLength: AI_PROMPT_MAX_LENGTH }),
  memoContent: Type.Optional(Type.String({ maxLength: MEMO_MAX_LENGTH })),
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
