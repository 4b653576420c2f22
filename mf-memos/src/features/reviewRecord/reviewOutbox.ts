// The review outbox: every review event (seen, revealed, graded, quizzed) goes here first, is kept in IndexedDB
// under the signed-in user, and is sent in batches until the server accepts it. The server counts an event id once,
// so a batch whose answer was lost is simply sent again; a batch it refuses (4xx) is sent one event at a time to
// find the refused ones, which are dropped. Offline, events wait for the `online` event.
import {
  MAX_REVIEW_EVENTS,
  type ReviewEvent,
  type ReviewEventsResponse,
  type ReviewState,
} from '@memory/contracts';
import { registerUnsyncedWork } from '@memory/api';
import { onReviewDbCleared, reviewDb, type OutboxEvent } from './reviewDb';
import { newEventId } from './eventId';
import { mirrorReviewsWaiting } from './reviewedBeforeApp';

export type SendOutcome =
  | { ok: true; results: ReviewEventsResponse['results'] }
  /** The server refused the batch (a 4xx other than sign-in, timeout or rate limit): sending it again cannot help. */
  | { ok: false; refused: true; message: string | null }
  /** No answer, a 5xx, or sign-in needed: the events stay and are sent again later. */
  | { ok: false; refused: false };

export type SendEvents = (events: ReviewEvent[]) => Promise<SendOutcome>;

export interface OutboxListener {
  /** The events still waiting (the 「N 条待同步」 count), after each change. */
  changed?(pending: readonly OutboxEvent[]): void;
  accepted?(event: OutboxEvent, review: ReviewState): void;
  refused?(event: OutboxEvent, message: string | null): void;
  /** Sending failed and waits to try again (true), or went through again (false). */
  stalled?(stalled: boolean): void;
}

/** Events wait this long for company before a batch goes, unless BATCH_SIZE of them are waiting. */
export const BATCH_DELAY_MS = 1000;
export const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;

/** How many reviews (posts) the events are about: a reveal and its grade are one review waiting. */
export function reviewsIn(events: readonly OutboxEvent[]): number {
  return new Set(events.map((event) => event.reviewId)).size;
}

/** Outboxes with events waiting: going online or leaving the page sends them. */
const live = new Set<ReviewOutbox>();

const toWire = ({ id, reviewId, type, grade }: OutboxEvent): ReviewEvent => ({ id, reviewId, type, ...(grade ? { grade } : {}) });

export class ReviewOutbox {
  private events: OutboxEvent[] = [];
  private sender: SendEvents | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerDue = 0;
  private sending = false;
  /** The batch on its way, so that `drain` can wait for it. */
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private readonly listeners = new Set<OutboxListener>();
  /** Settles once the events kept from earlier visits are loaded. */
  readonly ready: Promise<void>;

  constructor(readonly user: string) {
    // MEMOS' boot script reads what waits here (it opens no IndexedDB) and paints none of it.
    this.listeners.add({ changed: (events) => mirrorReviewsWaiting(user, events.map((event) => event.reviewId)) });
    this.ready = this.load();
    // Sign-out sends what waits here first, and asks before dropping what cannot go.
    registerUnsyncedWork({ pending: () => reviewsIn(this.events), send: () => this.drain() });
    // Sign-out deleted the store: what waited here was the signed-out user's, and goes with it.
    onReviewDbCleared(() => {
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      this.sender = null;
      this.events = [];
      this.notify((listener) => listener.changed?.(this.events));
    });
  }

  private async load(): Promise<void> {
    try {
      const db = await reviewDb();
      const kept = db ? await db.getAllFromIndex('outbox', 'user', this.user) : [];
      const known = new Set(this.events.map((event) => event.id));
      this.events = [...kept.filter((event) => !known.has(event.id)), ...this.events].sort((a, b) => a.at - b.at);
    } catch {
      // An unreadable store only loses what earlier visits left unsent.
    }
    this.notify((listener) => listener.changed?.(this.events));
    this.schedule(0);
  }

  pending(): readonly OutboxEvent[] {
    return this.events;
  }

  /** The last send got no answer (or a 5xx): what waits is not on its way but waiting to be tried again. */
  stalled(): boolean {
    return this.failures > 0;
  }

  /** How to send a batch (the page's store); set on every mount, so the latest store sends. */
  setSender(send: SendEvents | null): void {
    this.sender = send;
    if (send && this.events.length > 0) this.schedule(0);
  }

  subscribe(listener: OutboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queue an event (kept before it is sent); it goes with the next batch. */
  add(input: Pick<OutboxEvent, 'reviewId' | 'type' | 'grade'>): OutboxEvent {
    const event: OutboxEvent = { id: newEventId(), user: this.user, at: Date.now(), ...input };
    if (!event.grade) delete event.grade;
    this.events = [...this.events, event];
    this.notify((listener) => listener.changed?.(this.events));
    void reviewDb()
      .then((db) => db?.put('outbox', event))
      .catch(() => undefined);
    this.schedule(this.events.length >= BATCH_SIZE ? 0 : BATCH_DELAY_MS);
    return event;
  }

  /** Send what waits now (going online, the page being hidden or left). */
  flushNow(): void {
    this.schedule(0);
  }

  /** Sends everything that waits and settles once the server has answered each batch (or could not be reached). */
  async drain(): Promise<void> {
    await this.ready;
    while (this.events.length > 0) {
      const before = this.events.length;
      if (this.inFlight) await this.inFlight;
      else await this.flush();
      if (this.events.length >= before) return;
    }
  }

  private schedule(delay: number): void {
    const due = Date.now() + delay;
    if (this.timer !== null) {
      if (this.timerDue <= due) return;
      clearTimeout(this.timer);
    }
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private async flush(): Promise<void> {
    await this.ready;
    const send = this.sender;
    if (this.sending || !send || this.events.length === 0) return;
    // Offline nothing can go: the `online` event brings the outbox back.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    this.sending = true;
    let finished = () => {};
    this.inFlight = new Promise<void>((resolve) => (finished = resolve));
    let retry = false;
    try {
      const batch = this.events.slice(0, MAX_REVIEW_EVENTS);
      const outcome = await send(batch.map(toWire));
      if (outcome.ok) await this.settle(batch, outcome.results);
      else if (!outcome.refused) retry = true;
      else if (batch.length === 1) await this.drop(batch[0]!, outcome.message);
      else {
        // A refused batch changed nothing: one event at a time, in order (a grade after its reveal), finds which.
        for (const event of batch) {
          const alone = await send([toWire(event)]);
          if (alone.ok) await this.settle([event], alone.results);
          else if (alone.refused) await this.drop(event, alone.message);
          else {
            retry = true;
            break;
          }
        }
      }
    } finally {
      this.sending = false;
      this.inFlight = null;
      finished();
    }
    if (retry) {
      this.failures += 1;
      if (this.failures === 1) this.notify((listener) => listener.stalled?.(true));
      this.schedule(Math.min(FIRST_RETRY_MS * 2 ** (this.failures - 1), MAX_RETRY_MS));
    } else {
      if (this.failures > 0) this.notify((listener) => listener.stalled?.(false));
      this.failures = 0;
      if (this.events.length > 0) this.schedule(this.events.length >= BATCH_SIZE ? 0 : BATCH_DELAY_MS);
    }
  }

  private async forget(done: readonly OutboxEvent[]): Promise<void> {
    const ids = new Set(done.map((event) => event.id));
    this.events = this.events.filter((event) => !ids.has(event.id));
    try {
      const db = await reviewDb();
      if (db) {
        const tx = db.transaction('outbox', 'readwrite');
        await Promise.all([...[...ids].map((id) => tx.store.delete(id)), tx.done]);
      }
    } catch {
      // Left in the store, an event is sent again on the next visit and answered as a duplicate.
    }
    this.notify((listener) => listener.changed?.(this.events));
  }

  private async settle(batch: readonly OutboxEvent[], results: ReviewEventsResponse['results']): Promise<void> {
    await this.forget(batch);
    for (const event of batch) {
      const result = results.find((candidate) => candidate.id === event.id);
      if (result) this.notify((listener) => listener.accepted?.(event, result.review));
    }
  }

  private async drop(event: OutboxEvent, message: string | null): Promise<void> {
    await this.forget([event]);
    this.notify((listener) => listener.refused?.(event, message));
  }

  private notify(call: (listener: OutboxListener) => void): void {
    if (this.events.length > 0) live.add(this);
    else live.delete(this);
    for (const listener of this.listeners) call(listener);
  }
}

/** One outbox per user for each store (the page has one store; a test's fresh store is a fresh page). */
const outboxes = new WeakMap<object, Map<string, ReviewOutbox>>();
let triggersInstalled = false;

function installTriggers(): void {
  if (triggersInstalled || typeof window === 'undefined') return;
  triggersInstalled = true;
  const flushAll = () => live.forEach((outbox) => outbox.flushNow());
  window.addEventListener('online', flushAll);
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

export function reviewOutboxOf(owner: object, user: string): ReviewOutbox {
  let byUser = outboxes.get(owner);
  if (!byUser) outboxes.set(owner, (byUser = new Map()));
  let outbox = byUser.get(user);
  if (!outbox) {
    outbox = new ReviewOutbox(user);
    byUser.set(user, outbox);
  }
  installTriggers();
  return outbox;
}
