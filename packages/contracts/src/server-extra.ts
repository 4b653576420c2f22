// Server-only request bodies that no screen sends (added by the server engineer; see packages/server).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Timestamp } from './schema-helpers';

/** The test clock (packages/server/testing/routes/clock.ts, NODE_ENV=test only): pin the server's "now"; null returns to the wall clock. */
export const TestClockBody = Type.Object({ now: Nullable(Timestamp) });
export type TestClockBody = Static<typeof TestClockBody>;
export const TestClockState = Type.Object({ now: Timestamp });
export type TestClockState = Static<typeof TestClockState>;

/**
 * The query of a signed blob URL (/api/blobs/{id}?expires&signature): PUT uploads the file body, GET reads it.
 * `expires` is Unix seconds; `signature` an HMAC the server made when it handed the URL out.
 */
export const SignedBlobQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ minLength: 1, maxLength: 128 }),
});
export type SignedBlobQuery = Static<typeof SignedBlobQuery>;
