import { createAppStore, defaultRuntimeConfig, PlatformProviders } from '@gentlebowl/platform';
import { appTheme } from '@gentlebowl/ui';
import { act, render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@gentlebowl/router';
import { format } from 'node:util';

/** The shell's providers (the one platform stack, a router at `route`), as the page renders on the
 * server and hydrates in the browser. */
function PageTree({ ui, route }: { ui: ReactElement; route: string }) {
  return (
    <StrictMode>
      <PlatformProviders store={createAppStore()} config={defaultRuntimeConfig} theme={appTheme}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </PlatformProviders>
    </StrictMode>
  );
}

export interface HydrationOptions {
  route?: string;
  /** Puts the visitor's browser in its state (stored choices, scroll position) after the server
   * rendered and before the page hydrates: the server knows none of it. */
  visitor?: () => void;
  /** What the shell's server makes of the rendered HTML for this visitor before sending it (their
   * form token in its forms). */
  served?: (html: string) => string;
}

/**
 * Renders `ui` to HTML as the shell's server does, puts that HTML in the document, sets up the
 * visitor's browser, and hydrates. `problems` lists what React reported while hydrating (mismatch
 * errors and warnings, as a browser console would show them); it must stay empty.
 */
export async function hydrateServerHtml(ui: ReactElement, { route = '/', visitor, served = (rendered) => rendered }: HydrationOptions = {}) {
  const html = served(renderToString(<PageTree ui={ui} route={route} />));
  visitor?.();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(format(...args));
  });
  try {
    const result = render(<PageTree ui={ui} route={route} />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => problems.push(String(error)),
    });
    await act(async () => {});
    return { ...result, html, problems };
  } finally {
    consoleError.mockRestore();
  }
}
