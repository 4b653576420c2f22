// AI 制卡's stream: POST /card-builder/runs (or …/{id}/continue) as server-sent events over
// @microsoft/fetch-event-source. Never retried: asking again would start another run (and charge the budget
// again); a run the connection lost is STOPPED on the server and the page offers 继续生成. Imported only through
// lazyStreamCardBuilder, so it loads with fetch-event-source on the first run.
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { AI_FATAL_EVENT, CARD_BUILDER_EVENTS, type CardBuilderRun, type CardBuilderRunSummary, type CardProposal } from '@memory/contracts';
// The package's own root: only the shared '@memory/api' singleton holds the page's auth bridge and base URL.
import { getApiBaseUrl, getAuthBridge } from '@memory/api';
import { AI_FAILURE_TEXT, AiStreamError, createAbortError } from './errors';
import { openFailure } from './openFailure';
import type { CardBuilderStreamOptions, CardBuilderStreamOutcome, CardBuilderStreamStart } from './cardBuilderStreamOptions';

const EVENT_STREAM = 'text/event-stream';

/** Resolves when the server ends the stream (`end`), with the run's final summary and the model's failure, if any. */
export async function streamCardBuilder(start: CardBuilderStreamStart, options: CardBuilderStreamOptions): Promise<CardBuilderStreamOutcome> {
  const { signal } = options;
  const token = await getAuthBridge()?.getAccessToken();
  if (signal?.aborted) throw createAbortError();
  const stream = new AbortController();
  const forwardAbort = () => stream.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let end: CardBuilderRunSummary | null = null;
  let failure: AiStreamError | null = null;
  const url = start.kind === 'new' ? '/card-builder/runs' : `/card-builder/runs/${encodeURIComponent(start.runId)}/continue`;
  try {
    await fetchEventSource(`${getApiBaseUrl()}${url}`, {
      method: 'POST',
      headers: {
        ...(start.kind === 'new' ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(start.kind === 'new' ? { body: JSON.stringify(start.body) } : {}),
      signal: stream.signal,
      // The run goes on while the tab is hidden; the library would otherwise close and re-send it.
      openWhenHidden: true,
      async onopen(response) {
        if (response.ok && response.headers.get('content-type')?.startsWith(EVENT_STREAM)) return;
        throw await openFailure(response, { fieldFirst: true });
      },
      onmessage(message) {
        if (!message.data) return;
        const data = JSON.parse(message.data) as unknown;
        switch (message.event) {
          case CARD_BUILDER_EVENTS.run:
            options.onRun(data as CardBuilderRun);
            break;
          case CARD_BUILDER_EVENTS.proposal:
            options.onProposal(data as CardProposal);
            break;
          case CARD_BUILDER_EVENTS.passage:
            options.onPassage((data as { index: number }).index);
            break;
          case CARD_BUILDER_EVENTS.end:
            end = data as CardBuilderRunSummary;
            stream.abort();
            break;
          case AI_FATAL_EVENT: {
            const fatal = data as { code?: string; message?: string };
            failure = new AiStreamError(fatal.code === 'AI_NOT_CONFIGURED' ? 'not-configured' : 'fatal', fatal.code ?? 'AI_UPSTREAM_FAILED', fatal.message || AI_FAILURE_TEXT);
            break;
          }
          default:
            break;
        }
      },
      onclose() {
        if (!end) throw new AiStreamError('network', 'NETWORK', '连接中断了，已生成的卡片都保留着，可以继续生成');
      },
      onerror(error: unknown) {
        if (error instanceof AiStreamError) throw error;
        throw new AiStreamError('network', 'NETWORK', '连接中断了，已生成的卡片都保留着，可以继续生成');
      },
    });
  } finally {
    signal?.removeEventListener('abort', forwardAbort);
  }
  if (end) return { run: end, failure };
  throw createAbortError();
}

