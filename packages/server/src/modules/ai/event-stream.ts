// The text/event-stream side of POST /api/ai/stream, written on the raw response (see routes.ts).
import { AI_FATAL_EVENT, FINISH_REASON_STOP, type AiFatalError, type StreamChunk } from '@memory/contracts';
import type { FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream (exam waits for the whole answer). */
const HEARTBEAT_MS = 15_000;

interface EventStream {
  chunk(text: string): void;
  stop(): void;
  fatal(error: AiFatalError): void;
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
  function data(chunk: StreamChunk) {
    write(`data: ${JSON.stringify(chunk)}\n\n`);
  }

  return {
    chunk: (text) => data({ text, metadata: { finishReason: null } }),
    stop: () => data({ text: '', metadata: { finishReason: FINISH_REASON_STOP } }),
    fatal: (error) => write(`event: ${AI_FATAL_EVENT}\ndata: ${JSON.stringify(error)}\n\n`),
    end() {
      clearInterval(heartbeat);
      if (!raw.writableEnded) raw.end();
    },
  };
}
