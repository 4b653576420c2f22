// The monolith yardstick's preload-remote-app.ts: starting the remote's lazy import() early is its preload.
import { loadRemoteApp } from './federation-runtime';

export function preloadRemoteApp(name: string, _options: { antdFor?: string } = {}): void {
  loadRemoteApp(name).catch(() => undefined);
}
