import type { Theme } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from '@gentlebowl/router';
import { defaultRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { PlatformProviders } from '../providers/platform-providers';
import { type AppStore, createAppStore } from '../store/app-store';
import { Toaster } from '../toasts/toaster';

export interface ShellProviderOptions {
  /** The design system's theme (platform does not import the design system). */
  theme: Theme;
  route?: string;
  /** The route pattern the page is rendered under, so it can read its params ('/dog-food/:id'). */
  path?: string;
  config?: Partial<RuntimeConfig>;
  store?: AppStore;
}

/** The shell's providers around a page or part of a remote: store, router at `route`, theme, runtime
 * configuration and the toast viewport. */
function ShellStack({
  ui,
  theme,
  route = '/',
  path,
  config,
  store,
}: ShellProviderOptions & { ui: ReactElement; store: AppStore }) {
  return (
    <PlatformProviders store={store} config={{ ...defaultRuntimeConfig, ...config }} theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Left the page</p>} />
          </Routes>
        ) : (
          ui
        )}
        <Toaster />
      </MemoryRouter>
    </PlatformProviders>
  );
}

/**
 * Renders a page or part of a remote inside what the shell gives it in production, plus the shell's
 * toast viewport so tests see toasts. Every remote's tests render through this one stack.
 */
export function renderWithShellProviders(ui: ReactElement, { store = createAppStore(), ...options }: ShellProviderOptions) {
  const user = userEvent.setup();
  const result = render(<ShellStack ui={ui} store={store} {...options} />);
  return { store, user, ...result };
}

/**
 * The same stack rendered to HTML as a server would, with no DOM: a page that touches `window`,
 * `document` or storage while rendering throws here. Run it in a `@jest-environment node` test.
 */
export function renderInShellStackToString(ui: ReactElement, { store = createAppStore(), ...options }: ShellProviderOptions): string {
  return renderToString(<ShellStack ui={ui} store={store} {...options} />);
}

/**
 * The stack as a browser meets it on a server-rendered page: rendered to HTML, put in the document,
 * then hydrated. `beforeHydrating` runs in between, as what a visitor does before the scripts arrive.
 */
export function hydrateInShellStack(
  ui: ReactElement,
  { beforeHydrating, ...options }: ShellProviderOptions & { beforeHydrating?: () => void },
) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<ShellStack ui={ui} store={createAppStore()} {...options} />);
  beforeHydrating?.();
  const user = userEvent.setup();
  const result = render(<ShellStack ui={ui} store={createAppStore()} {...options} />, { container, hydrate: true });
  return { user, ...result };
}
