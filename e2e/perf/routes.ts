// The top-level routes `pnpm perf` measures, with real ids from the demo data (asked of the API with the token):
// a published jar, one of the demo user's jars, and an order (created when the demo user has none).
import type { ServerApi } from './server-api';

export interface PerfRoute {
  path: string;
  /** Protected routes are measured signed in. */
  signedIn: boolean;
  /** What shows the route's content: the remote's mounted area, or the shell's own page. */
  contentSelector: string;
  /**
   * Served prerendered, what shows the content before the app runs: the HTML itself (undefined), or what the page's
   * own script paints after asking for it (MEMOS: the feed's first page, painted by mf-memos' boot script).
   */
  paintedSelector?: string;
}

interface Page<T> {
  entries: T[];
}

/** An API answer: the body, or its `data` when the API wraps it. */
async function api<T>(server: ServerApi, token: string, pathAndQuery: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const body = await server.json<T | { data: T }>(`/api${pathAndQuery}`, { ...init, token });
  return body && typeof body === 'object' && 'data' in body ? body.data : body;
}

const firstId = (page: Page<{ id: string | number }>, what: string) => {
  const id = page.entries[0]?.id;
  if (id === undefined) throw new Error(`perf: the demo data has no ${what}`);
  return String(id);
};

async function orderId(server: ServerApi, token: string): Promise<string> {
  const orders = await api<Page<{ id: string }>>(server, token, '/orders/page?page=1&size=1');
  if (orders.entries[0]) return String(orders.entries[0].id);
  const [plan] = await api<{ type: string }[]>(server, token, '/orders/types');
  if (!plan) throw new Error('perf: no membership plan to order');
  const order = await api<{ id: string }>(server, token, '/orders', { method: 'POST', body: { type: plan.type, count: 1 } });
  return String(order.id);
}

export async function perfRoutes(server: ServerApi, token: string): Promise<PerfRoute[]> {
  const publishedJar = firstId(await api(server, token, '/public/jars/page?page=1&size=1'), 'published jar');
  const ownJar = firstId(await api(server, token, '/jars/page?page=1&size=1&role=CREATOR'), 'jar of the demo user');
  const order = await orderId(server, token);
  const remote = '.remote-area[data-state="mounted"] .remote-parcel > *';
  const route = (path: string, contentSelector = remote): PerfRoute => ({
    path,
    signedIn: path.startsWith('/home') || path.startsWith('/order'),
    contentSelector,
    ...(path === '/home/memos' ? { paintedSelector: '[data-review-post]' } : {}),
  });
  return [
    route('/', '.landing'),
    route('/marketplace'),
    route(`/marketplace/jar/${publishedJar}`),
    route('/home/new-memo'),
    route('/home/memos'),
    route('/home/jars'),
    route(`/home/jars/${ownJar}`),
    route('/home/account'),
    route(`/order/${order}`),
  ];
}
