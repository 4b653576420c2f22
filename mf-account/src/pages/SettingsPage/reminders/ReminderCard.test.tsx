import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupFakeApi, renderWithStore } from '@memory/api/testing/jest';
import { ReminderCard } from './ReminderCard';

// 复习提醒 against the fake backend, with the browser's Web Push (Notification, PushManager, the service worker)
// stood in for: jsdom has none of it. browserPush.ts runs for real on top of these.

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const SUBSCRIPTION = { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: 'BPublicKey', auth: 'authSecret' } };

interface FakeWebPush {
  requestPermission: jest.Mock<Promise<NotificationPermission>, []>;
  subscribe: jest.Mock;
}

/** Installs a browser with Web Push whose permission is `initial` and whose prompt answers `answer`. */
function installWebPush(initial: NotificationPermission, answer: NotificationPermission): FakeWebPush {
  const notification = { permission: initial, requestPermission: jest.fn() };
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = answer;
    return answer;
  });
  const subscribe = jest.fn(async () => ({ endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION }));
  const registration = { pushManager: { getSubscription: jest.fn(async () => null), subscribe } };
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: notification });
  Object.defineProperty(window, 'PushManager', { configurable: true, writable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
  return { requestPermission: notification.requestPermission, subscribe };
}

afterEach(() => {
  for (const name of ['Notification', 'PushManager'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function renderCard() {
  renderWithStore(<ReminderCard />);
  const card = (await screen.findByText('提醒方式')).closest<HTMLElement>('.ant-card')!;
  return within(card);
}

describe('复习提醒 card', () => {
  beforeEach(() => {
    fake.backend.state.reminders = { ...fake.backend.state.reminders, enabled: true };
  });

  it('turning 浏览器通知 on asks for permission only then, subscribes this browser and saves the channel', async () => {
    const push = installWebPush('default', 'granted');
    const card = await renderCard();
    expect(card.getByText(/开启时浏览器会询问是否允许通知/)).toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.click(card.getByRole('checkbox', { name: '浏览器通知' }));

    await waitFor(() => expect(card.getByRole('checkbox', { name: '浏览器通知' })).toBeChecked());
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(fake.backend.state.reminders).toMatchObject({ push: true, pushDevices: 1 });
    expect(await card.findByText('已在 1 台设备开启')).toBeInTheDocument();
  });

  it('a refused permission says so in Chinese, registers nothing and leaves 浏览器通知 off', async () => {
    const push = installWebPush('default', 'denied');
    const card = await renderCard();

    await user.click(card.getByRole('checkbox', { name: '浏览器通知' }));

    expect(await card.findByRole('alert')).toHaveTextContent('没有获得通知权限：请在浏览器的网站设置中允许本站发送通知');
    expect(card.getByText(/浏览器已禁止本站的通知/)).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: '浏览器通知' })).not.toBeChecked();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(fake.backend.state.reminders).toMatchObject({ push: false, pushDevices: 0 });
  });

  it('without Web Push (iPhone outside the Home Screen) 浏览器通知 cannot be turned on and the card says why', async () => {
    const card = await renderCard();
    expect(card.getByRole('checkbox', { name: '浏览器通知' })).toBeDisabled();
    expect(card.getByText(/这个浏览器不支持网页通知/)).toBeInTheDocument();
  });

  it('邮件: an address that is not one is refused in the card; a good one is mailed its confirmation', async () => {
    const card = await renderCard();
    await user.click(card.getByRole('checkbox', { name: '邮件' }));
    const input = await card.findByRole('textbox', { name: '提醒邮箱' });

    await user.type(input, 'learner@example');
    await user.click(card.getByRole('button', { name: '发送确认邮件' }));
    expect(await card.findByRole('alert')).toHaveTextContent('请输入有效的邮箱地址');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fake.backend.state.reminders.emailAddress).toBeNull();

    await user.type(input, '.com ');
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '发送确认邮件' }));

    expect(await card.findByText('确认邮件已发到 learner@example.com，点击邮件中的链接后才会发送提醒。')).toBeInTheDocument();
    expect(card.getByText('待确认')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '重新发送确认邮件' })).toBeInTheDocument();
    expect(fake.backend.state.reminders).toMatchObject({ email: true, emailAddress: 'learner@example.com', emailConfirmed: false });
  });

  it('a server that fails to send the confirmation says so and keeps the card usable', async () => {
    fake.backend.state.reminders = { ...fake.backend.state.reminders, email: true };
    fake.server.use(
      http.put('*/api/reminders/email', () =>
        HttpResponse.json({ code: 'INTERNAL', message: '确认邮件发送失败，请检查邮箱地址或稍后重试' }, { status: 500 }),),
    );
    const card = await renderCard();

    await user.type(card.getByRole('textbox', { name: '提醒邮箱' }), 'learner@example.com');
    await user.click(card.getByRole('button', { name: '发送确认邮件' }));

    expect(await card.findByRole('alert')).toHaveTextContent('确认邮件发送失败，请检查邮箱地址或稍后重试');
    expect(card.queryByText('待确认')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: '发送确认邮件' })).toBeEnabled();
  });

  it('shows a change as it is clicked, before the server answers', async () => {
    fake.backend.state.reminders = { ...fake.backend.state.reminders, enabled: false };
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    fake.server.use(http.put('*/api/reminders/settings', () => answered));
    const card = await renderCard();

    await user.click(card.getByRole('switch', { name: '复习提醒' }));

    expect(card.getByRole('switch', { name: '复习提醒' })).toBeChecked();
    answer(HttpResponse.json({ ...fake.backend.state.reminders, enabled: true }));
    await waitFor(() => expect(card.getByRole('switch', { name: '复习提醒' })).not.toHaveClass('ant-switch-loading'));
    expect(card.getByRole('switch', { name: '复习提醒' })).toBeChecked();
  });

  it('a save that fails shows an error and the switch stays as it was', async () => {
    fake.backend.state.reminders = { ...fake.backend.state.reminders, enabled: false };
    fake.server.use(http.put('*/api/reminders/settings', () => new HttpResponse(null, { status: 502 })));
    const card = await renderCard();

    await user.click(card.getByRole('switch', { name: '复习提醒' }));

    expect(await card.findByRole('alert')).toHaveTextContent('保存失败，请稍后重试');
    expect(card.getByRole('switch', { name: '复习提醒' })).not.toBeChecked();
  });
});
