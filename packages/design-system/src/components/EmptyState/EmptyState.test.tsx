import { screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says 暂无内容 unless told what is empty', () => {
    const { rerender } = renderInTheme(<EmptyState />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();

    rerender(<EmptyState description="今日复习已全部完成" />);
    expect(screen.getByText('今日复习已全部完成')).toBeInTheDocument();
  });

  it('offers an action when given one', () => {
    renderInTheme(
      <EmptyState description="还没有知识罐">
        <button type="button">创建知识罐</button>
      </EmptyState>,
    );
    expect(screen.getByRole('button', { name: '创建知识罐' })).toBeInTheDocument();
  });
});
