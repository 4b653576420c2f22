import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@memory/contracts';
import { badField } from './errors';

// Fastify's own validator compiler: its Ajv defaults (useDefaults, removeAdditional, allErrors: false) and
// ajv-formats, so `format: 'date'` / `'date-time'` in the contracts are checked. Two of them, because query strings
// and path parameters arrive as text ("?page=2" must become 2, Fastify's coerceTypes: 'array'), while JSON bodies
// are typed already: coercing there would quietly accept `{"content": 42}`, which is a malformed body (400).
const compilers = AjvCompiler();
const coercing = compilers({}, { customOptions: { strict: false } });
const exact = compilers({}, { customOptions: { strict: false, coerceTypes: false } });

/** Text PostgreSQL cannot store (NUL) or that is not Unicode at all (a lone UTF-16 surrogate). */
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this refuses
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = '含有无法保存的字符（空字符或不完整的 Unicode 字符），请删除后重试';

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? exact : coercing)(route));
  // Every route that takes a path parameter, query or body can answer 400 (the schema, or the hook below), so its
  // OpenAPI entry lists 400 even where the route's own declaration forgot it. onRoute runs before @fastify/swagger
  // reads the route (registered after this) and before Fastify compiles the response serializers.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> } | undefined;
    if (!schema?.response || '400' in schema.response || '4xx' in schema.response) return;
    if (schema.params || schema.querystring || schema.body) schema.response = { ...schema.response, 400: ApiError };
  });
  // The one place every text field, id and query value passes: before the schema, before any handler or query.
  // A callback hook: an async one would cost every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unstorableField(request);
    if (field === null) done();
    else done(badField(field, UNSTORABLE_TEXT_MESSAGE));
  });
}

/** The top-level name (`body` for a body that is not an object) of the first value holding unstorable text. */
function unstorableField(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string | null {
  for (const part of [request.params, request.query, request.body]) {
    if (typeof part === 'string') {
      if (UNSTORABLE_TEXT.test(part)) return 'body';
      continue;
    }
    if (!isWalkable(part)) continue;
    if (Array.isArray(part)) {
      if (part.some((value) => holdsUnstorableText(value, 1))) return 'body';
      continue;
    }
    for (const [key, value] of Object.entries(part)) {
      if (UNSTORABLE_TEXT.test(key)) return 'body';
      if (holdsUnstorableText(value, 1)) return key;
    }
  }
  return null;
}

/**
 * JSON values and the parsed query and path objects (whose prototypes are the parsers' own), never an upload's
 * stream or Buffer: those are bytes, not text.
 */
function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return true;
}

/** Nesting deeper than any contract allows is refused by the schema anyway; stop walking there. */
const MAX_DEPTH = 16;

function holdsUnstorableText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value);
  if (depth > MAX_DEPTH || !isWalkable(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE_TEXT.test(key) || holdsUnstorableText(item, depth + 1));
}
