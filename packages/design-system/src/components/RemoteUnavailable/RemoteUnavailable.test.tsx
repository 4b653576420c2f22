import { act, screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import userEvent from '@testing-library/user-event';
import { RemoteUnavailable } from './RemoteUnavailable';

describe('RemoteUnavailable', () => {
  it('tells the module failed and retries on 重试', async () => {
    const onRetry = jest.fn();
    renderInTheme(<RemoteUnavailable onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('该模块加载失败');

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the detail it is given', () => {
    renderInTheme(<RemoteUnavailable onRetry={() => undefined} detail="mf_jars 返回 503" />);
    expect(screen.getByText('mf_jars 返回 503')).toBeInTheDocument();
  });

  describe('offline', () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    };
    afterEach(() => setOnline(true));

    it('says the page is not on this device yet, and retries once the network is back', () => {
      const onRetry = jest.fn();
      renderInTheme(<RemoteUnavailable onRetry={onRetry} />);
      setOnline(false);
      expect(screen.getByRole('alert')).toHaveTextContent('离线时打不开这个页面');
      expect(screen.getByRole('alert')).toHaveTextContent('这个页面还没有保存到这台设备上，恢复网络后会自动重新加载。');
      expect(onRetry).not.toHaveBeenCalled();

      setOnline(true);
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toHaveTextContent('该模块加载失败');
    });

    it('does not retry by itself when it was never offline', () => {
      const onRetry = jest.fn();
      renderInTheme(<RemoteUnavailable onRetry={onRetry} />);
      setOnline(true);
      expect(onRetry).not.toHaveBeenCalled();
    });
  });
});
