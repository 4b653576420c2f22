/**
 * Requests derived from the API's own OpenAPI document (/api/docs/json): for every operation, path, query and body
 * values built from its schemas — valid ones, and the kinds of bad input a careless or hostile client sends (NUL
 * bytes, lone surrogates, "__proto__", huge or non-finite numbers, wrong types, overlong text). The server must
 * answer none of them with a 5xx, and every 400 must name a field of that operation (or `body`).
 *
 * Used by test/fuzz.test.ts (a few thousand requests in CI) and bench/fuzz.ts (50 000+).
 */
import fc from 'fast-check';
import type { App } from '../../src/app';

type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** Names a 400 may blame: the parameters, the body's top-level properties, `body`. */
  fields: Set<string>;
  /** The statuses the document lists for it (`responses`). */
  documented: Set<number>;
}

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  payload: string | undefined;
  contentType: string | undefined;
  signedIn: boolean;
}

export interface FuzzProblem {
  request: FuzzRequest;
  status: number;
  body: string;
  why: string;
}

export interface FuzzReport {
  total: number;
  byStatus: Record<number, number>;
  problems: FuzzProblem[];
  /** Statuses the server answered that the document does not list, by operation (`GET /api/…`): one example each. */
  undocumented: Map<string, Map<number, FuzzRequest>>;
}

/** Operations of the document, test hooks left out (they move the clock or grant memberships by design). */
export function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> }; responses?: Record<string, unknown> }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/test/')) continue;
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = (spec.parameters ?? []).filter((parameter) => parameter.in !== 'header');
      const body = spec.requestBody?.content?.['application/json']?.schema;
      // A multipart form (an import's file) is generated as JSON like any body, and its parts are its fields.
      const form = body ?? Object.values(spec.requestBody?.content ?? {})[0]?.schema;
      const fields = new Set<string>(['body', ...parameters.map((parameter) => parameter.name), ...Object.keys(form?.properties ?? {})]);
      const documented = new Set(Object.keys(spec.responses ?? {}).map(Number).filter(Number.isInteger));
      operations.push({ method: method.toUpperCase(), path, parameters, body, fields, documented });
    }
  }
  return operations;
}

/** Known ids of the signed-in user's own resources, so some requests reach the code behind the 404s. */
export interface FuzzIds {
  memoIds: string[];
  tagIds: string[];
  attachmentIds: string[];
}

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '',
  ' ',
  '\t\n',
  '%00',
  '%',
  '../../etc/passwd',
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '0',
  '1e300',
  '9223372036854775807',
  '-9223372036854775809',
  '1.5',
  'null',
  'true',
  "'; DROP TABLE memos; --",
  '\\',
  '"',
  '😀👨‍👩‍👧',
  '\u202eabc',
  '中文内容',
  'x'.repeat(70),
  'y'.repeat(3000),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  'image/png',
  'IMAGE',
  'VIDEO',
];

const NASTY_NUMBERS = [0, -1, 1, 2, 100, 101, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e300, 1.5, -0.5];

function stringFor(schema: Schema, ids: FuzzIds, name: string): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 40, unit: 'binary' })];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum.map(String)));
  if (schema.pattern === '^[A-Za-z0-9_-]+$') {
    const length = schema.minLength ?? 21;
    options.push(fc.string({ minLength: length, maxLength: length, unit: fc.constantFrom(...'ABCxyz019_-') }));
    if (ids.attachmentIds.length > 0) options.push(fc.constantFrom(...ids.attachmentIds));
  }
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    options.push(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)));
  }
  if (/id$/i.test(name)) {
    const pool = [...ids.memoIds, ...ids.tagIds, ...ids.attachmentIds, 'EBBINGHAUS', 'DAILY'];
    if (pool.length > 0) options.push(fc.constantFrom(...pool));
  }
  options.push(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60), unit: 'grapheme' }));
  return fc.oneof(...options);
}

function numberFor(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? Math.max(min + 1000, 1000);
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(...NASTY_NUMBERS, min - 1, max + 1));
}

/** A value for `schema`: mostly of its shape, sometimes of another type altogether. */
export function valueFor(schema: Schema, ids: FuzzIds, name = 'body', depth = 0): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom<unknown>(null, 42, -1, 'text', true, [], {}, [1, 2], { a: '\u0000' });
  const shaped = shapedValueFor(schema, ids, name, depth);
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
}

function shapedValueFor(schema: Schema, ids: FuzzIds, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => shapedValueFor(branch, ids, name, depth)));
  switch (schema.type) {
    case 'string':
      return stringFor(schema, ids, name);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, ids, name, depth + 1) : fc.anything(), { maxLength: Math.min((schema.maxItems ?? 5) + 2, 12) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, property]) => {
        const value = valueFor(property, ids, key, depth + 1);
        // Required fields are mostly present; optional ones half the time.
        return [key, fc.option(value, { freq: required.has(key) ? 12 : 2, nil: undefined })] as const;
      });
      const record = fc.record(Object.fromEntries(entries));
      const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', '\u0000', 'id'), fc.string({ maxLength: 8 }), { maxKeys: 2 });
      return fc.tuple(record, fc.option(extra, { freq: 4, nil: undefined })).map(([value, more]) => {
        const clean = Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
        return more ? { ...more, ...clean } : clean;
      });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** encodeURIComponent, but a lone surrogate goes out as its raw (WTF-8) bytes, as a hostile client may send. */
function encodeAny(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    if (part.length === 1 && /[\ud800-\udfff]/.test(part)) {
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(part);
  });
}

export function requestFor(operation: Operation, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = fc.tuple(...pathParameters.map((parameter) => stringFor(parameter.schema, ids, parameter.name)));
  const queryValues = fc.tuple(
    ...queryParameters.map((parameter) => fc.option(valueFor(parameter.schema, ids, parameter.name), { freq: 3, nil: undefined })),
  );
  const body = operation.body
    ? fc.oneof(
        { weight: 20, arbitrary: valueFor(operation.body, ids).map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { payload: '{"content": "unterminated', contentType: 'application/json' },
            { payload: '', contentType: 'application/json' },
            { payload: 'content=x', contentType: 'text/plain' },
            { payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' },
          ),
        },
      )
    : fc.constant(undefined);
  return fc.record({ pathValues, queryValues, body, signedIn: fc.integer({ min: 0, max: 19 }).map((draw) => draw > 0) }).map(
    ({ pathValues: path, queryValues: query, body: sent, signedIn }) => {
      let url = operation.path;
      pathParameters.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodeAny(path[index] ?? ''));
      });
      const pairs: string[] = [];
      queryParameters.forEach((parameter, index) => {
        const value = query[index];
        if (value === undefined) return;
        for (const text of queryValue(value)) pairs.push(`${encodeURIComponent(parameter.name)}=${encodeAny(text)}`);
      });
      return {
        operation: `${operation.method} ${operation.path}`,
        method: operation.method,
        url: pairs.length > 0 ? `${url}?${pairs.join('&')}` : url,
        payload: sent?.payload,
        contentType: sent?.contentType,
        signedIn,
      };
    },
  );
}

/** What is wrong with an answer, or null. */
export function judge(operation: Operation, status: number, text: string, request?: FuzzRequest): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status !== 400) return null;
  let body: { fields?: Record<string, unknown> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return '400 that is not JSON';
  }
  const named = Object.keys(body.fields ?? {});
  if (named.length === 0) return '400 without a field';
  // `path`: a path that does not decode; a top-level key the request itself sent is a fair thing to blame too.
  const sent = new Set(['path', ...topLevelKeys(request?.payload)]);
  // `events/3/reviewId` names an element of the field `events`: it counts as that field.
  const unknown = named.map((field) => field.split('/')[0] ?? field).filter((field) => !operation.fields.has(field) && !sent.has(field));
  if (unknown.length > 0) return `400 blames ${unknown.join(', ')}, not a field of this operation`;
  return null;
}

function topLevelKeys(payload: string | undefined): string[] {
  try {
    const value = JSON.parse(payload ?? 'null') as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

/**
 * Sends `runs` requests spread over every operation (seeded: the same seed sends the same requests) and returns
 * the answers by status and every problem found.
 */
export async function fuzzApi(app: App, token: string, ids: FuzzIds, options: { runs: number; seed: number; onProgress?: (done: number) => void }): Promise<FuzzReport> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = operationsOf(document);
  const arbitrary = fc.oneof(...operations.map((operation) => requestFor(operation, ids).map((request) => ({ operation, request }))));
  const report: FuzzReport = { total: 0, byStatus: {}, problems: [], undocumented: new Map() };
  const chunk = 500;
  for (let start = 0; start < options.runs; start += chunk) {
    const samples = fc.sample(arbitrary, { numRuns: Math.min(chunk, options.runs - start), seed: options.seed + start });
    for (const { operation, request } of samples) {
      const headers: Record<string, string> = {};
      if (request.signedIn) headers.authorization = `Bearer ${token}`;
      if (request.contentType) headers['content-type'] = request.contentType;
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      report.total += 1;
      report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
      const why = judge(operation, response.statusCode, response.body, request);
      if (why) report.problems.push({ request, status: response.statusCode, body: response.body.slice(0, 300), why });
      if (!operation.documented.has(response.statusCode)) {
        const key = `${operation.method} ${operation.path}`;
        const seen = report.undocumented.get(key) ?? new Map<number, FuzzRequest>();
        if (!seen.has(response.statusCode)) seen.set(response.statusCode, request);
        report.undocumented.set(key, seen);
      }
    }
    options.onProgress?.(report.total);
  }
  return report;
}
