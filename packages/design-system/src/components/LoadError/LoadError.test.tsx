import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('says what did not load, the server’s reason when it gave one, and retries', () => {
    const onRetry = jest.fn();
    render(
      <ThemeProvider theme="light">
        <LoadError title="订单加载失败" error={{ status: 500, data: { code: 'INTERNAL', message: '服务暂时不可用' } }} onRetry={onRetry} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('订单加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('服务暂时不可用');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells the learner to check the network when the request got no answer, and says when they are offline', () => {
    const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    const view = render(<LoadError title="会员卡加载失败" error={noAnswer} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('连不上服务器，请检查网络后重试');
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    view.rerender(<LoadError title="会员卡加载失败" error={{ ...noAnswer }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络已断开，连上网络后重试');
    online.mockRestore();
  });

  it('does not blame the network when the server answered with a failure and no words', () => {
    render(<LoadError title="会员卡加载失败" error={{ status: 502, data: 'Bad Gateway' }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器暂时出错，请稍后重试');
    expect(screen.getByRole('alert')).not.toHaveTextContent('网络');
  });
});
