import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';

const shared = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const;

// Query strings and path parameters arrive as text, so "?page=2" must become 2. JSON bodies are typed
// already: coercing there would quietly accept `{"content": 42}`, which is a malformed body (400).
const coercing = new Ajv({ ...shared, coerceTypes: 'array' });
const exact = new Ajv({ ...shared, coerceTypes: false });

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}
