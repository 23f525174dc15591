import type { Theme } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
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
  /** A fresh store of its own when left out. */
  store?: AppStore;
  /** The shell's toast viewport, as its page frame shows it; `false` for a tree that brings the
   * frame's own (the shell's floating controls) or a test of the viewport itself. */
  toaster?: boolean;
}

/**
 * What the shell gives a page in production: the one provider stack (`PlatformProviders`, as the
 * shell's browser and server trees and each remote's standalone page use it) with a memory router
 * at `route` in place of the browser's or the server's, and the shell's toast viewport. For a
 * renderer a test brings itself (the shell's streaming `renderToHtml`, a hook's `wrapper`).
 */
export function ShellStack({
  children,
  theme,
  route = '/',
  path,
  config,
  store,
  toaster = true,
}: ShellProviderOptions & { children: ReactNode }) {
  const [ownStore] = useState(() => store ?? createAppStore());
  return (
    <PlatformProviders store={ownStore} config={{ ...defaultRuntimeConfig, ...config }} theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<p>Left the page</p>} />
          </Routes>
        ) : (
          children
        )}
        {toaster ? <Toaster /> : null}
      </MemoryRouter>
    </PlatformProviders>
  );
}

/**
 * Renders a page or part of a remote inside what the shell gives it in production (`ShellStack`), so
 * tests see its toasts. Every test that renders with the shell's providers renders through this stack.
 */
export function renderWithShellProviders(ui: ReactElement, { store = createAppStore(), ...options }: ShellProviderOptions) {
  const user = userEvent.setup();
  const result = render(
    <ShellStack store={store} {...options}>
      {ui}
    </ShellStack>,
  );
  return { store, user, ...result };
}

/**
 * The same stack rendered to HTML as a server would, with no DOM: a page that touches `window`,
 * `document` or storage while rendering throws here. Run it in a `@jest-environment node` test.
 */
export function renderInShellStackToString(ui: ReactElement, options: ShellProviderOptions): string {
  return renderToString(<ShellStack {...options}>{ui}</ShellStack>);
}
