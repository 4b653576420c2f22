import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInTheme } from '../../../test/renderInTheme';
import { AiExpandButton, type AiExpandStream } from './AiExpandButton';

// UI only: the stream is a plain object here (mf-jars' AiExpand test drives the real one over the fake API).
function fakeStream(state: Partial<AiExpandStream> = {}): AiExpandStream {
  return { status: 'idle', text: '', error: null, start: jest.fn(), reset: jest.fn(), ...state };
}

const expandButton = () => screen.getByRole('button', { name: /AI 扩写/ });
const preview = () => screen.getByRole('region', { name: 'AI 扩写结果' });
const describeError = (error: unknown) => `说明：${String(error)}`;

describe('AiExpandButton', () => {
  it('asks the stream to expand the trimmed text, and only when there is some', async () => {
    const stream = fakeStream();
    const { rerender } = renderInTheme(<AiExpandButton stream={stream} describeError={describeError} text="  " onExpanded={() => undefined} />);
    expect(expandButton()).toBeDisabled();
    rerender(<AiExpandButton stream={stream} describeError={describeError} text=" 勾股定理 " onExpanded={() => undefined} disabled />);
    expect(expandButton()).toBeDisabled();
    rerender(<AiExpandButton stream={stream} describeError={describeError} text=" 勾股定理 " onExpanded={() => undefined} />);
    await userEvent.click(expandButton());
    expect(stream.start).toHaveBeenCalledWith({ type: 'expand', prompt: '勾股定理' });
  });

  it('shows the finished text; 使用 hands it over and resets the stream', async () => {
    const stream = fakeStream({ status: 'done', text: '勾股定理：a² + b² = c²' });
    const onExpanded = jest.fn();
    renderInTheme(<AiExpandButton stream={stream} describeError={describeError} text="勾股定理" onExpanded={onExpanded} />);
    expect(preview()).toHaveTextContent('勾股定理：a² + b² = c²');
    await userEvent.click(within(preview()).getByRole('button', { name: '使用' }));
    expect(onExpanded).toHaveBeenCalledWith('勾股定理：a² + b² = c²');
    expect(stream.reset).toHaveBeenCalled();
  });

  it('cannot use a half-streamed answer', () => {
    renderInTheme(<AiExpandButton stream={fakeStream({ status: 'streaming', text: '一半' })} describeError={describeError} text="勾股定理" onExpanded={() => undefined} />);
    expect(within(preview()).getByRole('button', { name: '使用' })).toBeDisabled();
  });

  it('shows a failure the way describeError words it', () => {
    renderInTheme(<AiExpandButton stream={fakeStream({ status: 'error', error: '上游出错' })} describeError={describeError} text="勾股定理" onExpanded={() => undefined} />);
    expect(within(preview()).getByRole('alert')).toHaveTextContent('说明：上游出错');
  });
});
