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

describe('MarkdownContent cloze points', () => {
  const content = '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}。**举头**望明月';

  it('masked: each cloze is a blank, [...] or its hint, and no answer shows', () => {
    const { container } = render(<MarkdownContent cloze="masked">{content}</MarkdownContent>);
    const blanks = [...container.querySelectorAll('mark.memory-cloze-blank')].map((node) => node.textContent);
    expect(blanks).toEqual(['[...]', '[三个字]']);
    expect(container.textContent).toBe('床前[...]光，疑是[三个字]。举头望明月');
    expect(container.querySelector('strong')?.textContent).toBe('举头');
  });

  it('filled: each answer is marked, the rest renders as Markdown', () => {
    const { container } = render(<MarkdownContent cloze="filled">{content}</MarkdownContent>);
    expect([...container.querySelectorAll('mark.memory-cloze')].map((node) => node.textContent)).toEqual(['明月', '地上霜']);
    expect(container.querySelector('.memory-cloze-blank')).toBeNull();
    expect(container.textContent).toBe('床前明月光，疑是地上霜。举头望明月');
  });

  it('an answer holding Markdown is filled (unmarked); code keeps no stray characters', () => {
    const { container } = render(<MarkdownContent cloze="filled">{'{{c1::**粗体**答案}} 与 `{{c2::代码}}`'}</MarkdownContent>);
    expect(container.textContent).toBe('粗体答案 与 代码');
    expect(container.querySelector('strong')?.textContent).toBe('粗体');
  });

  it('without the option the text renders as written (memos are not cards)', () => {
    const { container } = render(<MarkdownContent>{'{{c1::答案}}'}</MarkdownContent>);
    expect(container.textContent).toBe('{{c1::答案}}');
  });
});
