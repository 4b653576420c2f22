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

  it('tells the learner to check the network when the server said nothing', () => {
    render(<LoadError title="会员卡加载失败" error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请检查网络后重试');
  });
});
