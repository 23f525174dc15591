import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the widget in the log line. */
  widget: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing widget from taking its host page down: the page shows `fallback` in its place. */
export class RemoteWidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'remote widget failed',
        widget: this.props.widget,
        error: String(error),
        componentStack: info.componentStack?.trim().split('\n')[0],
      }),
    );
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
