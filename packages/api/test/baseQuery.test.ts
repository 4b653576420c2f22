import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore, curvesApi, setApiBaseUrl, setAuthBridge, settingsApi, usersApi } from '../src';
import { createFakeAuthBridge } from '../src/testing';

const seenAuthorization: (string | null)[] = [];
const server = setupServer(
  http.get('*/api/users/me', ({ request }) => {
    seenAuthorization.push(request.headers.get('Authorization'));
    return HttpResponse.json({ id: 'u1', username: '小明', avatarUrl: null });
  }),
  http.get('*/api/settings/:name', () => HttpResponse.json({ code: 'UNAUTHORIZED', message: '请先登录' }, { status: 401 })),
  http.get('*/api/curves/:id', () => HttpResponse.json({ code: 'UNAUTHORIZED', message: '请先登录' }, { status: 401 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seenAuthorization.length = 0;
  setAuthBridge(null);
  setApiBaseUrl('/api');
});
afterAll(() => server.close());

describe('authorised base query', () => {
  it('adds the bearer token from the auth bridge', async () => {
    setAuthBridge(createFakeAuthBridge({ sub: 'u1' }, 'token-123'));
    const store = createAppStore();
    const result = await store.dispatch(usersApi.endpoints.getCurrentUser.initiate());
    expect(result.data?.username).toBe('小明');
    expect(seenAuthorization).toEqual(['Bearer token-123']);
  });

  it('sends no Authorization header when there is no token', async () => {
    setAuthBridge(createFakeAuthBridge(null, null));
    await createAppStore().dispatch(usersApi.endpoints.getCurrentUser.initiate());
    expect(seenAuthorization).toEqual([null]);
  });

  it('turns a 401 into one sign-in that returns to the current URL', async () => {
    window.history.pushState({}, '', '/home/settings?tab=profile');
    const bridge = createFakeAuthBridge();
    setAuthBridge(bridge);
    const store = createAppStore();
    // Two requests failing together must not start two sign-ins.
    const [setting, curve] = await Promise.all([
      store.dispatch(settingsApi.endpoints.getSetting.initiate('THEME_MODE')),
      store.dispatch(curvesApi.endpoints.getCurve.initiate('EBBINGHAUS')),
    ]);
    expect(setting.error).toMatchObject({ status: 401 });
    expect(curve.error).toMatchObject({ status: 401 });
    expect(bridge.signInCalls).toEqual(['http://localhost/home/settings?tab=profile']);
  });

  it('uses the configured API base', async () => {
    const hits: string[] = [];
    server.use(
      http.get('http://api.example.test/v1/users/me', ({ request }) => {
        hits.push(request.url);
        return HttpResponse.json({ id: 'u2', username: null, avatarUrl: null });
      }),
    );
    setApiBaseUrl('http://api.example.test/v1/');
    const result = await createAppStore().dispatch(usersApi.endpoints.getCurrentUser.initiate());
    expect(result.data?.id).toBe('u2');
    expect(hits).toEqual(['http://api.example.test/v1/users/me']);
  });
});
