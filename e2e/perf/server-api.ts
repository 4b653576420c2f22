// The few requests perf makes itself (config.json, the demo data's ids), through Playwright's API client: unlike
// Node's fetch it can be told to accept the self-signed certificate of a server run over https for perf.
import { request } from '@playwright/test';
import { baseUrl } from './settings';

export interface ServerApi {
  /** GET or send JSON to a path of BASE_URL; throws on a status other than 2xx. */
  json<T>(pathAndQuery: string, init?: { method?: string; token?: string; body?: unknown }): Promise<T>;
  dispose(): Promise<void>;
}

export async function openServerApi(): Promise<ServerApi> {
  const context = await request.newContext({ baseURL: baseUrl, ignoreHTTPSErrors: true });
  return {
    async json<T>(pathAndQuery: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}) {
      const response = await context.fetch(pathAndQuery, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { data: body }),
      });
      if (!response.ok()) throw new Error(`${method} ${pathAndQuery}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    },
    dispose: () => context.dispose(),
  };
}
