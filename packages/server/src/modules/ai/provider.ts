// Streaming chat completions from any OpenAI-compatible service (OpenAI, DeepSeek, Qwen, Ollama, vLLM…).
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { AiSettings } from '../../config';
import { AiFailure } from './failures';
import type { ChatMessage } from './prompts';

export interface ChatProvider {
  /**
   * The reply's text pieces as they arrive. Throws AiFailure (upstream error, malformed data, timeout).
   * Aborting `signal` or leaving the loop early cancels the upstream request.
   */
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}

type ProviderSettings = Pick<AiSettings, 'apiKey' | 'model' | 'timeoutMs' | 'maxDurationMs'> & { baseUrl: string };

export function openAiCompatibleProvider(settings: ProviderSettings): ChatProvider {
  const url = `${settings.baseUrl}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  return {
    async *stream(messages, signal) {
      const upstream = new AbortController();
      let timedOut = false;
      const timeOut = () => {
        timedOut = true;
        upstream.abort();
      };
      // Idle: the first byte and every later gap; cap: the whole call, so a trickle cannot hold a stream forever.
      let idle = setTimeout(timeOut, settings.timeoutMs);
      const cap = setTimeout(timeOut, settings.maxDurationMs);
      const cancel = () => upstream.abort();
      signal.addEventListener('abort', cancel, { once: true });
      if (signal.aborted) cancel();

      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: settings.model, messages, stream: true }),
          signal: upstream.signal,
        });
        if (!response.ok || !response.body) {
          const body = await response.text().catch(() => '');
          throw new AiFailure('AI_UPSTREAM_FAILED', `upstream answered ${response.status}: ${body.slice(0, 300)}`);
        }
        const reader = completionReader();
        const decoder = new TextDecoder();
        for await (const bytes of response.body) {
          clearTimeout(idle);
          idle = setTimeout(timeOut, settings.timeoutMs);
          yield* reader.feed(decoder.decode(bytes as Uint8Array, { stream: true }));
          if (reader.done) return;
        }
        if (!reader.finished) throw new AiFailure('AI_UPSTREAM_FAILED', 'upstream stream ended before [DONE]');
      } catch (error) {
        if (error instanceof AiFailure) throw error;
        if (timedOut) throw new AiFailure('AI_TIMEOUT', `no answer within ${settings.timeoutMs} ms (cap ${settings.maxDurationMs} ms)`);
        throw new AiFailure('AI_UPSTREAM_FAILED', describe(error));
      } finally {
        clearTimeout(idle);
        clearTimeout(cap);
        signal.removeEventListener('abort', cancel);
        // Leaving early (client gone, [DONE] seen) must not leave the upstream connection streaming.
        upstream.abort();
      }
    },
  };
}

/** Turns the upstream SSE text into content deltas; `done` after [DONE], `finished` once a finish_reason came. */
function completionReader() {
  let pending: string[] = [];
  let failure: AiFailure | undefined;
  const state = { done: false, finished: false };
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      if (state.done || failure) return;
      if (event.data.trim() === '[DONE]') {
        state.done = true;
        state.finished = true;
        return;
      }
      const delta = parseDelta(event.data);
      if (delta instanceof AiFailure) failure = delta;
      else {
        if (delta.text) pending.push(delta.text);
        if (delta.finished) state.finished = true;
      }
    },
  });
  return {
    get done() {
      return state.done;
    },
    get finished() {
      return state.finished;
    },
    feed(text: string): string[] {
      parser.feed(text);
      if (failure) throw failure;
      const out = pending;
      pending = [];
      return out;
    },
  };
}

function parseDelta(data: string): { text: string; finished: boolean } | AiFailure {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return new AiFailure('AI_UPSTREAM_FAILED', `malformed upstream event: ${data.slice(0, 200)}`);
  }
  if (typeof value !== 'object' || value === null) return new AiFailure('AI_UPSTREAM_FAILED', 'upstream event is not an object');
  const chunk = value as { error?: unknown; choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }> };
  // Some providers report failures inside a 200 stream.
  if (chunk.error) return new AiFailure('AI_UPSTREAM_FAILED', `upstream error event: ${JSON.stringify(chunk.error).slice(0, 300)}`);
  // A usage-only event may carry no choices; it adds no text.
  const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
  const content = choice?.delta?.content;
  return { text: typeof content === 'string' ? content : '', finished: typeof choice?.finish_reason === 'string' };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
}
