import { screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is a labelled image of the requested size', () => {
    renderInTheme(<Logo size={48} />);
    const logo = screen.getByRole('img', { name: '记忆仓库标志' });
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '48');
  });
});
