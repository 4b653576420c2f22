import { fireEvent, screen } from '@testing-library/react';
import { renderInTheme } from '../../../test/renderInTheme';
import { BlurhashImage } from './BlurhashImage';

describe('BlurhashImage', () => {
  it('shows 图片无法显示 instead of a broken image when the stored file cannot be drawn', () => {
    renderInTheme(<BlurhashImage src="/api/blobs/broken" blurHash="LEHV6nWB2yk8pyo0adR*.7kCMdnj" alt="封面" style={{ width: 160, height: 90 }} />);
    const image = screen.getByRole('img', { name: '封面' });

    fireEvent.error(image);

    expect(screen.queryByRole('img', { name: '封面' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '图片无法显示' })).toBeInTheDocument();
    expect(screen.getByText('图片无法显示')).toBeInTheDocument();
  });

  it('shows the image once it has loaded', () => {
    renderInTheme(<BlurhashImage src="/api/blobs/fine" alt="封面" />);
    const image = screen.getByRole('img', { name: '封面' });
    fireEvent.load(image);
    expect(image).toHaveStyle({ opacity: '1' });
    expect(screen.queryByText('图片无法显示')).not.toBeInTheDocument();
  });
});
