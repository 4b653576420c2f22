// A text/event-stream response written on the raw reply: the AI path (modules/ai) and AI 制卡 (modules/card-builder)
// stream through it.
import type { FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream (a model thinking before it writes). */
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** One event: `event: <name>` (omitted for the default "message") and its data as JSON. */
  send(event: string | null, data: unknown): void;
  /** Stops the heartbeat and ends the response (once). */
  end(): void;
}

/**
 * Takes the response over from Fastify and sends the SSE headers. Headers already set on the reply (CORS from
 * @fastify/cors's onRequest hook) are carried over; no onSend hook runs, so nothing compresses or buffers it.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const inherited = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | string[]
  >;
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);

  function write(text: string) {
    if (!raw.writableEnded && !raw.destroyed) raw.write(text);
  }

  return {
    send(event, data) {
      write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      if (!raw.writableEnded) raw.end();
    },
  };
}

/** Aborts when the client goes away before the response has ended (tab closed, page left). */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  const disconnected = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) disconnected.abort();
  });
  return disconnected.signal;
}
