// React hook over streamAi for the remotes: one stream at a time, aborted on unmount or when a new one starts.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiRequest } from '@memory/contracts';
import { AiStreamError, isAbortError } from './errors';
import { streamAi } from './lazyStreamAi';

export type AiStreamStatus = 'idle' | 'streaming' | 'done' | 'error';

export interface AiStreamState {
  status: AiStreamStatus;
  /** The text so far; after an error, what had arrived before it. */
  text: string;
  error: AiStreamError | null;
}

export interface UseAiStream extends AiStreamState {
  /** Starts a stream (aborting any running one); the full text, or null when it failed or was aborted. */
  start(request: AiRequest): Promise<string | null>;
  /** Aborts the running stream and keeps the text so far (status back to idle). */
  stop(): void;
  /** Aborts and clears everything. */
  reset(): void;
}

const IDLE: AiStreamState = { status: 'idle', text: '', error: null };

export function useAiStream(): UseAiStream {
  const [state, setState] = useState<AiStreamState>(IDLE);
  // The running stream's controller; results of any other (older or unmounted) stream are ignored.
  const current = useRef<AbortController | null>(null);

  const abortCurrent = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  useEffect(() => abortCurrent, [abortCurrent]);

  const start = useCallback(
    async (request: AiRequest): Promise<string | null> => {
      abortCurrent();
      const controller = new AbortController();
      current.current = controller;
      const isCurrent = () => current.current === controller;
      setState({ status: 'streaming', text: '', error: null });
      try {
        const text = await streamAi(request, {
          signal: controller.signal,
          onText: (_chunk, full) => {
            if (isCurrent()) setState((previous) => ({ ...previous, text: full }));
          },
        });
        if (!isCurrent()) return null;
        current.current = null;
        setState({ status: 'done', text, error: null });
        return text;
      } catch (error) {
        if (isAbortError(error) || !isCurrent()) return null;
        current.current = null;
        const failure = error instanceof AiStreamError ? error : new AiStreamError('fatal', 'UNKNOWN', String(error));
        setState((previous) => ({ ...previous, status: 'error', error: failure }));
        return null;
      }
    },
    [abortCurrent],
  );

  const stop = useCallback(() => {
    if (!current.current) return;
    abortCurrent();
    setState((previous) => ({ ...previous, status: 'idle' }));
  }, [abortCurrent]);

  const reset = useCallback(() => {
    abortCurrent();
    setState(IDLE);
  }, [abortCurrent]);

  return { ...state, start, stop, reset };
}
