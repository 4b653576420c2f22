// The one AI stream call (SPEC §7): POST /ai/stream as server-sent events over @microsoft/fetch-event-source.
// Chunks are appended until finishReason STOP; a FatalError event or a non-OK open rejects at once; other failures
// (network drop, a stream that ends without STOP) are retried after AI_STREAM_RETRY_MS a bounded number of times.
// Imported only through lazyStreamAi, so this module and fetch-event-source load together on the first stream.
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import {
  AI_FATAL_EVENT,
  AI_STREAM_RETRY_MS,
  FINISH_REASON_STOP,
  type AiRequest,
  type StreamChunk,
} from '@memory/contracts';
// The package's own root, not '../auth/bridge' etc.: in a remote this subpath is bundled into the remote, and only
// the shared '@memory/api' singleton holds the page's auth bridge and base URL.
import { getApiBaseUrl, getAuthBridge } from '@memory/api';
import { AI_FAILURE_TEXT, AiStreamError, createAbortError } from './errors';
import { openFailure } from './openFailure';
import { AI_STREAM_DEFAULT_MAX_RETRIES, type StreamAiOptions } from './streamOptions';

const EVENT_STREAM = 'text/event-stream';

/** A failure worth another attempt; anything else that reaches onerror is rethrown. */
class RetriableStreamError extends Error {}

/** Resolves with the full text once a chunk says STOP. */
export async function streamAi(request: AiRequest, options: StreamAiOptions): Promise<string> {
  const { onText, signal, maxRetries = AI_STREAM_DEFAULT_MAX_RETRIES } = options;
  const token = await getAuthBridge()?.getAccessToken();
  if (signal?.aborted) throw createAbortError();

  // Ends the whole stream: the caller's abort, or our own once STOP has arrived (never wait on the socket).
  const stream = new AbortController();
  const forwardAbort = () => stream.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let full = '';
  let finished = false;
  let retries = 0;
  try {
    await fetchEventSource(`${getApiBaseUrl()}/ai/stream`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(request),
      signal: stream.signal,
      // Without this the library aborts on visibilitychange and re-sends the request when the tab shows again.
      openWhenHidden: true,
      async onopen(response) {
        if (response.ok && response.headers.get('content-type')?.startsWith(EVENT_STREAM)) {
          full = ''; // a retry streams the answer again from the start
          return;
        }
        throw await openFailure(response);
      },
      onmessage(message) {
        if (finished) return;
        if (message.event === AI_FATAL_EVENT) throw fatalFromEvent(message);
        if (message.event && message.event !== 'message') return;
        if (!message.data) return; // comments / keep-alives
        const chunk = parseChunk(message.data);
        if (!chunk) throw new AiStreamError('fatal', 'AI_BAD_EVENT', AI_FAILURE_TEXT);
        if (chunk.text) {
          full += chunk.text;
          onText(chunk.text, full);
        }
        if (chunk.metadata.finishReason === FINISH_REASON_STOP) {
          finished = true;
          stream.abort();
        }
      },
      onclose() {
        if (!finished) throw new RetriableStreamError('stream ended without STOP');
      },
      // Throwing stops the library; returning a number retries after that many ms.
      onerror(error: unknown) {
        if (error instanceof AiStreamError) throw error;
        if (retries >= maxRetries) throw new AiStreamError('network', 'NETWORK', AI_FAILURE_TEXT);
        retries += 1;
        return AI_STREAM_RETRY_MS;
      },
    });
  } finally {
    signal?.removeEventListener('abort', forwardAbort);
  }
  // The library resolves (rather than rejects) when its signal aborts: STOP, or the caller gave up.
  if (finished) return full;
  throw createAbortError();
}


function fatalFromEvent(message: EventSourceMessage): AiStreamError {
  let data: unknown = null;
  try {
    data = JSON.parse(message.data);
  } catch {
    // a FatalError without a readable body is still fatal
  }
  const candidate = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const code = typeof candidate.code === 'string' ? candidate.code : 'AI_UPSTREAM_FAILED';
  const text = typeof candidate.message === 'string' && candidate.message ? candidate.message : AI_FAILURE_TEXT;
  return new AiStreamError(code === 'AI_NOT_CONFIGURED' ? 'not-configured' : 'fatal', code, text);
}

function parseChunk(data: string): StreamChunk | null {
  try {
    const value = JSON.parse(data) as Partial<StreamChunk> | null;
    const finishReason = value?.metadata?.finishReason;
    if (typeof value?.text !== 'string') return null;
    if (finishReason !== null && typeof finishReason !== 'string') return null;
    return { text: value.text, metadata: { finishReason } };
  } catch {
    return null;
  }
}
