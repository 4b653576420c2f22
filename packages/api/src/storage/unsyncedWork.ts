// Work a feature keeps in the browser until the server has it (today: the review outbox of mf-memos). Sign-out
// deletes what the browser kept for the user, so it first sends what waits and asks before dropping what cannot go
// (offline). The registry lives here because @memory/api is the one shared copy that the shell and every remote see.

export interface UnsyncedWork {
  /** How many items still wait for the server. */
  pending(): number;
  /** Send what waits; settles when the server has answered (or could not be reached). */
  send(): Promise<void>;
}

const sources = new Set<UnsyncedWork>();

/** A feature's waiting work joins the registry; the returned function takes it out. */
export function registerUnsyncedWork(work: UnsyncedWork): () => void {
  sources.add(work);
  return () => sources.delete(work);
}

export function unsyncedCount(): number {
  let total = 0;
  for (const work of sources) total += work.pending();
  return total;
}

/**
 * Sends every registered source's waiting work, waiting at most `waitMs` (sign-out must never feel stuck), and
 * resolves with how many items are still unsent.
 */
export async function sendUnsyncedWork(waitMs: number): Promise<number> {
  if (unsyncedCount() === 0) return 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const sending = Promise.all([...sources].map((work) => work.send().catch(() => undefined))).then(() => undefined);
  await Promise.race([sending, deadline]);
  clearTimeout(timer);
  return unsyncedCount();
}
