// 退出登录 deletes what the browser kept for the user: what still waits for the server is sent first, and what
// cannot go is lost only after the learner says so.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { createAppStore, registerUnsyncedWork, StoreProvider } from '@memory/api';
import { createFakeAuthBridge } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import type { OidcAuthBridge } from '@memory/api/oidc-bridge';
import { ShellServicesProvider, type ShellServices } from '../app/shell-services';
import { UserMenu } from './UserMenu';

setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderMenu() {
  const auth = createFakeAuthBridge();
  const signOut = jest.spyOn(auth, 'signOut');
  const store = createAppStore();
  const services = { auth: auth as unknown as OidcAuthBridge, store } as ShellServices;
  render(
    <ShellServicesProvider services={services}>
      <StoreProvider store={store}>
        <AntApp>
          <MemoryRouter>
            <UserMenu />
          </MemoryRouter>
        </AntApp>
      </StoreProvider>
    </ShellServicesProvider>,
  );
  return { signOut };
}

async function chooseSignOut() {
  await user.click(screen.getByRole('button', { name: '账户菜单' }));
  await user.click(await screen.findByText('退出登录'));
}

describe('退出登录', () => {
  it('sends waiting work first, then signs out without asking', async () => {
    let waiting = 2;
    const stop = registerUnsyncedWork({ pending: () => waiting, send: async () => void (waiting = 0) });
    const { signOut } = renderMenu();
    await chooseSignOut();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });

  it('asks before losing what cannot be sent, and 取消 keeps the session', async () => {
    const stop = registerUnsyncedWork({ pending: () => 2, send: async () => undefined });
    const { signOut } = renderMenu();
    await chooseSignOut();
    expect(await screen.findByRole('dialog', { name: '还有复习记录没有同步' })).toBeTruthy();
    expect(screen.getByText(/2 条复习记录还没有送到服务器/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(signOut).not.toHaveBeenCalled();

    await chooseSignOut();
    await user.click(await screen.findByRole('button', { name: '仍然退出' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    stop();
  });
});
