// The text/event-stream side of POST /api/ai/stream: chunks of text, the last with finishReason STOP, or FatalError.
import { AI_FATAL_EVENT, FINISH_REASON_STOP, type AiFatalError, type StreamChunk } from '@memory/contracts';
import type { FastifyReply } from 'fastify';
import { openEventStream as openRawEventStream } from '../../http/event-stream';

interface AiEventStream {
  chunk(text: string): void;
  stop(): void;
  fatal(error: AiFatalError): void;
  end(): void;
}

export function openEventStream(reply: FastifyReply): AiEventStream {
  const stream = openRawEventStream(reply);
  const data = (chunk: StreamChunk) => stream.send(null, chunk);
  return {
    chunk: (text) => data({ text, metadata: { finishReason: null } }),
    stop: () => data({ text: '', metadata: { finishReason: FINISH_REASON_STOP } }),
    fatal: (error) => stream.send(AI_FATAL_EVENT, error),
    end: () => stream.end(),
  };
}
