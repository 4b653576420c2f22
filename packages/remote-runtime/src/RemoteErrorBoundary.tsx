import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '@memory/design-system';

interface Props {
  /** Changing this (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains a remote's render errors inside its own area: shows 该模块加载失败 with 重试, and 重试
 * simply renders the children again. single-spa-react's own boundary cannot be reset, so this one
 * sits inside it.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[remote] render failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return <RemoteUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
