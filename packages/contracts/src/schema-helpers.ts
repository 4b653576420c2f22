// Small TypeBox builders shared by every domain file, so all schemas spell ids, pages and enums the same way.
import { Type, type Static, type TSchema, type TLiteral, type TUnion } from '@sinclair/typebox';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './limits';

/** A union of string literals built from a const tuple: `StringEnum(BATCH_MODES)`. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<TLiteral<T[number]>[]>;
}

/** `T | null` — used where a field exists but may be unset (e.g. a username not chosen yet). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Server-generated identifiers are opaque strings. */
export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'opaque identifier' });

/**
 * ISO 8601 timestamp in UTC, e.g. 2026-11-22T08:00:00.000Z. `format` is checked by the server's Ajv (ajv-formats)
 * and, through './validation', by TypeBox with the same rules.
 */
export const Timestamp = Type.String({ format: 'date-time', maxLength: 40, description: 'ISO 8601 date-time, UTC' });

/** A calendar day in Asia/Shanghai, YYYY-MM-DD (a real one: no 2026-02-30). */
export const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (Asia/Shanghai)' });

/** Non-blank text: at least one non-whitespace character. */
export const NonBlankText = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * Query of every `/page` endpoint. Pages are 1-based. The server clamps nothing: an out-of-range size is a 400.
 */
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
});
export type PageQuery = Static<typeof PageQuery>;

/** Every paged response: `{ entries, total, page, size }`. */
export const PageOf = <T extends TSchema>(entry: T) =>
  Type.Object({
    entries: Type.Array(entry),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
  });

export interface Page<T> {
  entries: T[];
  total: number;
  page: number;
  size: number;
}

/** Responses the spec wraps in `data` (attachment upload URL, pay redirect). */
export const DataOf = <T extends TSchema>(data: T) => Type.Object({ data });
