import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInTheme } from '../../../test/renderInTheme';
import { RemoteIncompatible } from './RemoteIncompatible';

describe('RemoteIncompatible', () => {
  it('says the module needs a newer shell, not the network, and reloads on 刷新页面', async () => {
    const onReload = jest.fn();
    renderInTheme(<RemoteIncompatible onReload={onReload} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('该模块需要更新的主应用版本');
    expect(alert).not.toHaveTextContent('请检查网络');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
