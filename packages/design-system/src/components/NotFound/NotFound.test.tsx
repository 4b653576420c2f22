import { screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import userEvent from '@testing-library/user-event';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says 出错了 and links home by default', () => {
    renderInTheme(<NotFound />);
    expect(screen.getByText('出错了')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('calls the app router instead when given onBack', async () => {
    const onBack = jest.fn();
    renderInTheme(<NotFound onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
