import { once } from 'node:events';
import http2 from 'node:http2';

export interface Http2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  /** The body as sent (still brotli or gzip when the server encoded it). */
  body: Buffer;
  /** DATA frames that carried it: more than one for a stream written piece by piece. */
  dataFrames: number;
}

/**
 * One HTTP/2 connection to a server with a self-signed certificate (`ca` trusts it), as a browser holds one per
 * origin: `request` for what the test inspects frame by frame, `fetch` (no redirects followed) for helpers that
 * speak fetch.
 */
export async function connectHttp2(origin: string, ca: string) {
  const session = http2.connect(origin, { ca });
  await once(session, 'connect');

  function request(pathAndQuery: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<Http2Answer>((resolve, reject) => {
      // Browsers send a body's length over h2 too; body parsers (oidc-provider's) look for it to know there is one.
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const stream = session.request({ ':method': method, ':path': pathAndQuery, ...length, ...headers });
      let answerHeaders: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (received) => (answerHeaders = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks), dataFrames: chunks.length }));
      stream.on('error', reject);
      stream.end(body);
    });
  }

  const fetchOverSession = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin) throw new Error(`this connection is to ${origin}, not ${url.origin}`);
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') throw new Error('only string bodies');
    const answer = await request(`${url.pathname}${url.search}`, {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: init.body ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name.startsWith(':') || value === undefined) continue;
      for (const one of [value].flat()) headers.append(name, String(one));
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers });
  }) as typeof fetch;

  return {
    /** The protocol ALPN settled on ('h2' when the server speaks HTTP/2). */
    protocol: () => session.alpnProtocol,
    request,
    fetch: fetchOverSession,
    close: () => new Promise<void>((resolve) => session.close(() => resolve())),
  };
}
