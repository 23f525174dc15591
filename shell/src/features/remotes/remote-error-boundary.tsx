import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure (it cannot be loaded, or its page throws while rendering) inside its
 * own part of the page: the header, footer and every other route keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      JSON.stringify({ level: 'error', msg: 'remote page failed', remote: this.props.remote, error: error.message, stack: info.componentStack?.slice(0, 500) }),
    );
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
