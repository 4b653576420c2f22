import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, DatePicker, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { ThemeProvider } from './ThemeProvider';

function SaysSaved() {
  const { message } = App.useApp();
  return <Button onClick={() => message.success('更新成功')}>保存</Button>;
}

describe('ThemeProvider', () => {
  it('paints the page for the chosen mode', () => {
    const { rerender } = render(<ThemeProvider theme="dark">内容</ThemeProvider>);
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--memory-color-bg-layout')).toBe('#121110');
    expect(document.body.style.backgroundColor).toBe('var(--memory-color-bg-layout)');

    rerender(<ThemeProvider theme="light">内容</ThemeProvider>);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--memory-color-bg-layout')).toBe('#F7F5F0');
  });

  it('leaves the page alone when asked to theme only its subtree', () => {
    document.documentElement.dataset.theme = 'light';
    render(
      <ThemeProvider theme="dark" applyToDocument={false}>
        内容
      </ThemeProvider>,
    );
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('speaks Chinese: antd locale and dayjs', () => {
    render(
      <ThemeProvider theme="light">
        <DatePicker />
      </ThemeProvider>,
    );
    expect(screen.getByPlaceholderText('请选择日期')).toBeInTheDocument();
    expect(dayjs('2026-11-23').format('dddd')).toBe('星期一');
  });

  it('names a number input\'s spin buttons in Chinese (antd\'s input-number is patched: it hard-codes English)', () => {
    render(
      <ThemeProvider theme="light">
        <InputNumber aria-label="数量" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: '增加' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '减少' })).toBeInTheDocument();
  });

  it('renders two-character labels as written (重试, not antd\'s spaced 重 试)', () => {
    render(
      <ThemeProvider theme="light">
        <Button>重试</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^重试$/);
  });

  it('gives children the App context for message / modal', async () => {
    render(
      <ThemeProvider theme="light">
        <SaysSaved />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
  });
});
