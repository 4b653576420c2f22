/**
 * Just enough of a browser for driving the OpenID flows with fetch: a cookie jar (one host, paths ignored)
 * and manual redirects, so every hop can be inspected.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  /**
   * `headers` go with every request (e.g. X-Forwarded-For: a client at another address behind the proxy); `send`
   * is the transport (another one drives the flow over HTTP/2: test/tls.test.ts).
   */
  constructor(
    private origin: string,
    private readonly headers: Record<string, string> = {},
    private readonly send: typeof fetch = fetch,
  ) {}

  /** The same browser (same cookies) talking to a restarted server, which may listen on another port. */
  reconnect(origin: string): void {
    this.origin = origin;
  }

  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(pathOrUrl, this.origin);
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie && url.origin === this.origin) headers.set('cookie', cookie);
    const response = await this.send(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.remember(line);
    return response;
  }

  get(pathOrUrl: string): Promise<Response> {
    return this.fetch(pathOrUrl);
  }

  /** Submits an urlencoded form, as a browser does. */
  post(pathOrUrl: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(pathOrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /**
   * Follows redirects on this server until a page renders (200/4xx) or the browser is sent elsewhere
   * (the web app's /callback). Returns the last response and its URL.
   */
  async follow(response: Response, from: string): Promise<{ response: Response; url: URL }> {
    let current = response;
    let url = new URL(from, this.origin);
    while (current.status >= 300 && current.status < 400) {
      const location = current.headers.get('location');
      if (!location) throw new Error(`redirect without location from ${url}`);
      url = new URL(location, url);
      if (url.origin !== this.origin) return { response: current, url };
      current = await this.get(url.href);
    }
    return { response: current, url };
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  private remember(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', date = ''] = attribute.split('=');
      return key.trim().toLowerCase() === 'expires' && new Date(date).getTime() <= Date.now();
    });
    if (!value || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
