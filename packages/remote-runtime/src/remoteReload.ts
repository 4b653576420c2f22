// How a remote asks the shell to load it again from scratch: its page code failed to load, and after a redeploy the
// old chunk is gone for good, so re-rendering cannot help but a fresh manifest and remoteEntry can. The remote's
// boundary dispatches this event from inside its area; the shell's RemoteArea (the container it mounted the remote
// in) takes it and reloads the remote. Both sides bundle @memory/remote-runtime, so the name lives here once.
export const REMOTE_RELOAD_EVENT = 'memory:remote-reload';

/** Dispatches the request from `element`; true when a shell took it (then the caller has nothing more to do). */
export function requestRemoteReload(element: Element | null): boolean {
  if (!element) return false;
  const event = new CustomEvent(REMOTE_RELOAD_EVENT, { bubbles: true, cancelable: true });
  return !element.dispatchEvent(event);
}

/** The shell's side: call `reload` for each request from inside `container`. Returns the cleanup. */
export function onRemoteReloadRequest(container: Element, reload: () => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    reload();
  };
  container.addEventListener(REMOTE_RELOAD_EVENT, listener);
  return () => container.removeEventListener(REMOTE_RELOAD_EVENT, listener);
}
