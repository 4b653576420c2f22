import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderInTheme } from '../../../test/renderInTheme';
import { ButtonLink } from './ButtonLink';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

describe('ButtonLink', () => {
  it('is one link (no button inside it) that navigates through the router, with state', async () => {
    renderInTheme(
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route path="/here" element={<ButtonLink type="primary" to="/home/jars" state={{ from: '/here' }}>去我的知识罐</ButtonLink>} />
          <Route path="/home/jars" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '去我的知识罐' });
    expect(link).toHaveAttribute('href', '/home/jars');
    expect(link.querySelector('button, a')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/home/jars {"from":"/here"}');
  });
});
