// Answers window.fetch from MSW handlers in the page itself (no service worker): Storybook stories that stream AI.
import { getResponse, type RequestHandler } from 'msw';

/** Routes fetch through `handlers` (unmatched requests go to the real fetch); returns the undo. */
export function mockFetchWith(handlers: RequestHandler[]): () => void {
  const realFetch = globalThis.fetch;
  const mockedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(handlers, request.clone())) ?? realFetch(request);
  };
  globalThis.fetch = mockedFetch;
  return () => {
    if (globalThis.fetch === mockedFetch) globalThis.fetch = realFetch;
  };
}
