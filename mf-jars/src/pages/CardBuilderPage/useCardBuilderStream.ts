// The page's side of a run's stream: it writes the run into getCardBuilderRun's cache entry as the events arrive (the
// run first, then each card), so the inbox view reads one copy whether the cards came streaming or from a reload.
// Leaving the page closes the stream; the server then stops the run where it is, and 继续生成 goes on from there.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardBuilderRun, CreateCardBuilderRunBody } from '@memory/contracts';
import { api, cardBuilderApi, LIST, useAppDispatch } from '@memory/api';
import { isAbortError, streamCardBuilder, type AiStreamError } from '@memory/api/ai';

export interface CardBuilderStream {
  /** The run being streamed by this page, if any. */
  streamingRunId: string | null;
  /** The refusal before a run began, or the model's failure / a lost connection during one. */
  error: AiStreamError | Error | null;
  /** Starts a run; `onRun` gets its id as soon as the server has it (the page moves to the run's view). */
  start(body: CreateCardBuilderRunBody, onRun: (runId: string) => void): Promise<void>;
  /** 继续生成 of a stopped or failed run. */
  resume(runId: string): Promise<void>;
  /** Closes the stream (the server stops the run; 停止 also tells it to, see cancelCardBuilderRun). */
  close(): void;
  clearError(): void;
}

export function useCardBuilderStream(): CardBuilderStream {
  const dispatch = useAppDispatch();
  const controller = useRef<AbortController | null>(null);
  const [streamingRunId, setStreamingRunId] = useState<string | null>(null);
  const [error, setError] = useState<AiStreamError | Error | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (start: Parameters<typeof streamCardBuilder>[0], onRun?: (runId: string) => void) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setError(null);
      let runId: string | null = start.kind === 'continue' ? start.runId : null;
      if (runId) setStreamingRunId(runId);
      // upsertQueryData lands a tick later, and a patch of an entry without data is lost: the run's events wait for it.
      let cached: Promise<unknown> = Promise.resolve();
      const patch = (change: (draft: CardBuilderRun) => void) => {
        const id = runId;
        if (!id) return;
        cached = cached.then(() => dispatch(cardBuilderApi.util.updateQueryData('getCardBuilderRun', id, change)));
      };
      try {
        const outcome = await streamCardBuilder(start, {
          signal: current.signal,
          onRun(detail) {
            runId = detail.id;
            cached = Promise.resolve(dispatch(cardBuilderApi.util.upsertQueryData('getCardBuilderRun', detail.id, detail)));
            setStreamingRunId(detail.id);
            onRun?.(detail.id);
          },
          onProposal(proposal) {
            patch((draft) => {
              // A reply to an action taken meanwhile may already hold it.
              if (!draft.proposals.some((known) => known.id === proposal.id)) draft.proposals.push(proposal);
              draft.counts.pending = draft.proposals.filter((known) => known.status === 'PENDING').length;
            });
          },
          onPassage(index) {
            patch((draft) => {
              draft.passagesDone = Math.max(draft.passagesDone, index + 1);
            });
          },
        });
        patch((draft) => {
          Object.assign(draft, outcome.run);
        });
        await cached;
        if (outcome.failure) setError(outcome.failure);
      } catch (failure) {
        if (isAbortError(failure)) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        // A lost connection: the server stopped the run; read how far it got.
        if (runId) dispatch(api.util.invalidateTags([{ type: 'CardBuilderRun', id: runId }]));
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setStreamingRunId(null);
          dispatch(api.util.invalidateTags(['CardBuilderUsage', { type: 'CardBuilderRun', id: LIST }]));
        }
      }
    },
    [dispatch],
  );

  return {
    streamingRunId,
    error,
    start: (body, onRun) => run({ kind: 'new', body }, onRun),
    resume: (runId) => run({ kind: 'continue', runId }),
    close: () => controller.current?.abort(),
    clearError: () => setError(null),
  };
}
