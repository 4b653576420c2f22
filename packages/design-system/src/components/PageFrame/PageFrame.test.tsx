import { screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('shows the page title as a heading, its actions and its content', () => {
    renderInTheme(
      <PageFrame title="知识罐" extra={<button type="button">创建知识罐</button>}>
        <p>列表</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { name: '知识罐' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建知识罐' })).toBeInTheDocument();
    expect(screen.getByText('列表')).toBeInTheDocument();
  });
});
