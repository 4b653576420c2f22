import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  createAppStore,
  memosApi,
  selectUser,
  settingsApi,
  syncSessionWithBridge,
  useGetCurrentUserQuery,
  usersApi,
} from '../src';
import { createFakeAuthBridge } from '../src/testing';
import { renderWithStore, setupFakeApi } from '../src/testing/jest';

const fake = setupFakeApi({ requiredToken: 'test-token' });

describe('createAppStore', () => {
  it('holds the api cache under "api" and the session', () => {
    const store = createAppStore();
    expect(Object.keys(store.getState()).sort()).toEqual(['api', 'session']);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('starts from a preloaded state', () => {
    const store = createAppStore({ session: { user: { sub: 'u9', username: '阿九' } } });
    expect(selectUser(store.getState())).toEqual({ sub: 'u9', username: '阿九' });
  });

  it('gives every store its own cache', async () => {
    const first = createAppStore();
    const second = createAppStore();
    await first.dispatch(usersApi.endpoints.getCurrentUser.initiate());
    expect(usersApi.endpoints.getCurrentUser.select()(first.getState()).data?.id).toBe('user-1');
    expect(usersApi.endpoints.getCurrentUser.select()(second.getState()).data).toBeUndefined();
  });
});

describe('endpoints against the fake backend', () => {
  it('a saved username shows up in the current user without a refetch', async () => {
    const store = createAppStore();
    await store.dispatch(usersApi.endpoints.getCurrentUser.initiate());
    await store.dispatch(usersApi.endpoints.updateUsername.initiate({ username: '小红' }));
    expect(usersApi.endpoints.getCurrentUser.select()(store.getState()).data?.username).toBe('小红');
    expect(fake.backend.state.user.username).toBe('小红');
  });

  it('a taken username fails with the server message', async () => {
    fake.backend.state.takenUsernames.push('admin');
    const result = await createAppStore().dispatch(usersApi.endpoints.updateUsername.initiate({ username: 'admin' }));
    expect(result.error).toMatchObject({ status: 409, data: { message: '该用户名已被占用' } });
  });

  it('a setting change shows at once and rolls back when the server refuses', async () => {
    const store = createAppStore();
    await store.dispatch(settingsApi.endpoints.getSetting.initiate('THEME_MODE'));
    const themeMode = () => settingsApi.endpoints.getSetting.select('THEME_MODE')(store.getState()).data?.value;
    expect(themeMode()).toBeNull();

    await store.dispatch(settingsApi.endpoints.updateSetting.initiate({ name: 'THEME_MODE', value: 'dark' }));
    expect(themeMode()).toBe('dark');

    fake.server.use(http.put('*/api/settings', () => HttpResponse.json({ code: 'INTERNAL', message: '服务异常' }, { status: 500 })));
    const pending = store.dispatch(settingsApi.endpoints.updateSetting.initiate({ name: 'THEME_MODE', value: 'light' }));
    expect(themeMode()).toBe('light');
    await pending;
    expect(themeMode()).toBe('dark');
  });

  it('an over-long memo is refused with a 400 naming the field, and nothing is stored', async () => {
    const result = await createAppStore().dispatch(memosApi.endpoints.createMemo.initiate({ content: 'x'.repeat(2049) }));
    expect(result.error).toMatchObject({ status: 400, data: { code: 'BAD_REQUEST', fields: { content: expect.any(String) } } });
    expect(fake.backend.state.memos).toHaveLength(0);
  });

  it('creating a memo refetches the memo list', async () => {
    const store = createAppStore();
    const list = store.dispatch(memosApi.endpoints.getMemoPage.initiate({ page: 1, size: 10 }));
    await list;
    await store.dispatch(memosApi.endpoints.createMemo.initiate({ content: '床前明月光' }));
    await list.refetch();
    const page = memosApi.endpoints.getMemoPage.select({ page: 1, size: 10 })(store.getState()).data;
    expect(page?.entries.map((entry) => entry.content)).toEqual(['床前明月光']);
    list.unsubscribe();
  });

  it('without the token the fake answers 401 and the bridge is asked to sign in', async () => {
    fake.bridge.setUser(null, null);
    const result = await createAppStore().dispatch(usersApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(fake.bridge.signInCalls).toHaveLength(1);
  });
});

describe('syncSessionWithBridge', () => {
  it('mirrors the user and forgets cached data when the user changes', async () => {
    const store = createAppStore();
    const bridge = createFakeAuthBridge({ sub: 'user-1', username: 'demo' });
    const stop = syncSessionWithBridge(store, bridge);
    expect(selectUser(store.getState())?.sub).toBe('user-1');

    await store.dispatch(usersApi.endpoints.getCurrentUser.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await bridge.signOut();
    expect(selectUser(store.getState())).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    stop();
  });

  it('the reset is the real api reset action', () => {
    expect(api.util.resetApiState().type).toBe('api/resetApiState');
  });
});

describe('hooks', () => {
  function Greeting() {
    const { data, isLoading } = useGetCurrentUserQuery();
    if (isLoading) return <p>加载中</p>;
    return <p>{data?.username ?? '未设置'}</p>;
  }

  it('renders server data through the shared store', async () => {
    fake.backend.state.user.username = '小明';
    renderWithStore(<Greeting />);
    expect(await screen.findByText('小明')).toBeInTheDocument();
  });
});
