// Checking a body against a contract schema outside Fastify (fake backends, scripts), in the API error shape.
// A separate entry ('@memory/contracts/validation') so browser bundles that only need types never pull it in.
import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { ApiError } from './errors';

// The formats the contracts use (Day, Timestamp, a review event's uuid), by the very rules the server's Ajv applies (ajv-formats' full
// mode); TypeBox fails any value of a format it does not know.
const CHECKS = { date: fullFormats.date, 'date-time': fullFormats['date-time'] } as Record<string, { validate: (value: string) => boolean }>;
for (const [name, format] of Object.entries(CHECKS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => format.validate(value));
}
// ajv-formats gives uuid as a pattern, not a validator.
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => (fullFormats.uuid as RegExp).test(value));

export type { Static, TSchema };

/** Field name ('content', 'tags') → first problem found with it. Empty when the value is valid. */
export function fieldErrors(schema: TSchema, value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of Value.Errors(schema, value)) {
    const field = error.path.split('/').filter(Boolean)[0] ?? 'body';
    fields[field] ??= error.message;
  }
  return fields;
}

/** The parsed value when valid, else a 400 body naming the fields. */
export function validate<T extends TSchema>(
  schema: T,
  value: unknown,
): { ok: true; value: Static<T> } | { ok: false; error: ApiError } {
  const fields = fieldErrors(schema, value);
  const names = Object.keys(fields);
  if (names.length === 0) return { ok: true, value: value as Static<T> };
  return { ok: false, error: { code: 'BAD_REQUEST', message: `请求参数有误：${names.join('、')}`, fields } };
}
