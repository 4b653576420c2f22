import { screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import { PageSkeleton } from './PageSkeleton';

describe('PageSkeleton', () => {
  it('announces a page that is loading', () => {
    renderInTheme(<PageSkeleton />);
    const status = screen.getByRole('status', { name: '加载中…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });
});
