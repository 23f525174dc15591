import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { FederatedComponentModule } from './load-federated-component';
import { RemoteWidgetErrorBoundary } from './remote-widget-error-boundary';

type WidgetState<Props> =
  | { status: 'loading' }
  | { status: 'ready'; Widget: ComponentType<Props> }
  | { status: 'failed' };

export interface RemoteWidgetProps<Props extends object> {
  /** Names the widget in the log line and in `data-widget`. */
  name: string;
  /** Loads the widget's module. Keep it stable (a module-level function): a new one loads again. */
  load: () => Promise<FederatedComponentModule<Props>>;
  /** What the widget is rendered with. */
  widgetProps: Props;
  /** Shown on the server, on the first browser render and until the module arrives. */
  loading: ReactNode;
  /** Shown when the module cannot be loaded or the widget throws. */
  fallback: ReactNode;
  /** Reserve the widget's height here (min-height), so the page does not shift when it arrives. */
  className?: string;
}

/**
 * A component another remote exposes, placed in this remote's page. The module is requested only in
 * an effect, so a server render (and the hydration that follows it) shows `loading`; a module that
 * fails to load, or a widget that throws while rendering, leaves `fallback` in its place and the
 * rest of the page untouched.
 */
export function RemoteWidget<Props extends object>({
  name,
  load,
  widgetProps,
  loading,
  fallback,
  className,
}: RemoteWidgetProps<Props>) {
  const [state, setState] = useState<WidgetState<Props>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    load().then(
      (module) => {
        if (current) setState({ status: 'ready', Widget: module.default });
      },
      (error: unknown) => {
        console.warn(JSON.stringify({ level: 'warn', msg: 'remote widget did not load', widget: name, error: String(error) }));
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, name]);

  return (
    <div className={className} data-widget={name} data-state={state.status} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? loading : null}
      {state.status === 'failed' ? fallback : null}
      {state.status === 'ready' ? (
        <RemoteWidgetErrorBoundary widget={name} fallback={fallback}>
          <state.Widget {...widgetProps} />
        </RemoteWidgetErrorBoundary>
      ) : null}
    </div>
  );
}
