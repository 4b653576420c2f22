import { Component, createRef, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '@memory/design-system';
import { LazyImportError, RetryGenerationContext } from './lazyWithRetry';
import { requestRemoteReload } from './remoteReload';

interface Props {
  /** Changing this (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** How many times 重试 was pressed: lazyWithRetry components start a fresh import when it moves. */
  generation: number;
}

/**
 * Contains a remote's render errors inside its own area: shows 该模块加载失败 with 重试. 重试 renders the children
 * again, with fresh imports for pages whose code failed to load; when that code failed inside a shell's remote area,
 * 重试 asks the shell to reload the whole remote instead (a redeploy removed the old chunks: only a fresh manifest
 * finds the new ones). single-spa-react's own boundary cannot be reset, so this one sits inside it.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, generation: 0 };

  private readonly fallback = createRef<HTMLDivElement>();

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[remote] render failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.rerender();
  }

  retry = (): void => {
    if (this.state.error instanceof LazyImportError && requestRemoteReload(this.fallback.current)) return;
    this.rerender();
  };

  private rerender(): void {
    this.setState(({ generation }) => ({ error: null, generation: generation + 1 }));
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div ref={this.fallback}>
          <RemoteUnavailable onRetry={this.retry} />
        </div>
      );
    }
    return <RetryGenerationContext.Provider value={this.state.generation}>{this.props.children}</RetryGenerationContext.Provider>;
  }
}
