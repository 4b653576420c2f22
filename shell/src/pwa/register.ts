// Starts the service worker once the page has done its own work: after the load event, when the route's content has
// shown and the browser is idle, so registering (and the worker's first download of the start-up files, mostly from
// the HTTP cache) takes nothing from the first load. Only production builds have a worker (shell/rspack.config.mjs).

/** Resolves after `load` (at once if it has fired). */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

export function registerServiceWorker(whenContentShown: () => Promise<void>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void afterLoad()
    .then(whenContentShown)
    .then(() => import(/* webpackChunkName: "service-worker-client" */ './service-worker-client'))
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.warn('[shell] service worker not started', error));
}
