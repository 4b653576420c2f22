import { screen } from '@testing-library/react';
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
});
