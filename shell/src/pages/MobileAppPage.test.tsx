import { render, screen } from '@testing-library/react';
import { MobileAppPage } from './MobileAppPage';

describe('MobileAppPage', () => {
  it('offers no app download that does not exist and tells how to install 记忆仓库 from the browser', () => {
    render(<MobileAppPage />);
    expect(screen.getByText(/手机 App 暂未提供下载/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '从浏览器安装' })).toBeTruthy();
    expect(screen.getAllByText(/添加到主屏幕/).length).toBeGreaterThan(0);
    expect(screen.getByText(/安装应用/)).toBeTruthy();
    expect(screen.getByText('暂未提供下载')).toBeTruthy();
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/\.apk$/);
    expect(screen.queryByText(/APK 下载/)).toBeNull();
  });
});
