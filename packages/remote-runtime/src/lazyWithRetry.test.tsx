import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ThemeProvider } from '@memory/design-system';
import { lazyWithRetry } from './lazyWithRetry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { onRemoteReloadRequest } from './remoteReload';

/** A page module whose import fails while `chunk.available` is false, the way a dropped network or a removed chunk does. */
function pageModule() {
  const chunk = { available: true, imports: 0 };
  const load = jest.fn(async () => {
    chunk.imports += 1;
    if (!chunk.available) throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    return { default: () => <h1>页面内容</h1> };
  });
  return { chunk, load };
}

function InRemote({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme="light" applyToDocument={false}>
      <RemoteErrorBoundary resetKey="/home/page">
        <Suspense fallback={<p>加载中…</p>}>{children}</Suspense>
      </RemoteErrorBoundary>
    </ThemeProvider>
  );
}

/** Stands in for the shell's RemoteArea: the container a remote is mounted in, listening for reload requests. */
function ShellArea({ onReload, children }: { onReload: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => onRemoteReloadRequest(ref.current!, onReload), [onReload]);
  return <div ref={ref}>{children}</div>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('lazyWithRetry', () => {
  it('retries a failed import quietly: a blip never reaches the user', async () => {
    const { load } = pageModule();
    load.mockRejectedValueOnce(new Error('network blip'));
    const Page = lazyWithRetry(load, { backoffMs: 0 });
    render(<InRemote><Page /></InRemote>);
    expect(await screen.findByRole('heading', { name: '页面内容' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows 该模块加载失败 when the chunk stays unavailable, and 重试 imports it afresh once it is back', async () => {
    const { chunk, load } = pageModule();
    chunk.available = false;
    const Page = lazyWithRetry(load, { retries: 1, backoffMs: 0 });
    render(<InRemote><Page /></InRemote>);
    expect(await screen.findByText('该模块加载失败')).toBeInTheDocument();
    expect(chunk.imports).toBe(2);

    chunk.available = true;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    // A plain React.lazy would throw its cached rejection again here.
    expect(await screen.findByRole('heading', { name: '页面内容' })).toBeInTheDocument();
    expect(chunk.imports).toBe(3);
  });

  it('inside a shell’s remote area, 重试 after failed page code asks the shell to reload the remote', async () => {
    const { chunk, load } = pageModule();
    chunk.available = false;
    const Page = lazyWithRetry(load, { retries: 0 });
    const onReload = jest.fn();
    render(
      <ShellArea onReload={onReload}>
        <InRemote><Page /></InRemote>
      </ShellArea>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    // The shell reloads the remote from a fresh manifest; re-importing the old chunk here would only fail again.
    expect(chunk.imports).toBe(1);
  });

  it('a render error is retried in place even inside a shell’s area', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render bug');
      return <p>好了</p>;
    }
    const onReload = jest.fn();
    render(
      <ShellArea onReload={onReload}>
        <InRemote><Flaky /></InRemote>
      </ShellArea>,
    );
    broken = false;
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('好了')).toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();
  });
});
