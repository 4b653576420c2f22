// The feed's handle on the review outbox: record what the learner met, know what waits to sync and what the server
// answered (the next due day after a grade). The outbox belongs to the signed-in user and outlives the page.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  apiErrorMessage,
  getAuthBridge,
  reviewsApi,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@memory/api';
import type { Grade, ReviewEventType, ReviewState } from '@memory/contracts';
import type { OutboxEvent } from './reviewDb';
import { reviewOutboxOf, reviewsIn, type ReviewOutbox, type SendEvents } from './reviewOutbox';

/** A 4xx other than these means the server will never take the batch as it is. */
const RETRYABLE_CLIENT_ERRORS = new Set([401, 408, 429]);

export interface ReviewRecord {
  /** The events kept from earlier visits are loaded: `reviewed` is complete. */
  ready: boolean;
  /** Reviews (posts) with events waiting to be accepted by the server (「N 条待同步」): a reveal and its grade are one. */
  pendingCount: number;
  /**
   * The last send got no answer: what waits is stuck until the server answers. Events on their way (a batch goes a
   * second after the learner's action) are not: the page says 待同步 only offline or stalled, so it does not flicker.
   */
  stalled: boolean;
  /** Posts met on this screen or still waiting in the outbox: they are reviewed, whatever the server knows yet. */
  reviewed: ReadonlySet<string>;
  /** The server's answer per review id, once its event was accepted. */
  states: Readonly<Record<string, ReviewState>>;
  record(reviewId: string, type: ReviewEventType, grade?: Grade): void;
  /** Sends what waits and settles once the server has answered (or could not be reached). */
  sendWaiting(): Promise<void>;
}

export interface ReviewRecordOptions {
  /** The server refused an event (it changed nothing): the page decides whether the learner needs to know. */
  onRefused?(event: OutboxEvent, message: string | null): void;
}

export function useSignedInUser(): string | null {
  const user = useAppSelector(selectUser);
  return user?.sub ?? getAuthBridge()?.getUser()?.sub ?? null;
}

export function useReviewRecord({ onRefused }: ReviewRecordOptions = {}): ReviewRecord {
  const dispatch = useAppDispatch();
  const user = useSignedInUser();
  const outbox: ReviewOutbox | null = useMemo(() => (user ? reviewOutboxOf(dispatch, user) : null), [dispatch, user]);
  const [pending, setPending] = useState<readonly OutboxEvent[]>(() => outbox?.pending() ?? []);
  const [ready, setReady] = useState(false);
  const [met, setMet] = useState<ReadonlySet<string>>(() => new Set());
  const [states, setStates] = useState<Record<string, ReviewState>>({});
  const [stalled, setStalled] = useState(() => outbox?.stalled() ?? false);

  useEffect(() => {
    if (!outbox) return;
    const send: SendEvents = async (events) => {
      const request = dispatch(reviewsApi.endpoints.recordReviewEvents.initiate({ events }));
      const result = await request;
      request.reset();
      if (result.data) return { ok: true, results: result.data.results };
      const status = result.error && 'status' in result.error ? result.error.status : undefined;
      if (typeof status === 'number' && status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)) {
        return { ok: false, refused: true, message: apiErrorMessage(result.error, '') || null };
      }
      return { ok: false, refused: false };
    };
    outbox.setSender(send);
    let live = true;
    void outbox.ready.then(() => {
      if (!live) return;
      setPending(outbox.pending());
      setReady(true);
    });
    setStalled(outbox.stalled());
    const unsubscribe = outbox.subscribe({
      changed: (events) => setPending(events),
      stalled: setStalled,
      accepted: (event, review) => setStates((current) => ({ ...current, [event.reviewId]: review })),
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [outbox, dispatch]);

  // The page's handler may change every render; the outbox keeps one subscription for it.
  const refusedHandler = useRef(onRefused);
  refusedHandler.current = onRefused;
  useEffect(() => {
    if (!outbox) return;
    return outbox.subscribe({ refused: (event, message) => refusedHandler.current?.(event, message) });
  }, [outbox, refusedHandler]);

  const reviewed = useMemo(() => {
    const all = new Set(met);
    for (const event of pending) all.add(event.reviewId);
    return all;
  }, [met, pending]);

  return {
    ready: ready || !outbox,
    pendingCount: reviewsIn(pending),
    stalled,
    reviewed,
    states,
    record(reviewId, type, grade) {
      setMet((current) => (current.has(reviewId) ? current : new Set(current).add(reviewId)));
      outbox?.add({ reviewId, type, grade });
    },
    sendWaiting: () => outbox?.drain() ?? Promise.resolve(),
  };
}
