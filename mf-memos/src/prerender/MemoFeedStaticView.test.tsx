import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoFeedStaticView } from './MemoFeedStaticView';

describe('MemoFeedStaticView (MEMOS prerendered)', () => {
  beforeEach(() => {
    // As the server sends it: the build's markup, no script.
    document.body.innerHTML = renderToStaticMarkup(<MemoFeedStaticView />);
  });

  it('shows the page heading and says the feed is loading', () => {
    expect(screen.getByRole('heading', { level: 3, name: 'MEMOS' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });

  it('holds no post and no control of one: the feed is the app\'s (no 查看 that could reveal a post unrecorded)', () => {
    expect(screen.queryByRole('button', { name: '查看' })).toBeNull();
    expect(document.querySelector('article')).toBeNull();
  });

  it('has the 快捷键 button under the app\'s shortcut, whose click the app replays once it has taken over', () => {
    const button = screen.getByRole('button', { name: '快捷键 ?' });
    expect(button).toHaveAttribute('aria-keyshortcuts', '?');
    expect(document.querySelector(button.getAttribute('data-takeover-click') ?? 'none')).toBe(button);
  });
});
