import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '@memory/design-system';

interface Props {
  remote: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  generation: number;
}

/**
 * The shell-side render layer: if anything around a remote's area throws while rendering, only this area
 * shows 该模块加载失败; 重试 re-creates the area from scratch (a new key), which reloads the remote.
 */
export class RemoteAreaBoundary extends Component<Props, State> {
  override state: State = { error: null, generation: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remote} area crashed`, error, info.componentStack);
  }

  retry = (): void => this.setState(({ generation }) => ({ error: null, generation: generation + 1 }));

  override render(): ReactNode {
    if (this.state.error) return <RemoteUnavailable onRetry={this.retry} />;
    return <div key={this.state.generation}>{this.props.children}</div>;
  }
}
