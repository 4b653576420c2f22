// The one piece of news the service worker's page side has for the UI: a new version is installed and waiting.
// A module-level value rather than React state: the worker's client loads lazily, after the app has rendered.

type Apply = () => void;
let pending: Apply | null = null;
const listeners = new Set<(apply: Apply) => void>();

/** Called by the worker's client once a new version waits; `apply` switches to it (reloads this tab). */
export function announceUpdateReady(apply: Apply): void {
  pending = apply;
  for (const listener of listeners) listener(apply);
}

/** `listener` hears of a waiting version, at once if one already waits; returns the unsubscribe. */
export function onUpdateReady(listener: (apply: Apply) => void): () => void {
  listeners.add(listener);
  if (pending) listener(pending);
  return () => listeners.delete(listener);
}
