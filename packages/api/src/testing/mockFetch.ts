// Answers window.fetch from MSW handlers in the page itself (no service worker): Storybook stories that stream AI.
import { getResponse, type RequestHandler } from 'msw';

/**
 * Every mounted user's handlers, newest first. The page's fetch is patched once and routes through them; unmatched
 * requests go to the real fetch.
 */
const mounted: RequestHandler[][] = [];
/**
 * The last handlers released, kept answering until someone mounts again. When Storybook switches stories, the old
 * story's late requests (a query that was waiting for its token) still reach its fake backend instead of the static
 * server (a 404 the story walk reports against the next story).
 */
let released: RequestHandler[] | null = null;
let realFetch: typeof fetch | null = null;

function patchFetchOnce(): void {
  if (realFetch) return;
  const original = globalThis.fetch;
  realFetch = original;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const handlers = mounted.length > 0 ? mounted.flat() : (released ?? []);
    return (await getResponse(handlers, request.clone())) ?? original(request);
  };
}

/** Routes fetch through `handlers` until the returned release (then they answer only until the next mount). */
export function mockFetchWith(handlers: RequestHandler[]): () => void {
  patchFetchOnce();
  mounted.unshift(handlers);
  released = null;
  return () => {
    const index = mounted.indexOf(handlers);
    if (index < 0) return;
    mounted.splice(index, 1);
    if (mounted.length === 0) released = handlers;
  };
}
