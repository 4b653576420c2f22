import { screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import { Brand } from './Brand';

describe('Brand', () => {
  it('shows the mark and the product name', () => {
    renderInTheme(<Brand />);
    expect(screen.getByRole('img', { name: '记忆仓库标志' })).toBeInTheDocument();
    expect(screen.getByText('记忆仓库')).toBeInTheDocument();
  });

  it('can show the mark alone', () => {
    renderInTheme(<Brand showName={false} />);
    expect(screen.getByRole('img', { name: '记忆仓库标志' })).toBeInTheDocument();
    expect(screen.queryByText('记忆仓库')).not.toBeInTheDocument();
  });
});
