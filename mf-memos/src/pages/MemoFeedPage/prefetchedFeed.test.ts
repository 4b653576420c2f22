// public/memo-feed-boot.js is a plain file (it cannot import): it is run here as the prerendered page runs it, and
// what it leaves is read through takePrefetchedFeed, as MemoFeedPage reads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SIZES, RUNTIME_CONFIG_ELEMENT_ID } from '@memory/contracts';
import { MEMO_FEED_PREFETCH_GLOBAL } from '@memory/contracts/prerender';
import { takePrefetchedFeed } from './prefetchedFeed';

const bootScript = readFileSync(path.join(__dirname, '../../../public/memo-feed-boot.js'), 'utf8');
const OIDC = { authority: 'https://example.test/oidc', clientId: 'memory-web' };
const SESSION_KEY = `memory.oidc.user:${OIDC.authority}:${OIDC.clientId}`;
const PAGE = { entries: [], remaining: 0, today: '2026-11-30' };

function boot({ session, apiBase = '/api' }: { session?: object; apiBase?: string } = {}) {
  document.head.innerHTML = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify({ config: { oidc: OIDC, apiBase }, remotes: null })}</script>`;
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  new Function(bootScript)();
}

const session = (overrides: object = {}) => ({
  access_token: 'token-1',
  profile: { sub: 'user-1' },
  expires_at: Math.floor(Date.now() / 1000) + 600,
  ...overrides,
});

describe('memo-feed-boot.js and takePrefetchedFeed', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response(JSON.stringify(PAGE), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    localStorage.clear();
    delete (globalThis as Record<string, unknown>)[MEMO_FEED_PREFETCH_GLOBAL];
  });

  it('uses the names @memory/contracts gives', () => {
    expect(bootScript).toContain(`window.${MEMO_FEED_PREFETCH_GLOBAL} =`);
    expect(bootScript).toContain(`var SIZE = ${PAGE_SIZES.timeline};`);
    expect(bootScript).toContain(`getElementById('${RUNTIME_CONFIG_ELEMENT_ID}')`);
  });

  it("asks for the first page, holding nothing, with the stored session's token, and hands it to that user's page once", async () => {
    boot({ session: session(), apiBase: '/api/' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/timeline/fetch?size=${PAGE_SIZES.timeline}`);
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({ held: [] });
    await expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).resolves.toEqual(PAGE);
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).toBeNull();
  });

  it("gives another user's or another size's page to nobody, and takes it away", () => {
    boot({ session: session() });
    expect(takePrefetchedFeed('user-2', PAGE_SIZES.timeline)).toBeNull();
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).toBeNull();
    boot({ session: session() });
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline + 1)).toBeNull();
  });

  it('asks nothing without a session, or with a token about to expire (the app renews it first)', () => {
    boot();
    boot({ session: session({ expires_at: Math.floor(Date.now() / 1000) + 10 }) });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).toBeNull();
  });

  it('leaves null when the server refuses or does not answer: the page then asks itself', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    boot({ session: session() });
    await expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    boot({ session: session() });
    await expect(takePrefetchedFeed('user-1', PAGE_SIZES.timeline)).resolves.toBeNull();
  });
});
