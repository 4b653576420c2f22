import type { FastifyServerOptions } from 'fastify';

/**
 * What the logs may hold: ids, routes, status codes and error kinds — never user text (memo content, tags,
 * search words, SQL parameters) or secrets (bearer tokens, signed-URL signatures). Fastify's request log prints
 * the URL, whose query carries search words and signatures, so the query's values are replaced by "…" here.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: {
      ...(logger as { serializers?: Record<string, unknown> }).serializers,
      req: (request: { method: string; url: string; hostname?: string; ip?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        url: redactQuery(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** `/api/memo-tags/page?keyword=私事&page=2` → `/api/memo-tags/page?keyword=…&page=…`: names stay, values go. */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 64)}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/**
 * An error as the log may keep it. drizzle's query errors read "Failed query: <sql>\nparams: <values>", and the
 * driver's errors carry a `detail` such as "Key (username)=(…)": the SQL text stays (placeholders only), the
 * parameters and details go; the stack keeps its frames, not its first line (which repeats the message).
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const value = error as ErrorLike;
  const message = typeof value.message === 'string' ? withoutParams(value.message) : undefined;
  const frames = typeof value.stack === 'string' ? value.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined;
  return {
    type: typeof value.name === 'string' ? value.name : 'Error',
    ...(message !== undefined ? { message } : {}),
    ...(typeof value.code === 'string' || typeof value.code === 'number' ? { code: value.code } : {}),
    ...(typeof value.constraint === 'string' ? { constraint: value.constraint } : {}),
    ...(typeof value.table === 'string' ? { table: value.table } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(value.cause !== undefined && depth < 3 ? { cause: safeError(value.cause, depth + 1) } : {}),
  };
}

function withoutParams(message: string): string {
  const params = message.indexOf('\nparams:');
  return params < 0 ? message : `${message.slice(0, params)}\nparams: [redacted]`;
}
