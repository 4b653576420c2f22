import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_NOT_CONFIGURED_MESSAGE, type AiRequest } from '@memory/contracts';
import { aiScripts, aiStreamHandler, type AiScriptSource } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { ThemeProvider } from '@memory/design-system';
import { AiExpand } from './AiExpand';

const renderInTheme = (ui: ReactElement) => render(ui, { wrapper: ({ children }) => <ThemeProvider theme="light">{children}</ThemeProvider> });

const fake = setupFakeApi();
let requests: AiRequest[];
let cancels: number;
beforeEach(() => {
  requests = [];
  cancels = 0;
});

function script(source: AiScriptSource) {
  fake.server.use(aiStreamHandler(source, { onRequest: (body) => requests.push(body), onCancel: () => (cancels += 1) }));
}

const expandButton = () => screen.getByRole('button', { name: /AI 扩写/ });
const preview = () => screen.getByRole('region', { name: 'AI 扩写结果' });

describe('AiExpand (AI 扩写 on the api stream)', () => {
  it('needs non-empty text', () => {
    const { rerender } = renderInTheme(<AiExpand text="  " onExpanded={() => undefined} />);
    expect(expandButton()).toBeDisabled();
    rerender(<AiExpand text="勾股定理" onExpanded={() => undefined} />);
    expect(expandButton()).toBeEnabled();
    rerender(<AiExpand text="勾股定理" onExpanded={() => undefined} disabled />);
    expect(expandButton()).toBeDisabled();
  });

  it('streams an expansion of the text into a preview, and 使用 hands it over', async () => {
    script(aiScripts.chunks('勾股定理：', '直角三角形两直角边的平方和等于斜边的平方。'));
    const onExpanded = jest.fn();
    renderInTheme(<AiExpand text=" 勾股定理 " onExpanded={onExpanded} />);
    await userEvent.click(expandButton());

    await waitFor(() => expect(preview()).toHaveTextContent('勾股定理：直角三角形两直角边的平方和等于斜边的平方。'));
    expect(requests).toEqual([{ type: 'expand', prompt: '勾股定理' }]);
    await userEvent.click(within(preview()).getByRole('button', { name: '使用' }));
    expect(onExpanded).toHaveBeenCalledWith('勾股定理：直角三角形两直角边的平方和等于斜边的平方。');
    expect(screen.queryByRole('region', { name: 'AI 扩写结果' })).not.toBeInTheDocument();
  });

  it('cannot use a half-streamed answer; 取消 stops the stream', async () => {
    script(aiScripts.hang('一半'));
    const onExpanded = jest.fn();
    renderInTheme(<AiExpand text="勾股定理" onExpanded={onExpanded} />);
    await userEvent.click(expandButton());
    await waitFor(() => expect(preview()).toHaveTextContent('一半'));
    expect(within(preview()).getByRole('button', { name: '使用' })).toBeDisabled();

    await userEvent.click(within(preview()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(cancels).toBe(1));
    expect(screen.queryByRole('region', { name: 'AI 扩写结果' })).not.toBeInTheDocument();
    expect(onExpanded).not.toHaveBeenCalled();
  });

  it.each([
    ['a failure', aiScripts.fatal('AI_UPSTREAM_FAILED', '上游出错'), '出错啦，请稍后重试'],
    ['no AI configured', aiScripts.notConfigured(), AI_NOT_CONFIGURED_MESSAGE],
  ])('shows %s inline', async (_name, failure, shown) => {
    script(failure);
    renderInTheme(<AiExpand text="勾股定理" onExpanded={() => undefined} />);
    await userEvent.click(expandButton());
    expect(await within(preview()).findByRole('alert')).toHaveTextContent(shown);
    expect(within(preview()).getByRole('button', { name: '使用' })).toBeDisabled();
  });

  it('stops streaming when it goes away', async () => {
    script(aiScripts.hang('一半'));
    const { unmount } = renderInTheme(<AiExpand text="勾股定理" onExpanded={() => undefined} />);
    await userEvent.click(expandButton());
    await waitFor(() => expect(preview()).toHaveTextContent('一半'));
    act(() => unmount());
    await waitFor(() => expect(cancels).toBe(1));
  });
});
