import { render, screen } from '@testing-library/react';
import { MarkdownContent, isLocalImageSource } from './MarkdownContent';

describe('MarkdownContent images', () => {
  it('shows an image from another host as a link and never loads it', () => {
    const { container } = render(<MarkdownContent>{'![追踪像素](https://tracker.example/p.gif)'}</MarkdownContent>);
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: '外部图片：追踪像素' });
    expect(link).toHaveAttribute('href', 'https://tracker.example/p.gif');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('still renders this origin’s images and data: / blob: images', () => {
    const { container } = render(
      <MarkdownContent>{'![a](/api/blobs/abc?x=1) ![b](data:image/png;base64,iVBORw0KGgo=) ![c](blob:http://localhost/123)'}</MarkdownContent>,
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/api/blobs/abc?x=1', 'data:image/png;base64,iVBORw0KGgo=', 'blob:http://localhost/123']);
  });

  it('tells local sources from foreign ones', () => {
    expect(isLocalImageSource('//tracker.example/p.gif', 'https://app.example')).toBe(false);
    expect(isLocalImageSource('https://app.example/a.png', 'https://app.example')).toBe(true);
    expect(isLocalImageSource('javascript:alert(1)', 'https://app.example')).toBe(false);
  });
});

describe('MarkdownContent previews (a list item inside a link or a label)', () => {
  it('renders the Markdown, but its links and images as plain text and never raw HTML', () => {
    const { container } = render(
      <MarkdownContent previewLines={2}>{'**粗体** [链接](https://example.com) ![叶子](/api/blobs/a) <b>生</b>'}</MarkdownContent>,
    );
    expect(screen.getByText('粗体', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('a, img, b')).toBeNull();
    expect(container).toHaveTextContent('粗体 链接 [图片：叶子]');
  });
});
