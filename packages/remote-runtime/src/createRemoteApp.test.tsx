import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory, Link } from 'react-router';
import { createAppStore } from '@memory/api';
import type { AuthBridge } from '@memory/contracts';
import { createRemoteApp } from './createRemoteApp';
import type { RemoteParcelProps } from './props';
import { useRemoteProps } from './RemotePropsContext';

const store = createAppStore();
const auth: AuthBridge = {
  getUser: () => ({ sub: 'user-1', username: 'demo' }),
  getAccessToken: async () => 'token',
  signIn: async () => undefined,
  signOut: async () => undefined,
  subscribe: () => () => undefined,
};

let explode = false;
function Exploding() {
  if (explode) throw new Error('boom');
  return <p>恢复正常</p>;
}

function ThemeReader() {
  const { themeMode } = useRemoteProps();
  return (
    <>
      <p>{`当前外观 ${themeMode}`}</p>
      <Link to="/home/other">去另一个页面</Link>
    </>
  );
}

const routes = [
  { path: '/home/things', Component: () => <h1>东西</h1> },
  { path: '/home/things/:id', Component: ThemeReader },
  { path: '/home/explode', Component: Exploding },
];

function mountRemote(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const app = createRemoteApp({ name: 'mf_test', routes });
  const props = (): RemoteParcelProps => ({
    name: 'mf_test',
    domElement,
    store,
    auth,
    themeMode: 'dark',
    resolvedTheme: 'dark',
    setThemeMode: () => undefined,
    location: history.location,
    navigator: history,
  });
  // Like the shell: every navigation reaches the remote through `update`.
  history.listen(() => void app.update(props()));
  return {
    history,
    // single-spa-react resolves mount/unmount from a timer after React commits, and act() commits only
    // when its callback returns: start the lifecycle inside act, wait for its promise after.
    async mount() {
      await app.bootstrap(props());
      let mounting: Promise<unknown> = Promise.resolve();
      act(() => {
        mounting = app.mount(props());
      });
      await mounting;
    },
    async unmount() {
      let unmounting: Promise<unknown> = Promise.resolve();
      act(() => {
        unmounting = app.unmount(props());
      });
      await unmounting;
      domElement.remove();
    },
  };
}

describe('createRemoteApp', () => {
  afterEach(() => {
    explode = false;
  });

  it('mounts the page of the current location and follows the shell history through update', async () => {
    const remote = mountRemote('/home/things');
    await remote.mount();
    expect(screen.getByRole('heading', { name: '东西' })).toBeInTheDocument();

    await act(async () => remote.history.push('/home/things/42'));
    expect(await screen.findByText('当前外观 dark')).toBeInTheDocument();

    // A link inside the remote moves the shell's history, not a private one.
    await userEvent.click(screen.getByRole('link', { name: '去另一个页面' }));
    expect(remote.history.location.pathname).toBe('/home/other');
    await remote.unmount();
  });

  it('shows the 404 with 返回首页 for unknown paths under its prefixes', async () => {
    const remote = mountRemote('/home/things/42/nothing-here');
    await remote.mount();
    expect(screen.getByText('出错了')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(remote.history.location.pathname).toBe('/');
    await remote.unmount();
  });

  it('contains a crashing page in its area and 重试 renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    explode = true;
    const remote = mountRemote('/home/explode');
    await remote.mount();
    expect(screen.getByText('该模块加载失败')).toBeInTheDocument();

    explode = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复正常')).toBeInTheDocument();
    await remote.unmount();
  });

  it('recovers from a crash when the user navigates elsewhere', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    explode = true;
    const remote = mountRemote('/home/explode');
    await remote.mount();
    expect(screen.getByText('该模块加载失败')).toBeInTheDocument();
    await act(async () => remote.history.push('/home/things'));
    await waitFor(() => expect(screen.getByRole('heading', { name: '东西' })).toBeInTheDocument());
    await remote.unmount();
  });
});
