// Server-only request bodies that no screen sends (added by the server engineer; see packages/server).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Timestamp } from './schema-helpers';

/** PUT /api/test/clock (NODE_ENV=test only): pin the server's "now"; null returns to the wall clock. */
export const TestClockBody = Type.Object({ now: Nullable(Timestamp) });
export type TestClockBody = Static<typeof TestClockBody>;
export const TestClockState = Type.Object({ now: Timestamp });
export type TestClockState = Static<typeof TestClockState>;
