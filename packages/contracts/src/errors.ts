// The one error body every API failure returns: `{ code, message, fields? }`.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './schema-helpers';

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiError = Type.Object({
  code: StringEnum(API_ERROR_CODES),
  /** Human-readable, in Chinese where a user may see it. */
  message: Type.String(),
  /** For 400s: field name (e.g. `content`, `tags`) → what is wrong with it. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ApiError = Static<typeof ApiError>;

/** HTTP status that goes with each code, so server and client agree. */
export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** Narrow an unknown JSON body to ApiError (checks shape, not the code list, to survive new codes). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}
